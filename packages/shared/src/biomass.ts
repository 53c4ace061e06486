/*
 * Forage biomass (domain.md §5–§7, §12): the four methods of the spec, what the forage feeds and the
 * carbon it fixed. Every coefficient comes in from a versioned table (`Coefficients`); none is written here.
 */

/** The spec's biomass methods (§4 "satellite, CREA table, degree days, radiation"), as the query names them. */
export const BIOMASS_METHODS = ['satellite', 'creaTable', 'degreeDays', 'radiation'] as const;
export type BiomassMethod = (typeof BIOMASS_METHODS)[number];

/** How well a coefficient is supported: read in a source, or a configurable default (domain.md [U]). */
export const COEFFICIENT_CONFIDENCES = ['sourced', 'unverified'] as const;
export type CoefficientConfidence = (typeof COEFFICIENT_CONFIDENCES)[number];

/** The coefficient tables, each versioned as a whole. */
export const COEFFICIENT_TABLES = [
  /** NDVI → kg DM/ha: `a/<crop type or group>/<region>`, `b/…` (kg DM/ha per NDVI unit, kg DM/ha). */
  'satelliteRegression',
  /** Radiation-use efficiency, g DM/MJ PAR: `<crop type or group>`. */
  'rue',
  /** fPAR = clip(a·NDVI + b, 0, max): `a`, `b`, `max`; and `parFraction` (PAR / shortwave). */
  'radiation',
  /** Thermal time: `tbase/<crop type or group>` (°C), `kgPerDegreeDay/<crop type or group>` (kg DM/ha/°Cd). */
  'degreeDays',
  /** CREA-style growth, kg DM/ha/day: `<crop type or group>/<region>/<month 1-12>`. */
  'creaTable',
  /** Grazing: `utilisation` (0–1), `dmiPercentBw` (% of body weight a day), `referenceWeightKg`. */
  'grazing',
  /** Carbon: `fraction` (C / DM). */
  'carbon',
  /** Drinking water of the reference animal by mean air temperature: `litres/<°C>`, `referenceWeightKg`. */
  'water',
] as const;
export type CoefficientTable = (typeof COEFFICIENT_TABLES)[number];

/**
 * Why a biomass answer has no figures, or which of its figures to read with care (spec §8 notices):
 * `plotWithoutCrop` "The plot doesn't have any crops yet"; `cropUnavailable` "This crop is no longer
 * available…"; `noDataForPeriod` "No data available for the period consulted"; `partialData`: some
 * days of the period had no stored weather or scene, the figures cover the others.
 */
export const BIOMASS_NOTICES = [
  'plotWithoutCrop',
  'cropUnavailable',
  'noDataForPeriod',
  'partialData',
] as const;
export type BiomassNotice = (typeof BIOMASS_NOTICES)[number];
