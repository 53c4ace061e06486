import type { CoefficientTable } from './biomass';

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

export const COEFFICIENT_RANGES: Record<CoefficientTable, readonly RangeRule[]> = {
  satelliteRegression: [
    { key: 'a', min: 0, max: 20_000 },
    { key: 'b', min: -10_000, max: 10_000 },
  ],
  rue: [{ key: '', min: 0, max: 5 }],
  radiation: [
    { key: 'a', min: 0, max: 3 },
    { key: 'b', min: -1, max: 1 },
    { key: 'max', min: 0.1, max: 1 },
    { key: 'parFraction', min: 0.3, max: 0.6 },
  ],
  degreeDays: [
    { key: 'tbase', min: -5, max: 20 },
    { key: 'kgPerDegreeDay', min: 0, max: 50 },
  ],
  creaTable: [{ key: '', min: 0, max: 300 }],
  grazing: [
    { key: 'utilisation', min: 0.05, max: 1 },
    { key: 'dmiPercentBw', min: 0.5, max: 5 },
    { key: 'referenceWeightKg', min: 50, max: 1_200 },
    { key: 'regrowthDays', min: 1, max: 120 },
    { key: 'sceneMaxAgeDays', min: 1, max: 180 },
  ],
  carbon: [{ key: 'fraction', min: 0.3, max: 0.6 }],
  water: [
    { key: 'litres', min: 0, max: 300 },
    { key: 'referenceWeightKg', min: 50, max: 1_200 },
    { key: 'referenceTemperatureC', min: -10, max: 45 },
    { key: 'category', min: 0.3, max: 4 },
  ],
  growthLimits: [
    { key: 'region', min: 0, max: 1.5 },
    { key: 'water/windowDays', min: 1, max: 120 },
    { key: 'water/fullGrowthRatio', min: 0.1, max: 2 },
  ],
  energy: [
    { key: 'nemPerSbw075', min: 0.05, max: 0.12 },
    { key: 'sbwRatio', min: 0.85, max: 1 },
    { key: 'grazingFactor', min: 0, max: 0.5 },
    { key: 'walkingMcalPerKgKm', min: 0.0002, max: 0.001 },
    // Through the NRC equation, km from 0.48 (1.6 Mcal ME/kg DM, poor hay) to 0.69 (3.2, a grain diet).
    { key: 'dietMeMcalPerKgDm', min: 1.6, max: 3.2 },
  ],
  distance: [
    { key: 'minStepMeters', min: 0, max: 200 },
    { key: 'maxSpeedKmh', min: 3, max: 60 },
  ],
  heatStress: [
    // The settlement's own threshold takes the same bounds (alertParams.ithAlert).
    { key: 'threshold', min: 60, max: 100 },
    { key: 'recoveryIth', min: 60, max: 90 },
    { key: 'recoveryNightHours', min: 1, max: 12 },
    { key: 'heatWaveMinDays', min: 1, max: 14 },
    { key: 'heatWaveMinHours', min: 1, max: 24 },
  ],
  greenIndex: [
    { key: 'rejectedShareMax', min: 0, max: 0.5 },
    { key: 'jumpMax', min: 0.05, max: 1 },
    { key: 'jumpWindowDays', min: 1, max: 90 },
    { key: 'jumpMinNeighbours', min: 1, max: 10 },
  ],
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
