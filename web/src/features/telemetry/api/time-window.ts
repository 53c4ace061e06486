import { addDays } from '@tropero/shared/local-day';
import { MINUTE_MS } from '@tropero/shared/constants';
import { today } from '../../../lib/dates';
import type { DayRange } from './get-animal-behavior';

/**
 * The last `days` local days of a settlement `offsetMinutes` from UTC, today there included (the data
 * API's toDate is inclusive).
 */
export function lastDays(days: number, offsetMinutes: number, now = new Date()): DayRange {
  const toDate = today(now, offsetMinutes);
  return { fromDate: addDays(toDate, 1 - days), toDate };
}

/**
 * The instants of a quick time range ending now, rounded to the minute so that renders within a
 * minute ask for the same window (and hit the same cached query).
 */
export function windowEndingNow(durationMs: number, now = Date.now()) {
  const to = Math.ceil(now / MINUTE_MS) * MINUTE_MS;
  return { fromDate: new Date(to - durationMs).toISOString(), toDate: new Date(to).toISOString() };
}
