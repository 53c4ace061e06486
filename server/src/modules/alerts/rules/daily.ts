/** An animal's day of rumination, from its daily rollup. */
export interface RuminationDay {
  day: string;
  ruminatingS: number;
  readings: number;
}

/** Days of the baseline (docs/domain.md §2: a rolling 7–10 day baseline per animal). */
export const RUMINATION_BASELINE_DAYS = 7;
/** Fewest days with readings in the baseline for it to count. */
const MIN_BASELINE_DAYS = 3;

/**
 * Rumination drop (docs/domain.md §2): how many minutes the day fell below the animal's own baseline (the
 * mean of the days before it that had readings), or null when there is no baseline or no day.
 */
export function ruminationDropMinutes(
  day: RuminationDay | undefined,
  before: readonly RuminationDay[],
): number | null {
  const counted = before.filter((d) => d.readings > 0);
  if (!day || day.readings === 0 || counted.length < MIN_BASELINE_DAYS) return null;
  const baseline = counted.reduce((sum, d) => sum + d.ruminatingS, 0) / counted.length;
  return (baseline - day.ruminatingS) / 60;
}

/** What an animal did over the inactivity window, from its readings. */
export interface Stillness {
  /** Span of the fixes' bounding box, in metres (its diagonal). */
  spreadMeters: number | null;
  /** Seconds of grazing and walking the collar reported. */
  activeSeconds: number;
  firstTs: number;
  lastTs: number;
}

/** Metres of GPS jitter a resting animal's fixes stay within. */
export const STILL_METERS = 30;

/**
 * Inactivity (an animal down): over a window of `hours` the collar kept reporting (its readings span
 * most of it) with no displacement beyond jitter and no grazing or walking.
 */
export function isInactive(still: Stillness, hours: number): boolean {
  const windowMs = hours * 3_600_000;
  return (
    still.lastTs - still.firstTs >= windowMs * 0.75 &&
    still.activeSeconds === 0 &&
    still.spreadMeters !== null &&
    still.spreadMeters <= STILL_METERS
  );
}
