import { describe, expect, it } from 'vitest';
import { ComputedDays } from './computed-days';
import type { LocationRow } from './weather.repository';

const location = (changes: Partial<LocationRow> = {}) =>
  ({
    id: 'l1',
    refreshed_at: 1_000,
    backfill_state: 'running',
    backfill_done: 30,
    ...changes,
  }) as LocationRow;

describe('computed days', () => {
  it('computes once while the location’s stored weather is unchanged, and again after a refresh or a backfill chunk', async () => {
    const kept = new ComputedDays<number>();
    let runs = 0;
    const compute = async () => ++runs;
    expect(await kept.get(location(), ['a'], compute)).toBe(1);
    expect(await kept.get(location(), ['a'], compute)).toBe(1);
    expect(await kept.get(location(), ['b'], compute)).toBe(2);
    expect(await kept.get(location({ refreshed_at: 2_000 }), ['a'], compute)).toBe(3);
    expect(await kept.get(location({ backfill_done: 60 }), ['a'], compute)).toBe(4);
    expect(await kept.get(location({ id: 'l2' }), ['a'], compute)).toBe(5);
  });

  it('does not keep a failure', async () => {
    const kept = new ComputedDays<number>();
    await expect(kept.get(location(), [], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get(location(), [], async () => 7)).toBe(7);
  });

  it('keeps a bounded number of answers, dropping the least recently used', async () => {
    const kept = new ComputedDays<number>();
    let runs = 0;
    const compute = async () => ++runs;
    await kept.get(location(), [0], compute);
    for (let i = 1; i <= 200; i++) {
      await kept.get(location(), [i], compute);
      await kept.get(location(), [0], compute);
    }
    expect(runs).toBe(201);
    // The first answer asked at every turn is still kept; the second one was the least used and is gone.
    expect(await kept.get(location(), [0], compute)).toBe(1);
    expect(await kept.get(location(), [1], compute)).toBe(202);
  });
});
