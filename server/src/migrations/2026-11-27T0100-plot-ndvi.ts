import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The green index: whether an account has the satellite integration (spec §5), and each plot's NDVI
 * figures per satellite scene. A scene where the plot was not clear is kept, with its valid share and
 * no figures, so that "no clear view" is told apart from "not looked at".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('satellite_integration', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('plot_ndvi')
    .addColumn('plot_id', 'varchar(24)', (c) => c.notNull().references('plots.id').onDelete('cascade'))
    .addColumn('scene_id', 'varchar(400)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('acquired_at', 'bigint', (c) => c.notNull())
    .addColumn('clear', 'integer', (c) => c.notNull())
    .addColumn('valid_share', 'double precision', (c) => c.notNull())
    .addColumn('mean', 'double precision')
    .addColumn('median', 'double precision')
    .addColumn('p10', 'double precision')
    .addColumn('p90', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('plot_ndvi_pk', ['plot_id', 'scene_id'])
    .execute();
  await db.schema
    .createIndex('plot_ndvi_plot_time_idx')
    .on('plot_ndvi')
    .columns(['plot_id', 'acquired_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('plot_ndvi').execute();
  await db.schema.alterTable('accounts').dropColumn('satellite_integration').execute();
}
