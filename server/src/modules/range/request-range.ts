import { DAY_MS } from '@tropero/shared/constants';
import { rangeOf, type Range, type RangeQuery } from '@tropero/shared/contracts/range';
import { dayStart, localDay } from '@tropero/shared/local-day';
import { AppError } from '../../errors/app-error';

export type { Range };

/** The instants a request's range query covers; a reversed or too long range is a 400 on `fromDate`. */
export function toRange(query: RangeQuery, now?: number): Range {
  const parsed = rangeOf(query, now);
  if ('errors' in parsed) throw new AppError('VALIDATION', { errors: parsed.errors });
  return parsed.range;
}

/**
 * The first and last local days a range touches at a settlement `offsetMinutes` from UTC (its end is
 * exclusive): the rollups' days. Days asked (yyyy-mm-dd) are the settlement's own days as written;
 * instants fall in the local days they are in.
 */
export const firstDay = (range: Range, offsetMinutes: number) =>
  localDay(range.from, range.byDate ? 0 : offsetMinutes);
export const lastDay = (range: Range, offsetMinutes: number) =>
  localDay(range.to - 1, range.byDate ? 0 : offsetMinutes);

/** The instants of a range at a settlement: days asked run from its local midnight to its local midnight. */
export const atSettlement = (range: Range, offsetMinutes: number): Range =>
  range.byDate
    ? {
        from: dayStart(firstDay(range, offsetMinutes), offsetMinutes),
        to: dayStart(lastDay(range, offsetMinutes), offsetMinutes) + DAY_MS,
      }
    : range;
