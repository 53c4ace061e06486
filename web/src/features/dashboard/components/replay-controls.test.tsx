import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { manualClock } from '../testing/manual-clock';
import { ReplayTimeline } from './replay-controls';

const FROM = Date.parse('2026-03-10T12:00:00Z');

/** A day's replay whose frames run when the test says. */
function dayClock() {
  const { clock, frame } = manualClock({ from: FROM, to: FROM + 86_400_000 });
  return { clock, frame: (ms: number) => act(() => frame(ms)) };
}

describe('replay controls', () => {
  it('plays, shows the instant advancing, changes speed and pauses', async () => {
    const user = userEvent.setup();
    const { clock, frame } = dayClock();
    renderWithApp(<ReplayTimeline clock={clock} />);
    const time = screen.getByTestId('replay-time');
    expect(time).toHaveTextContent('10/03/2026, 09:00');
    expect(screen.getByRole('slider', { name: 'Momento de la reproducción' })).toHaveAttribute(
      'aria-valuetext',
      '10/03/2026, 09:00',
    );

    await user.click(screen.getByRole('button', { name: 'Reproducir' }));
    // At 1 h per second, two seconds on screen are two hours of the range.
    frame(2_000);
    expect(time).toHaveTextContent('10/03/2026, 11:00');

    await user.click(screen.getByRole('radio', { name: '6 h/s' }));
    frame(1_000);
    expect(time).toHaveTextContent('10/03/2026, 17:00');

    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    frame(1_000);
    expect(time).toHaveTextContent('10/03/2026, 17:00');
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  });
});
