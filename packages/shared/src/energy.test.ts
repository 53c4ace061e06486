import { describe, expect, it } from 'vitest';
import { Coefficients, MissingCoefficientError, type CoefficientRow } from './biomass';
import {
  dailyEnergy,
  dietNemMcalPerKgDm,
  energyCoefficientsOf,
  maintenanceEfficiency,
  maintenanceMcal,
  walkingMcal,
  type EnergyCoefficients,
} from './energy';

/** The `energy` table's version 1. */
const V1: EnergyCoefficients = {
  nemPerSbw075: 0.077,
  sbwRatio: 0.96,
  grazingFactor: 0.08,
  walkingMcalPerKgKm: 0.00045,
  dietMeMcalPerKgDm: 2.2,
};

describe('energy on both bases (docs/domain.md §4)', () => {
  it('NEm of a 450 kg cow is 7.3 Mcal/day', () => {
    expect(maintenanceMcal(450, V1)).toBeCloseTo(7.3, 1);
  });

  it('walking: 450 kg × 4 km = 0.81 Mcal', () => {
    expect(walkingMcal(450, 4, V1)).toBeCloseTo(0.81, 2);
  });

  it('km through the NRC equation: 0.608 for a diet of 2.2 Mcal ME/kg DM', () => {
    // NEm = 1.37·2.2 − 0.138·2.2² + 0.0105·2.2³ − 1.12 = 3.014 − 0.66792 + 0.111804 − 1.12 = 1.337884
    expect(dietNemMcalPerKgDm(2.2)).toBeCloseTo(1.337884, 6);
    // km = 1.337884 / 2.2 = 0.608129
    expect(maintenanceEfficiency(V1)).toBeCloseTo(0.608129, 6);
  });

  it('a 420 kg cow walking 3 km: EN 8.05 and EM 13.24 Mcal/day', () => {
    // SBW = 0.96 × 420 = 403.2 kg; 403.2^0.75 = 89.979; NEm = 0.077 × 89.979 = 6.9284
    // NEm × 1.08 = 7.4826; walking = 0.00045 × 420 × 3 = 0.567; EN = 8.0496
    // EM = 8.0496 / 0.608129 = 13.237 (Di Marco 2008: ≈12 Mcal EM for maintenance alone)
    const { enMcal, emMcal } = dailyEnergy(420, 3, V1);
    expect(enMcal).toBeCloseTo(8.0496, 3);
    expect(emMcal).toBeCloseTo(13.237, 2);
  });

  it('reads the formula from the table, and says which row is missing', () => {
    const row = (key: string, value: number): CoefficientRow => ({
      table: 'energy',
      key,
      value,
      unit: '',
      source: '',
      confidence: 'unverified',
      version: 2,
    });
    const tables = new Coefficients(Object.entries({ ...V1, grazingFactor: 0.3 }).map(([k, v]) => row(k, v)));
    expect(energyCoefficientsOf(tables)).toEqual({ ...V1, grazingFactor: 0.3 });
    expect(tables.used()).toHaveLength(5);
    expect(() => energyCoefficientsOf(new Coefficients([row('sbwRatio', 0.96)]))).toThrow(
      MissingCoefficientError,
    );
  });
});
