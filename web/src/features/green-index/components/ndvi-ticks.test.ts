import { describe, expect, it } from 'vitest';
import { monthTicks } from './ndvi-ticks';

const OFFSET = -3 * 3_600_000;
const at = (day: string) => Date.parse(`${day}T03:00:00Z`);

describe('month ticks', () => {
  it('marks every first of a month in a short window, at the settlement’s midnight', () => {
    const ticks = monthTicks(at('2026-08-15'), at('2026-11-15'), OFFSET);
    expect(ticks.map((ts) => new Date(ts + OFFSET).toISOString().slice(0, 10))).toEqual([
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
  });

  it('spaces the ticks over a year so that no more than six fall in it', () => {
    const ticks = monthTicks(at('2025-11-26'), at('2026-11-26'), OFFSET);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks.map((ts) => new Date(ts + OFFSET).toISOString().slice(0, 7))).toEqual([
      '2026-01',
      '2026-03',
      '2026-05',
      '2026-07',
      '2026-09',
      '2026-11',
    ]);
  });
});
