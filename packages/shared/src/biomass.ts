/*
 * Forage biomass (docs/domain.md §5–§7, §12): the four methods of the spec, what the forage feeds and the
 * carbon it fixed. Every coefficient comes in from a versioned table (`Coefficients`); none is written here.
 */

import { coefficientRange, type CoefficientRange } from './coefficient-ranges';
import type { CoefficientTable } from './coefficient-tables';

/** The spec's biomass methods (§4 "satellite, CREA table, degree days, radiation"), as the query names them. */
export const BIOMASS_METHODS = ['satellite', 'creaTable', 'degreeDays', 'radiation'] as const;
export type BiomassMethod = (typeof BIOMASS_METHODS)[number];

/** The methods that model growth over a period (the satellite method reads a standing stock). */
export const GROWTH_METHODS = ['creaTable', 'degreeDays', 'radiation'] as const;
export type GrowthMethod = (typeof GROWTH_METHODS)[number];

/** How well a coefficient is supported: read in a source, or a configurable default (docs/domain.md [U]). */
export const COEFFICIENT_CONFIDENCES = ['sourced', 'unverified'] as const;
export type CoefficientConfidence = (typeof COEFFICIENT_CONFIDENCES)[number];

export { COEFFICIENT_TABLES, type CoefficientTable } from './coefficient-tables';

/**
 * Why a biomass answer has no figures, or which of its figures to read with care (spec §8 notices):
 * `plotWithoutCrop` "The plot doesn't have any crops yet"; `cropUnavailable` "This crop is no longer
 * available…"; `noDataForPeriod` "No data available for the period consulted"; `partialData`: some
 * days of the period had no stored weather or scene, the figures cover the others; `noRecentScene`:
 * no clear scene is recent enough (grazing `sceneMaxAgeDays`) for a standing stock, so the answer
 * gives the period's growth only and no days of grazing.
 */
export const BIOMASS_NOTICES = [
  'plotWithoutCrop',
  'cropUnavailable',
  'noDataForPeriod',
  'partialData',
  'noRecentScene',
] as const;
export type BiomassNotice = (typeof BIOMASS_NOTICES)[number];

/**
 * CO₂ per unit of carbon: the molar masses 44/12 (docs/domain.md §7 [D]); a constant of chemistry, not a
 * coefficient.
 */
export const CO2_PER_CARBON = 44 / 12;

/** One stored coefficient with its provenance. */
export interface CoefficientRow {
  table: CoefficientTable;
  key: string;
  value: number;
  unit: string;
  source: string;
  confidence: CoefficientConfidence;
  version: number;
}

/** A coefficient the tables lack for the crop type, region or month asked. */
export class MissingCoefficientError extends Error {
  constructor(
    readonly table: CoefficientTable,
    readonly keys: readonly string[],
  ) {
    super(`no ${table} coefficient for ${keys.join(' or ')}`);
  }
}

/**
 * A stored coefficient outside its allowed range (`COEFFICIENT_RANGES`): written before the ranges
 * were checked, or straight into the database. The answer says so instead of dividing by an intake
 * of 0 or granting negative days; a kind of missing coefficient, so every caller that handles one
 * handles this too.
 */
export class CoefficientOutOfRangeError extends MissingCoefficientError {
  constructor(
    table: CoefficientTable,
    readonly key: string,
    readonly value: number,
    readonly range: CoefficientRange,
  ) {
    super(table, [key]);
    this.message = `${table} coefficient ${key} = ${value} is outside [${range.min}, ${range.max}]`;
  }
}

/** The current coefficient tables, remembering which rows an answer read (shown with its figures). */
export class Coefficients {
  private readonly rows = new Map<string, CoefficientRow>();
  private readonly read = new Map<string, CoefficientRow>();

  constructor(rows: readonly CoefficientRow[]) {
    for (const row of rows) this.rows.set(`${row.table}:${row.key}`, row);
  }

