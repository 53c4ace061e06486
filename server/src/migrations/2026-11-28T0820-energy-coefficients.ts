import type { Kysely } from 'kysely';
import { dropCoefficientTables, seedCoefficientTable, type SeedCoefficient } from './coefficient-seed';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Energy expenditure and the odometer's filter become coefficient tables (`energy`, `distance`),
 * version 1 shipped here with each row's source and confidence (frozen with the migration; later
 * values are new versions written by a superadmin). They were constants in the code.
 */
const ROWS: (SeedCoefficient & { table: 'energy' | 'distance' })[] = [
  {
    table: 'energy',
    key: 'nemPerSbw075',
    value: 0.077,
    unit: 'Mcal NE/kg SBW^0.75/day',
    source: 'NRC 1996/2000 beef: NEm = 0.077·SBW^0.75 (domain.md §4, seen through code [2°])',
    confidence: 'unverified',
  },
  {
    table: 'energy',
    key: 'sbwRatio',
    value: 0.96,
    unit: 'kg SBW/kg BW',
    source: 'NRC shrunk weight SBW ≈ 0.96·BW (domain.md §4 [U])',
    confidence: 'unverified',
  },
  {
    table: 'energy',
    key: 'grazingFactor',
    value: 0.08,
    unit: 'share of NEm',
    source:
      'Di Marco & Aello 2001, Arq Bras Med Vet Zootec 53(1): grazing raises maintenance ×1.08–1.30; the low end taken [U]',
    confidence: 'unverified',
  },
  {
    table: 'energy',
    key: 'walkingMcalPerKgKm',
    value: 0.00045,
    unit: 'Mcal NE/kg BW/km',
    source: 'NRC 2001 horizontal walking cost (domain.md §4 [2°])',
    confidence: 'unverified',
  },
  {
    table: 'energy',
    key: 'dietMeMcalPerKgDm',
    value: 2.2,
    unit: 'Mcal ME/kg DM',
    source:
      'Default [U]: a medium-quality pasture (≈61 % TDN); km = NEm/ME of the diet by NRC 1996 NEm = 1.37ME − 0.138ME² + 0.0105ME³ − 1.12, 0.61 here',
    confidence: 'unverified',
  },
  {
    table: 'distance',
    key: 'minStepMeters',
    value: 10,
    unit: 'm',
    source:
      'Engineering default [U]: about 2 × CEP (4.58 m at 5-minute fixes, Karl & Sprinkle 2019; domain.md §3)',
    confidence: 'unverified',
  },
  {
    table: 'distance',
    key: 'maxSpeedKmh',
    value: 10,
    unit: 'km/h',
    source: 'Engineering default [U]: walking trials ran at 3–5 km/h (domain.md §3)',
    confidence: 'unverified',
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['energy', 'distance'] as const)
    await seedCoefficientTable(
      db,
      table,
      ROWS.filter((row) => row.table === table).map(({ table: _, ...row }) => row),
      { createdAt: '2026-11-28T08:20:00.000Z' },
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCoefficientTables(db, ['energy', 'distance']);
}
