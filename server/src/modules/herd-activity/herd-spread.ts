import type { Spread } from '@tropero/shared/contracts/herd-activity';
import { baselineOf, ruminationDrop, type DailyValue } from '@tropero/shared/telemetry';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The value below which a share `q` of the sorted values lie (linear between neighbours). */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** How some values spread: mean, extremes and quartiles, to the hundredth. Needs one value at least. */
export function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    mean: round2(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
    min: round2(sorted[0]!),
    p25: round2(quantile(sorted, 0.25)),
    median: round2(quantile(sorted, 0.5)),
    p75: round2(quantile(sorted, 0.75)),
    max: round2(sorted.at(-1)!),
  };
}

/**
 * Whether an animal's last whole day of the range ruminated well below its own baseline (docs/domain.md
 * §2): the same rule as the animal panel's notice. `days` are its reported days, oldest first,
 * with those of the baseline's window before the range; the day still adding up is left out.
 */
export function ruminationOutlier(
  days: readonly DailyValue[],
  firstDay: string,
  currentDay: string,
): { date: string; ruminatingHours: number; baselineHours: number; dropMinutes: number } | null {
  const last = days.findLast((day) => day.day >= firstDay && day.day < currentDay);
  if (!last) return null;
  const baseline = baselineOf(days, last.day);
  if (baseline === null) return null;
  const ruminatingHours = round2(last.value);
  const baselineHours = round2(baseline);
  const dropMinutes = ruminationDrop(ruminatingHours, baselineHours);
  return dropMinutes === null ? null : { date: last.day, ruminatingHours, baselineHours, dropMinutes };
}
