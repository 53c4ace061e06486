import type { Kysely } from 'kysely';
import { dropCoefficientTables, seedCoefficientTable, type SeedCoefficient } from './coefficient-seed';

/* eslint-disable @typescript-eslint/no-explicit-any */

const CREATED_AT = '2026-11-28T08:30:00.000Z';
const REGION_SOURCE =
  'Default [U]: the relative productivity the shipped seed applies to the NDVI regression and the CREA table';
const WATER_SOURCE =
  'Default [U]: linear P/ET₀ limit over a window; 0.65 is the humid threshold of the aridity index (UNEP 1992), not a growth calibration';

/** The region factors the biomass seed (2026-11-27T0200) applies to the regression and the CREA table, frozen here. */
const REGION_FACTOR: Record<string, number> = {
  'pampa-humeda': 1,
  'pampa-semiarida': 0.7,
  nea: 0.9,
  noa: 0.7,
  cuyo: 0.5,
  patagonia: 0.4,
};

const unverified = (key: string, value: number, unit: string, source: string): SeedCoefficient => ({
  key,
  value,
  unit,
  source,
  confidence: 'unverified',
});

const GROWTH_LIMITS = [
  ...Object.entries(REGION_FACTOR).map(([region, factor]) =>
    unverified(`region/${region}`, factor, '× modelled growth', REGION_SOURCE),
  ),
  unverified('water/windowDays', 30, 'days', WATER_SOURCE),
  unverified('water/fullGrowthRatio', 0.65, 'P / ET₀', WATER_SOURCE),
];

/** Water by category, × the dry cow's litres (docs/domain.md §6). */
const WATER_CATEGORIES: SeedCoefficient[] = [
  {
    key: 'category/lactating',
    value: 2.2353,
    unit: '× dry cow',
    source: 'NRC 2000 via extension.org: 76 L lactating / 34 L dry, 500 kg cow at 21 °C (domain.md §6)',
    confidence: 'sourced',
  },
  {
    key: 'category/dry',
    value: 1,
    unit: '× dry cow',
    source: 'NRC 2000: the dry cow is the curve itself',
    confidence: 'sourced',
  },
  unverified(
    'category/growing',
    1,
    '× dry cow',
    'Default [U]: growing cattle as the dry cow scaled by weight; no per-category source read',
  ),
  unverified(
    'category/bull',
    1,
    '× dry cow',
    'Default [U]: a bull as the dry cow scaled by weight; no per-category source read',
  ),
];

/**
 * Growth limited by water and region (issue 22): reference evapotranspiration (ET₀) stored with each
 * hour and day of weather; the `growthLimits` coefficient table (region factors, the P/ET₀ water
 * limit); and the water table's factors by animal category, as a new version of that table on top
 * of its current one (a superadmin's edits kept).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('weather_hours').addColumn('et0', 'double precision').execute();
  await db.schema.alterTable('weather_days').addColumn('et0', 'double precision').execute();

  await seedCoefficientTable(db, 'growthLimits', GROWTH_LIMITS, { createdAt: CREATED_AT });

  const last = await db
    .selectFrom('biomass_table_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('table_name', '=', 'water')
    .executeTakeFirst();
  const current = Number(last?.version ?? 0);
  const rows: SeedCoefficient[] = current
    ? await db
        .selectFrom('biomass_coefficients')
        .select(['key', 'value', 'unit', 'source', 'confidence'])
        .where('table_name', '=', 'water')
        .where('version', '=', current)
        .execute()
    : [];
  const added = WATER_CATEGORIES.filter((row) => !rows.some((kept) => kept.key === row.key));
  await seedCoefficientTable(db, 'water', [...rows, ...added], {
    createdAt: CREATED_AT,
    version: current + 1,
    note: 'Factors by animal category',
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  const last = await db
    .selectFrom('biomass_table_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('table_name', '=', 'water')
    .where('note', '=', 'Factors by animal category')
    .executeTakeFirst();
  if (last?.version != null) {
    for (const table of ['biomass_coefficients', 'biomass_table_versions'])
      await db
        .deleteFrom(table)
        .where('table_name', '=', 'water')
        .where('version', '>=', last.version)
        .execute();
  }
  await dropCoefficientTables(db, ['growthLimits']);
  await db.schema.alterTable('weather_days').dropColumn('et0').execute();
  await db.schema.alterTable('weather_hours').dropColumn('et0').execute();
}
