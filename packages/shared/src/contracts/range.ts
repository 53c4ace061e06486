import { z } from 'zod';
import { DAY_MS } from '../constants';

const dateOrInstant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'validation.date')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'validation.date');

/** fromDate / toDate: days (yyyy-mm-dd, toDate inclusive) or instants; default the last 7 days. */
export const rangeQuery = z.object({ fromDate: dateOrInstant.optional(), toDate: dateOrInstant.optional() });
export type RangeQuery = z.infer<typeof rangeQuery>;

export interface Range {
  from: number;
  /** Exclusive. */
  to: number;
  /** Asked in whole days (yyyy-mm-dd): they are the settlement's own local days, not UTC ones. */
  byDate?: boolean;
}

/** The longest range a read may cover. */
export const MAX_RANGE_DAYS = 400;
const DEFAULT_RANGE_DAYS = 7;

/**
 * The instants of a range query, or the field in error: the end before the start, or a range
 * longer than `MAX_RANGE_DAYS`.
 */
export function rangeOf(
  query: RangeQuery,
  now = Date.now(),
): { range: Range } | { errors: Record<'fromDate', string> } {
  const isDay = (value: string) => value.length === 10;
  const to = query.toDate ? Date.parse(query.toDate) + (isDay(query.toDate) ? DAY_MS : 0) : now;
  const from = query.fromDate ? Date.parse(query.fromDate) : to - DEFAULT_RANGE_DAYS * DAY_MS;
  if (from >= to) return { errors: { fromDate: 'validation.endBeforeStart' } };
  if (to - from > MAX_RANGE_DAYS * DAY_MS) return { errors: { fromDate: 'validation.rangeTooLong' } };
  return { range: { from, to, byDate: query.fromDate !== undefined && isDay(query.fromDate) } };
}
