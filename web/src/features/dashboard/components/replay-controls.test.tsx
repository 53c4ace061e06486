import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { createReplayClock } from '../../telemetry/replay/replay-clock';
import { ReplayTimeline } from './replay-controls';

const FROM = Date.parse('2026-03-10T12:00:00Z');

/** A replay clock whose frames run when the test says. */
function manualClock() {
  let now = 0;
  let pending: (() => void) | null = null;
  const clock = createReplayClock({
    from: FROM,
    to: FROM + 86_400_000,
    now: () => now,
    schedule: (callback) => {
      pending = callback;
      return 1;
    },
    cancel: () => {
      pending = null;
    },
  });
  const frame = (ms: number) =>
    act(() => {
      now += ms;
      const run = pending;
      pending = null;
      run?.();
    });
  return { clock, frame };
}

describe('replay controls', () => {
  it('plays, shows the instant advancing, changes speed and pauses', async () => {
    const user = userEvent.setup();
    const { clock, frame } = manualClock();
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
