import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayEnd,
  dayStart,
  daysBetween,
  DEFAULT_UTC_OFFSET_MINUTES,
  isPartialDay,
  localDay,
  todayAt,
} from './local-day';

const AR = DEFAULT_UTC_OFFSET_MINUTES; // −180
const HOUR = 3_600_000;

describe('the local day of a settlement', () => {
  it('puts 22:30 at UTC−3 in the same day (01:30 UTC of the next one)', () => {
    // 2026-03-10 22:30 −03:00 = 2026-03-11 01:30 UTC.
    const ts = Date.parse('2026-03-11T01:30:00Z');
    expect(localDay(ts, AR)).toBe('2026-03-10');
    expect(localDay(ts, 0)).toBe('2026-03-11');
  });

  it('follows a settlement at another offset (UTC−5, and +5:30)', () => {
    // 2026-03-11 04:00 UTC = 2026-03-10 23:00 at −05:00 = 2026-03-11 09:30 at +05:30.
    const ts = Date.parse('2026-03-11T04:00:00Z');
    expect(localDay(ts, -300)).toBe('2026-03-10');
    expect(localDay(ts, 330)).toBe('2026-03-11');
  });

  it('starts and ends a day at local midnight', () => {
    expect(new Date(dayStart('2026-03-10', AR)).toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(new Date(dayEnd('2026-03-10', AR)).toISOString()).toBe('2026-03-11T03:00:00.000Z');
    expect(localDay(dayStart('2026-03-10', AR), AR)).toBe('2026-03-10');
    expect(localDay(dayEnd('2026-03-10', AR) - 1, AR)).toBe('2026-03-10');
  });

  it('says today there at 23:30 local', () => {
    // 2026-03-10 23:30 −03:00 = 2026-03-11 02:30 UTC: still the 10th in Argentina.
    expect(todayAt(Date.parse('2026-03-11T02:30:00Z'), AR)).toBe('2026-03-10');
  });

  it('counts days across a month and a year end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('partial days', () => {
  const day = '2026-03-10'; // 03:00 UTC on the 10th to 03:00 UTC on the 11th
  const start = dayStart(day, AR);
  const after = start + 3 * 24 * HOUR;

  it('today is always partial, even at 23:30 with a history begun long before', () => {
    expect(isPartialDay(day, AR, start + 23.5 * HOUR, start - 30 * 24 * HOUR)).toBe(true);
  });

  it('a past day is full: within a history, or one begun at 01:50 (inside the 2 h slack)', () => {
    expect(isPartialDay(day, AR, after)).toBe(false);
    expect(isPartialDay(day, AR, after, start - 5 * 24 * HOUR)).toBe(false);
    expect(isPartialDay(day, AR, after, start + 110 * 60_000)).toBe(false);
  });

  it('a first day holding only its last 3 hours is partial (history begun 21:00, past the 2 h slack)', () => {
    expect(isPartialDay(day, AR, after, start + 21 * HOUR)).toBe(true);
    // The next day of that history is whole.
    expect(isPartialDay(addDays(day, 1), AR, after, start + 21 * HOUR)).toBe(false);
  });
});
