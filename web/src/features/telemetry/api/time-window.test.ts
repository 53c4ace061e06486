import { describe, expect, it } from 'vitest';
import { lastDays, windowEndingNow } from './time-window';

describe('time windows', () => {
  it('counts the last local days of the settlement, today there included', () => {
    // 02:00 UTC on the 10th is still the 9th in Argentina.
    expect(lastDays(7, -180, new Date('2026-03-10T02:00:00Z'))).toEqual({
      fromDate: '2026-03-03',
      toDate: '2026-03-09',
    });
    expect(lastDays(1, -180, new Date('2026-03-10T12:00:00Z'))).toEqual({
      fromDate: '2026-03-10',
      toDate: '2026-03-10',
    });
    // A settlement east of UTC is already on the 10th.
    expect(lastDays(2, 120, new Date('2026-03-09T23:00:00Z'))).toEqual({
      fromDate: '2026-03-09',
      toDate: '2026-03-10',
    });
  });

  it('ends a quick range at the next whole minute', () => {
    const window = windowEndingNow(3_600_000, Date.parse('2026-03-10T12:00:30Z'));
    expect(window).toEqual({ fromDate: '2026-03-10T11:01:00.000Z', toDate: '2026-03-10T12:01:00.000Z' });
  });
});
