import { describe, expect, it } from 'vitest';
import { linePath, nearestIndex, scaleOf, timeTicks, valueDomain } from './line-scale';

const HOUR = 3_600_000;

describe('line chart scales', () => {
  it('pads the value axis to whole units around values and references', () => {
    expect(valueDomain([38.2, 39.1, 38.0, 39.3])).toEqual([37, 40]);
    expect(valueDomain([50, 50])).toEqual([49, 51]);
  });

  it('breaks the line over a silent gap and draws a lone reading as a dot', () => {
    const scale = scaleOf(0, 10 * HOUR, [0, 100]);
    const points = [
      { ts: 0, value: 100 },
      { ts: HOUR, value: 50 },
      { ts: 5 * HOUR, value: 0 },
    ];
    expect(linePath(points, scale, 3 * HOUR)).toBe('M0.0 0.00L100.0 50.00M500.0 100.00h0.01');
  });

  it('finds the reading nearest to an instant', () => {
    const points = [0, 2, 3, 10].map((hour) => ({ ts: hour * HOUR, value: hour }));
    expect(nearestIndex(points, -HOUR)).toBe(0);
    expect(nearestIndex(points, 0.9 * HOUR)).toBe(0);
    expect(nearestIndex(points, 1.1 * HOUR)).toBe(1);
    expect(nearestIndex(points, 7 * HOUR)).toBe(3);
    expect(nearestIndex(points, 20 * HOUR)).toBe(3);
  });

  it('ticks the time axis at whole local hours or days', () => {
    const offset = -3 * HOUR;
    const from = Date.parse('2026-03-10T13:39:00Z');
    const day = timeTicks(from, from + 24 * HOUR, offset);
    // Every 6 hours of Argentine time: 12:00, 18:00, midnight (labelled with its day), 06:00.
    expect(day.map(({ ts }) => new Date(ts + offset).toISOString().slice(11, 16))).toEqual([
      '12:00',
      '18:00',
      '00:00',
      '06:00',
    ]);
    expect(day.map(({ part }) => part)).toEqual(['time', 'time', 'day', 'time']);
    const week = timeTicks(from, from + 7 * 24 * HOUR, offset);
    expect(week).toHaveLength(3);
    expect(week.every(({ part }) => part === 'day')).toBe(true);
    expect(new Date(week[0]!.ts + offset).toISOString().slice(11, 16)).toBe('00:00');
  });
});
