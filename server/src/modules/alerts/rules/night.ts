import { DAY_MS, HOUR_MS } from '@tropero/shared/constants';

/**
 * The night window (from `fromHour` to `toHour`, local time at `offsetMinutes` from UTC) that holds
 * `ts`, as [start, end) in epoch ms; null when `ts` falls in the day. A window may cross midnight
 * (22 → 5) or not (1 → 4); equal hours mean no night.
 */
export function nightAt(
  ts: number,
  fromHour: number,
  toHour: number,
  offsetMinutes: number,
): { start: number; end: number } | null {
  if (fromHour === toHour) return null;
  const offsetMs = offsetMinutes * 60_000;
  const local = ts + offsetMs;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  const length = ((toHour - fromHour + 24) % 24) * HOUR_MS;
  // The window that began today at fromHour, or yesterday at fromHour (crossing midnight); no array
  // of the two: this runs for every fix.
  let begin = midnight + fromHour * HOUR_MS;
  if (local < begin) begin -= DAY_MS;
  return local >= begin && local < begin + length
    ? { start: begin - offsetMs, end: begin + length - offsetMs }
    : null;
}
