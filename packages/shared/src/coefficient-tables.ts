/*
 * The names of the coefficient tables, in a module of their own so that the formulas (biomass.ts) and
 * the ranges of the values (coefficient-ranges.ts) both read them without importing each other.
 */

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
  /**
   * Drinking water of the reference animal by mean air temperature: `litres/<°C>`, `referenceWeightKg`,
   * `referenceTemperatureC`; and `category/<lactating|dry|growing|bull>` (× the dry cow's litres).
   */
  'water',
  /**
   * Limits of the modelled growth (radiation, degree days): `region/<region>` (× growth; the models'
   * parameters are the Pampa Húmeda's), `water/windowDays` and `water/fullGrowthRatio` (P/ET₀ at which
   * water no longer limits growth).
   */
  'growthLimits',
  /**
   * Energy expenditure (docs/domain.md §4): `nemPerSbw075` (Mcal/kg SBW^0.75), `sbwRatio`, `grazingFactor`,
   * `walkingMcalPerKgKm`, `dietMeMcalPerKgDm` (the diet's ME, giving km for EN → EM).
   */
  'energy',
  /** The odometer's jitter filter (docs/domain.md §3): `minStepMeters`, `maxSpeedKmh`. */
  'distance',
  /**
   * Heat stress (docs/domain.md §1): `threshold/<herd type>` (ITH), `recoveryIth` (ITH),
   * `recoveryNightHours` (h), `heatWaveMinDays` (days), `heatWaveMinHours` (h at or above the threshold).
   */
  'heatStress',
  /**
   * When a plot's NDVI in a scene is doubtful: `rejectedShareMax` (share of its valid pixels with a
   * reflectance outside 0–1), `jumpMax` (NDVI units from the median of its scenes in the window),
   * `jumpWindowDays`, `jumpMinNeighbours`.
   */
  'greenIndex',
] as const;
export type CoefficientTable = (typeof COEFFICIENT_TABLES)[number];
