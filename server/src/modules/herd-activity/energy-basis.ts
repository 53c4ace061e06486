import type { CoefficientTable, Coefficients } from '@tropero/shared/biomass';
import type { EnergyCoefficientsUsed } from '@tropero/shared/contracts/herd-activity';
import { energyCoefficientsOf, maintenanceEfficiency, type EnergyCoefficients } from '@tropero/shared/energy';
import { distanceFilterOf } from '@tropero/shared/telemetry';

/**
 * The current `energy` and `distance` coefficients an answer's km and Mcal rest on: the values the
 * formulas take, and the same with each table's version as the answer shows them.
 */
export function energyBasisOf(tables: Coefficients): {
  energy: EnergyCoefficients;
  used: EnergyCoefficientsUsed;
} {
  const energy = energyCoefficientsOf(tables);
  const filter = distanceFilterOf(tables);
  const versionOf = (table: CoefficientTable) => tables.used().find((row) => row.table === table)!.version;
  return {
    energy,
    used: {
      energy: {
        version: versionOf('energy'),
        ...energy,
        km: Math.round(maintenanceEfficiency(energy) * 1000) / 1000,
      },
      distance: { version: versionOf('distance'), ...filter },
    },
  };
}

/** Mcal to two decimals, as the API answers them. */
export const mcal = (value: number) => Math.round(value * 100) / 100;
