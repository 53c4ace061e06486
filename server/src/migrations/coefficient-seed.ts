import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** A coefficient as a migration ships it: frozen with that migration, whatever the code says later. */
export interface SeedCoefficient {
  key: string;
  value: number;
  unit: string;
  source: string;
  confidence: 'sourced' | 'unverified';
}

/** Writes version `version` of a coefficient table: its version row and its coefficients. */
export async function seedCoefficientTable(
  db: Kysely<any>,
  table: string,
  rows: readonly SeedCoefficient[],
  at: { createdAt: string; version?: number; note?: string },
): Promise<void> {
  const version = at.version ?? 1;
  await db
    .insertInto('biomass_table_versions')
    .values({
      table_name: table,
      version,
      created_at: at.createdAt,
      created_by: null,
      note: at.note ?? 'Shipped defaults',
    })
    .execute();
  await db
    .insertInto('biomass_coefficients')
    .values(rows.map((row) => ({ ...row, table_name: table, version })))
    .execute();
}

/** Deletes every version of the tables (a migration's `down`). */
export async function dropCoefficientTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const name of ['biomass_coefficients', 'biomass_table_versions'])
    await db.deleteFrom(name).where('table_name', 'in', tables).execute();
}
