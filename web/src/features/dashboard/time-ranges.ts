import { DAY_MS, HOUR_MS } from '@tropero/shared/constants';

/** The quick time ranges of the top bar (spec §2, §4): 12 hours, 1 day, 1 week, 1 month. */
export const QUICK_TIME_RANGES = [
  { id: '12h', durationMs: 12 * HOUR_MS },
  { id: '1d', durationMs: DAY_MS },
  { id: '1w', durationMs: 7 * DAY_MS },
  { id: '1m', durationMs: 30 * DAY_MS },
] as const;

export type QuickTimeRange = (typeof QUICK_TIME_RANGES)[number]['id'];

export const RANGE_PARAM = 'range';
export const DEFAULT_RANGE: QuickTimeRange = '1d';

export function parseRange(value: string | null): QuickTimeRange {
  return QUICK_TIME_RANGES.find((range) => range.id === value)?.id ?? DEFAULT_RANGE;
}
