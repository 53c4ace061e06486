import type { BiomassMethod, CoefficientTable } from '@tropero/shared/biomass';

/**
 * The coefficient tables each biomass method reads for its growth or its scene's stock; radiation and
 * degree days are limited by water and region (`growthLimits`).
 */
export const METHOD_TABLES: Record<BiomassMethod, readonly CoefficientTable[]> = {
  satellite: ['satelliteRegression'],
  radiation: ['rue', 'radiation', 'growthLimits'],
  degreeDays: ['degreeDays', 'growthLimits'],
  creaTable: ['creaTable'],
};

/** What turns the usable standing forage into rations, portions and days: utilisation and intake. */
export const GRAZING_TABLES: readonly CoefficientTable[] = ['grazing'];

export const CARBON_TABLES: readonly CoefficientTable[] = ['carbon'];
