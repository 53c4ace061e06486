import type { Coefficients } from './biomass';

/*
 * Daily energy expenditure on both bases (docs/domain.md §4): net energy (EN, NRC: maintenance on shrunk
 * weight raised for grazing, plus walking) and metabolisable energy (EM, the basis Argentine rations
 * are balanced on). Every number comes from the `energy` coefficient table.
 */

/** The `energy` table's rows, as the formulas read them. */
export interface EnergyCoefficients {
  /** NEm = nemPerSbw075 · SBW^0.75, Mcal/day (NRC 1996). */
  nemPerSbw075: number;
  /** SBW = sbwRatio · BW. */
  sbwRatio: number;
  /** Maintenance raised by this share when grazing (Di Marco & Aello 2001: 0.08–0.30). */
  grazingFactor: number;
  /** Mcal NE per kg of body weight per km walked (NRC 2001). */
  walkingMcalPerKgKm: number;
  /** Mcal ME per kg DM of the diet, from which the efficiency of ME use for maintenance (km) follows. */
  dietMeMcalPerKgDm: number;
}

/** The current `energy` rows, keyed as the fields (marked as read by this answer). */
export function energyCoefficientsOf(tables: Coefficients): EnergyCoefficients {
  const read = (key: keyof EnergyCoefficients) => tables.value('energy', key);
  return {
    nemPerSbw075: read('nemPerSbw075'),
    sbwRatio: read('sbwRatio'),
    grazingFactor: read('grazingFactor'),
    walkingMcalPerKgKm: read('walkingMcalPerKgKm'),
    dietMeMcalPerKgDm: read('dietMeMcalPerKgDm'),
  };
}

/** Maintenance net energy, NRC beef: NEm = 0.077·SBW^0.75 Mcal/day with SBW = 0.96·BW. */
export function maintenanceMcal(weightKg: number, c: EnergyCoefficients): number {
  return c.nemPerSbw075 * (c.sbwRatio * weightKg) ** 0.75;
}

/** Walking cost: 0.00045 Mcal NE per kg of body weight per km (NRC 2001). */
export function walkingMcal(weightKg: number, km: number, c: EnergyCoefficients): number {
  return c.walkingMcalPerKgKm * weightKg * km;
}

/** EN, Mcal/day: NEm·(1 + grazing factor) + walking (docs/domain.md §4 "Dashboard"). */
export function netEnergyMcal(weightKg: number, km: number, c: EnergyCoefficients): number {
  return maintenanceMcal(weightKg, c) * (1 + c.grazingFactor) + walkingMcal(weightKg, km, c);
}

/**
 * The NRC (1996) net energy for maintenance of a diet, Mcal/kg DM, from its ME concentration:
 * NEm = 1.37·ME − 0.138·ME² + 0.0105·ME³ − 1.12. A published equation, not a coefficient.
 */
export const dietNemMcalPerKgDm = (me: number) => 1.37 * me - 0.138 * me ** 2 + 0.0105 * me ** 3 - 1.12;

/** km, the efficiency of ME use for maintenance: the diet's NEm / ME (NRC 1996). */
export const maintenanceEfficiency = (c: EnergyCoefficients) =>
  dietNemMcalPerKgDm(c.dietMeMcalPerKgDm) / c.dietMeMcalPerKgDm;

/** EM, Mcal/day: the net energy spent, as metabolisable energy of the diet (EN / km). */
export function metabolisableEnergyMcal(netMcal: number, c: EnergyCoefficients): number {
  return netMcal / maintenanceEfficiency(c);
}

/** Both bases of one animal-day, Mcal/day. */
export function dailyEnergy(weightKg: number, km: number, c: EnergyCoefficients) {
  const enMcal = netEnergyMcal(weightKg, km, c);
  return { enMcal, emMcal: metabolisableEnergyMcal(enMcal, c) };
}
