import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { LineChart } from './line-chart';

const HOUR = 3_600_000;
const FROM = Date.parse('2026-03-10T00:00:00Z');

const chart = (points: { ts: number; value: number }[], utcOffsetMinutes?: number) => (
  <LineChart
    utcOffsetMinutes={utcOffsetMinutes}
    title="Nivel (%)"
    series={{ label: 'Nivel', color: '#000' }}
    points={points}
    from={FROM}
    to={FROM + 12 * HOUR}
    domain={[0, 100]}
    threshold={{ value: 20, label: 'Bajo', color: '#f00' }}
    format={(value) => `${value} %`}
    formatTime={(ts) => `${(ts - FROM) / HOUR} h`}
    formatTick={(ts, part) => `${part}${(ts - FROM) / HOUR}`}
    empty="Sin datos"
    summary="Resumen"
  />
);

describe('line chart', () => {
  it('has a title, a legend, axis labels and a summary; a pointer picks the nearest reading', () => {
    renderWithApp(
      chart([
        { ts: FROM + HOUR, value: 90 },
        { ts: FROM + 2 * HOUR, value: 80 },
        { ts: FROM + 9 * HOUR, value: 30 },
      ]),
    );
    expect(screen.getByText('Nivel (%)')).toBeInTheDocument();
    for (const text of ['Nivel', 'Bajo', 'Resumen', '100 %', '50 %', '0 %', 'time0', 'time12'])
      expect(screen.getByText(text)).toBeInTheDocument();
    const plot = screen.getByRole('slider', { name: 'Recorrer los valores con las flechas: Nivel (%)' });
    plot.getBoundingClientRect = () => ({ left: 0, width: 1200, top: 0, height: 140 }) as DOMRect;
    fireEvent.pointerMove(plot, { clientX: 700 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('9 hNivel: 30 %');
    fireEvent.pointerLeave(plot);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('steps through the readings with the keyboard', () => {
    renderWithApp(
      chart([
        { ts: FROM + HOUR, value: 90 },
        { ts: FROM + 2 * HOUR, value: 80 },
      ]),
    );
    const plot = screen.getByRole('slider');
    fireEvent.keyDown(plot, { key: 'Home' });
    expect(plot).toHaveAttribute('aria-valuetext', '1 h · Nivel: 90 %');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(plot).toHaveAttribute('aria-valuetext', '2 h · Nivel: 80 %');
    expect(plot).toHaveAttribute('aria-valuenow', '1');
  });

  it('puts its ticks on the whole hours and midnight of the settlement’s clock', () => {
    const { unmount } = renderWithApp(chart([{ ts: FROM + HOUR, value: 90 }]));
    // At UTC−3 by default, local midnight is 03:00 UTC.
    expect(screen.getByText('day3')).toBeInTheDocument();
    unmount();
    renderWithApp(chart([{ ts: FROM + HOUR, value: 90 }], 60));
    // At UTC+1, every third local hour falls on 02:00, 05:00, 08:00 and 11:00 UTC.
    for (const text of ['time2', 'time5', 'time8', 'time11'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('day3')).not.toBeInTheDocument();
  });

  it('shows its empty state without a plot', () => {
    renderWithApp(chart([]));
    expect(screen.getByTestId('line-chart-empty')).toHaveTextContent('Sin datos');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
