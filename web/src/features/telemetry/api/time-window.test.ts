import { describe, expect, it } from 'vitest';
import { lastDays, windowEndingNow } from './time-window';

describe('time windows', () => {
  it('counts the last days at UTC−3, today included', () => {
    // 02:00 UTC on the 10th is still the 9th in Argentina.
    expect(lastDays(7, new Date('2026-03-10T02:00:00Z'))).toEqual({
      fromDate: '2026-03-03',
      toDate: '2026-03-09',
    });
    expect(lastDays(1, new Date('2026-03-10T12:00:00Z'))).toEqual({
      fromDate: '2026-03-10',
      toDate: '2026-03-10',
    });
  });

  it('ends a quick range at the next whole minute', () => {
    const window = windowEndingNow(3_600_000, Date.parse('2026-03-10T12:00:30Z'));
    expect(window).toEqual({ fromDate: '2026-03-10T11:01:00.000Z', toDate: '2026-03-10T12:01:00.000Z' });
  });
});