  /** The first of `keys` the table has (most specific first). */
  value(table: CoefficientTable, ...keys: string[]): number {
    for (const key of keys) {
      const row = this.rows.get(`${table}:${key}`);
      if (row) {
        const range = coefficientRange(table, key);
        if (range && !(row.value >= range.min && row.value <= range.max))
          throw new CoefficientOutOfRangeError(table, key, row.value, range);
        this.read.set(`${table}:${key}`, row);
        return row.value;
      }
    }
    throw new MissingCoefficientError(table, keys);
  }

  /** A row's value without counting it as used (null when absent): to plan a read, not to compute. */
  peek(table: CoefficientTable, key: string): number | null {
    return this.rows.get(`${table}:${key}`)?.value ?? null;
  }

  has(table: CoefficientTable, key: string): boolean {
    return this.rows.has(`${table}:${key}`);
  }

  /** Rows of a table whose key starts with `prefix`. */
  withPrefix(table: CoefficientTable, prefix: string): CoefficientRow[] {
    return [...this.rows.values()].filter((row) => row.table === table && row.key.startsWith(prefix));
  }

  /** The rows read so far, in table then key order. */
  used(): CoefficientRow[] {
    return [...this.read.values()].sort(
      (a, b) => a.table.localeCompare(b.table) || a.key.localeCompare(b.key),
    );
  }

  /** A fresh reader of the same tables (one per answer, so `used` lists that answer's rows only). */
  reader(): Coefficients {
    return new Coefficients([...this.rows.values()]);
  }
}

/** How many of the rows an answer used are `unverified`: "estimado, 9 de 13 coeficientes sin verificar". */
export const confidenceOf = (rows: readonly CoefficientRow[]) => ({
  unverified: rows.filter((row) => row.confidence === 'unverified').length,
  total: rows.length,
});

/* The formulas (docs/domain.md §5–§7), on plain numbers. */

const clip = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Satellite method: kg DM/ha = a·NDVI + b, never below zero. */
export const ndviRegressionKgHa = (ndvi: number, a: number, b: number) => Math.max(0, a * ndvi + b);

/** fPAR = clip(a·NDVI + b, 0, max) (docs/domain.md §5b). */
export const fparOf = (ndvi: number, a: number, b: number, max: number) => clip(a * ndvi + b, 0, max);

/**
 * Monteith: ANPP (g DM/m²/d) = RUE (g DM/MJ) × fPAR × PAR (MJ/m²/d), PAR = parFraction × shortwave;
 * × 10 for kg DM/ha/d.
 */
export const anppKgHaDay = (rue: number, fpar: number, shortwaveMj: number, parFraction: number) =>
  rue * fpar * parFraction * shortwaveMj * 10;

/** Thermal time of one day: max(0, Tmean − Tbase), °Cd. */
export const degreeDaysOf = (meanTemperature: number, tbase: number) => Math.max(0, meanTemperature - tbase);

/** Dry-matter intake of one animal a day, kg DM: weight × % of body weight. */
export const dryMatterIntakeKg = (weightKg: number, percentBw: number) => (weightKg * percentBw) / 100;

/** días = biomass kg DM × utilisation / (N animals × DMI) (docs/domain.md §6). */
export const grazingDaysOf = (biomassKg: number, utilisation: number, animals: number, dmiKg: number) =>
  (biomassKg * utilisation) / (animals * dmiKg);

/** Carbon in dry matter, t: kg DM × CF / 1000. */
export const carbonTonnes = (dryMatterKg: number, carbonFraction: number) =>
  (dryMatterKg * carbonFraction) / 1000;

/** Linear interpolation through points sorted by x, held flat beyond the first and the last. */
export function interpolate(points: readonly { x: number; y: number }[], x: number): number {
  if (points.length === 0) throw new Error('no points to interpolate');
  if (x <= points[0]!.x) return points[0]!.y;
  for (let i = 1; i < points.length; i++) {
    const right = points[i]!;
    if (x <= right.x) {
      const left = points[i - 1]!;
      return left.y + ((right.y - left.y) * (x - left.x)) / (right.x - left.x);
    }
  }
  return points[points.length - 1]!.y;
}

/** Days as epoch ms of their UTC midnight. */
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
