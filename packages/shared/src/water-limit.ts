import type { Coefficients } from './biomass';
import { addDays } from './local-day';

/*
 * The water limit of growth (docs/domain.md §5): the ratio of rain to reference evapotranspiration
 * (P / ET₀, FAO-56) over a window of days ending on the day, against the ratio at which growth is no
 * longer limited — a linear P/ET₀ limit, the simplest reading of the aridity index (UNEP 1992:
 * P/PET ≥ 0.65 is humid). Both the window and that ratio are coefficients, unverified until sourced.
 */

/** Rain and reference evapotranspiration of a stored day, mm (null: not stored). */
export interface WaterDay {
  precipitation: number | null;
  et0: number | null;
}

/** 0–1: clip((ΣP / ΣET₀) / fullGrowthRatio, 0, 1); null when the window holds no day with both figures. */
export function waterLimitOn(
  weather: ReadonlyMap<string, WaterDay>,
  day: string,
  tables: Coefficients,
): number | null {
  const windowDays = tables.value('growthLimits', 'water/windowDays');
  const fullGrowthRatio = tables.value('growthLimits', 'water/fullGrowthRatio');
  let rain = 0;
  let et0 = 0;
  for (let i = 0; i < windowDays; i++) {
    const stored = weather.get(addDays(day, -i));
    if (stored?.precipitation == null || stored.et0 == null) continue;
    rain += stored.precipitation;
    et0 += stored.et0;
  }
  if (et0 <= 0) return null;
  return Math.min(1, Math.max(0, rain / et0 / fullGrowthRatio));
}
