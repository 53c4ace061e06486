import { rangeOf, type Range, type RangeQuery } from '@tropero/shared/contracts/range';
import { AppError } from '../../errors/app-error';
import { utcDay } from '../telemetry/rollup';

export type { Range };

/** The instants a request's range query covers; a reversed or too long range is a 400 on `fromDate`. */
export function toRange(query: RangeQuery, now?: number): Range {
  const parsed = rangeOf(query, now);
  if ('errors' in parsed) throw new AppError('VALIDATION', { errors: parsed.errors });
  return parsed.range;
}

/** The first and last UTC days a range touches (its end is exclusive): the rollups' days. */
export const firstDay = (range: Range) => utcDay(range.from);
export const lastDay = (range: Range) => utcDay(range.to - 1);
