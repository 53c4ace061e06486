import type { Kysely } from 'kysely';
import { COEFFICIENTS, REGIONS } from './2026-11-27T0200-biomass-seed';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Biomass: the calculation regions and the coefficient tables, versioned as whole tables. A superadmin's
 * edit writes a new version; old versions stay readable. Version 1 is shipped here, each row with its
 * source and confidence.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('biomass_regions')
    .addColumn('id', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** JSON list of crop type groups the region offers. */
    .addColumn('crop_groups', 'text', (c) => c.notNull())
    .addColumn('min_lat', 'double precision', (c) => c.notNull())
    .addColumn('max_lat', 'double precision', (c) => c.notNull())
    .addColumn('min_lng', 'double precision', (c) => c.notNull())
    .addColumn('max_lng', 'double precision', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('biomass_regions')
    .values(
      REGIONS.map((region, position) => ({
        id: region.id,
        name: region.name,
        crop_groups: JSON.stringify(region.groups),
        min_lat: region.box[0],
        max_lat: region.box[1],
        min_lng: region.box[2],
        max_lng: region.box[3],
        position,
      })),
    )
    .execute();

  await db.schema
    .createTable('biomass_table_versions')
    .addColumn('table_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(24)')
    .addColumn('note', 'varchar(200)')
    .addPrimaryKeyConstraint('biomass_table_versions_pk', ['table_name', 'version'])
    .execute();
  await db.schema
    .createTable('biomass_coefficients')
    .addColumn('table_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'varchar(40)', (c) => c.notNull())
    .addColumn('source', 'varchar(300)', (c) => c.notNull())
    .addColumn('confidence', 'varchar(12)', (c) => c.notNull())
    .addPrimaryKeyConstraint('biomass_coefficients_pk', ['table_name', 'version', 'key'])
    .execute();

  const createdAt = '2026-11-27T02:00:00.000Z';
  const tables = [...new Set(COEFFICIENTS.map((row) => row.table))];
  await db
    .insertInto('biomass_table_versions')
    .values(
      tables.map((table) => ({
        table_name: table,
        version: 1,
        created_at: createdAt,
        created_by: null,
        note: 'Shipped defaults',
      })),
    )
    .execute();
  for (let i = 0; i < COEFFICIENTS.length; i += 200) {
    await db
      .insertInto('biomass_coefficients')
      .values(
        COEFFICIENTS.slice(i, i + 200).map((row) => ({
          table_name: row.table,
          version: 1,
          key: row.key,
          value: row.value,
          unit: row.unit,
          source: row.source,
          confidence: row.confidence,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['biomass_coefficients', 'biomass_table_versions', 'biomass_regions'])
    await db.schema.dropTable(table).execute();
}
