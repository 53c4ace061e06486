import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The green index's bookkeeping: each settlement's backfill progress and how far its scenes were
 * searched, the plots whose last 12 months are stored, and the rendered plot images (one per plot,
 * scene and layer; shared by every server, see docs/decisions.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('green_index_settlements')
    .addColumn('settlement_id', 'varchar(24)', (c) =>
      c.primaryKey().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('backfill_state', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('backfill_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('backfill_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('backfill_error', 'text')
    .addColumn('searched_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('green_index_plots')
    .addColumn('plot_id', 'varchar(24)', (c) => c.primaryKey().references('plots.id').onDelete('cascade'))
    .addColumn('settlement_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('backfilled_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('green_index_images')
    .addColumn('plot_id', 'varchar(24)', (c) => c.notNull().references('plots.id').onDelete('cascade'))
    .addColumn('scene_id', 'varchar(400)', (c) => c.notNull())
    .addColumn('layer', 'varchar(10)', (c) => c.notNull())
    .addColumn('plot_updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('bbox', 'text', (c) => c.notNull())
    .addColumn('png', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('green_index_images_pk', ['plot_id', 'scene_id', 'layer'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('green_index_images').execute();
  await db.schema.dropTable('green_index_plots').execute();
  await db.schema.dropTable('green_index_settlements').execute();
}
