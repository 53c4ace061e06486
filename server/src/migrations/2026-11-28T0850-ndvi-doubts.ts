import type { Kysely } from 'kysely';
import { dropCoefficientTables, seedCoefficientTable } from './coefficient-seed';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The shipped thresholds of a doubtful scene, all [U] (docs/decisions.md "Figures: satellite sanity"). */
const SOURCE = 'Tropero [U]: chosen for this product, not yet checked against a published series';
const GREEN_INDEX = [
  { key: 'rejectedShareMax', value: 0.1, unit: 'share of valid pixels' },
  { key: 'jumpMax', value: 0.3, unit: 'NDVI' },
  { key: 'jumpWindowDays', value: 20, unit: 'd' },
  { key: 'jumpMinNeighbours', value: 2, unit: 'scenes' },
];

/**
 * A plot's figures in a scene can be doubtful ("dudosa"): kept and shown apart with the reason
 * (`negativeReflectance`, `outOfRange`, `jump`), never read by biomass. Null: not doubtful. When a
 * scene is doubtful is the `greenIndex` coefficient table, version 1 seeded here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('plot_ndvi').addColumn('doubt', 'varchar(30)').execute();
  await seedCoefficientTable(
    db,
    'greenIndex',
    GREEN_INDEX.map((row) => ({ ...row, source: SOURCE, confidence: 'unverified' as const })),
    { createdAt: '2026-11-28T08:50:00.000Z' },
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCoefficientTables(db, ['greenIndex']);
  await db.schema.alterTable('plot_ndvi').dropColumn('doubt').execute();
}
