import { DAY_MS, MINUTE_MS, TIME_ZONE_OFFSET_HOURS } from './constants';

/*
 * One notion of a day. Every daily figure (behaviour, km, energy, drinking, occupancy, ITH, crops,
 * exports, reports) is kept and shown by the settlement's local day: the day the rancher lives, at
 * the settlement's offset from UTC in minutes (`utc_offset_minutes`, UTC−3 unless it sets its own).
 * A day is written `yyyy-mm-dd` and has no time of its own; these functions are the only place that
 * turns an instant into a day or a day into instants.
 */

/** A settlement's offset unless it sets its own: UTC−3, Argentina's (no daylight saving). */
export const DEFAULT_UTC_OFFSET_MINUTES = TIME_ZONE_OFFSET_HOURS * 60;

/** The local day (`yyyy-mm-dd`) of an instant at a settlement `offsetMinutes` from UTC. */
export const localDay = (ts: number, offsetMinutes: number): string =>
  new Date(ts + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);

/** The instant a local day starts (its local midnight). */
export const dayStart = (day: string, offsetMinutes: number): number =>
  Date.parse(`${day}T00:00:00Z`) - offsetMinutes * MINUTE_MS;

/** The instant a local day ends (the next local midnight, exclusive). */
export const dayEnd = (day: string, offsetMinutes: number): number => dayStart(day, offsetMinutes) + DAY_MS;

/** Today there: the local day of `now` at the settlement. */
export const todayAt = (now: number, offsetMinutes: number): string => localDay(now, offsetMinutes);

/** The day `days` days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * How late after local midnight the first reading of a history may come and its first day still
 * count as a whole day: 2 hours [U] (a convention of this product, not a sourced figure; a collar
 * reports every 10 minutes, so 2 hours is a dozen fixes missed).
 */
export const FULL_DAY_SLACK_MS = 2 * 3_600_000;

/**
 * Whether the data do not fully cover a local day: a day not over yet (today, or later) is always
 * partial; a past day is partial when a history begins in it more than `FULL_DAY_SLACK_MS` after its
 * local midnight (an animal's first day holding only its last hours). `historyStart` is the first
 * reading of the history the day belongs to (an animal's, a weather location's), wherever it falls:
 * one before the day leaves the day whole. Gaps inside a history do not make a day partial.
 * Partial days are drawn lighter and never feed a baseline, a median or a heat wave.
 */
export function isPartialDay(
  day: string,
  offsetMinutes: number,
  now: number,
  historyStart: number | null = null,
): boolean {
  const start = dayStart(day, offsetMinutes);
  if (now < start + DAY_MS) return true;
  return historyStart !== null && historyStart - start > FULL_DAY_SLACK_MS;
}
