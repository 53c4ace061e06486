import type { CoefficientTable } from './coefficient-tables';

/**
 * The values a coefficient may take: a superadmin's edit outside them is refused with a field error
 * (a utilisation of 1.5 or −0.5 would give impossible days of grazing; an intake of 0, a division by
 * zero). A range belongs to what the coefficient means, not to a version, so it lives here, once, for
 * the API and the screen alike.
 */
export interface CoefficientRange {
  min: number;
  max: number;
}

/** A range for the keys of a table named `key`, or starting with `key/` (the most specific first). */
interface RangeRule extends CoefficientRange {
  key: string;
}

/** A table's rules as `[key, min, max]` rows, so the table below reads as one. */
function rules(...rows: (readonly [key: string, min: number, max: number])[]): readonly RangeRule[] {
  return rows.map(([key, min, max]) => ({ key, min, max }));
}

export const COEFFICIENT_RANGES: Record<CoefficientTable, readonly RangeRule[]> = {
  satelliteRegression: rules(['a', 0, 20_000], ['b', -10_000, 10_000]),
  rue: rules(['', 0, 5]),
  radiation: rules(['a', 0, 3], ['b', -1, 1], ['max', 0.1, 1], ['parFraction', 0.3, 0.6]),
  degreeDays: rules(['tbase', -5, 20], ['kgPerDegreeDay', 0, 50]),
  creaTable: rules(['', 0, 300]),
  grazing: rules(
    ['utilisation', 0.05, 1],
    ['dmiPercentBw', 0.5, 5],
    ['referenceWeightKg', 50, 1_200],
    ['regrowthDays', 1, 120],
    ['sceneMaxAgeDays', 1, 180],
  ),
  carbon: rules(['fraction', 0.3, 0.6]),
  water: rules(
    ['litres', 0, 300],
    ['referenceWeightKg', 50, 1_200],
    ['referenceTemperatureC', -10, 45],
    ['category', 0.3, 4],
  ),
  growthLimits: rules(['region', 0, 1.5], ['water/windowDays', 1, 120], ['water/fullGrowthRatio', 0.1, 2]),
  energy: rules(
    ['nemPerSbw075', 0.05, 0.12],
    ['sbwRatio', 0.85, 1],
    ['grazingFactor', 0, 0.5],
    ['walkingMcalPerKgKm', 0.0002, 0.001],
    // Through the NRC equation, km from 0.48 (1.6 Mcal ME/kg DM, poor hay) to 0.69 (3.2, a grain diet).
    ['dietMeMcalPerKgDm', 1.6, 3.2],
  ),
  distance: rules(['minStepMeters', 0, 200], ['maxSpeedKmh', 3, 60]),
  heatStress: rules(
    // The settlement's own threshold takes the same bounds (alertParams.ithAlert).
    ['threshold', 60, 100],
    ['recoveryIth', 60, 90],
    ['recoveryNightHours', 1, 12],
    ['heatWaveMinDays', 1, 14],
    ['heatWaveMinHours', 1, 24],
  ),
  greenIndex: rules(
    ['rejectedShareMax', 0, 0.5],
    ['jumpMax', 0.05, 1],
    ['jumpWindowDays', 1, 90],
    ['jumpMinNeighbours', 1, 10],
  ),
};

/** The range of `key` in `table`, or null when the table declares none for it. */
export function coefficientRange(table: CoefficientTable, key: string): CoefficientRange | null {
  const rule = COEFFICIENT_RANGES[table]
    .filter((r) => r.key === '' || key === r.key || key.startsWith(`${r.key}/`))
    .sort((a, b) => b.key.length - a.key.length)[0];
  return rule ? { min: rule.min, max: rule.max } : null;
}

/**
 * Whether `key` is a named coefficient of `table` (its rule names it exactly), which every version
 * must keep: the formulas read it by that name. Keys of a family (`a/<crop>/<region>`, a crop of
 * `rue`, a month of `creaTable`, a temperature of `water`) come and go with the crops and regions a
 * table covers; a key with no rule at all is not a coefficient of the table.
 */
export function isNamedCoefficient(table: CoefficientTable, key: string): boolean {
  return COEFFICIENT_RANGES[table].some((rule) => rule.key === key);
}
