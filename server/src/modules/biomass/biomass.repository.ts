import type { Executor } from '../../db/executor';
import type { BiomassCoefficientsTable } from '../../db/schema';

/**
 * Clear, not doubtful scenes only: a scene where the plot was not clear is "no clear view", not a
 * number, and a doubtful one ("dudosa") is not one to act on.
 */
const clearScenes = (db: Executor) =>
  db
    .selectFrom('plot_ndvi')
    .select(['plot_id', 'acquired_at', 'median', 'mean', 'provider'])
    .where('clear', '=', 1)
    .where('doubt', 'is', null)
    .where((eb) => eb.or([eb('median', 'is not', null), eb('mean', 'is not', null)]));

export type SceneRow = Awaited<ReturnType<ReturnType<typeof clearScenes>['execute']>>[number];

export const biomassRepository = {
  regions(db: Executor) {
    return db.selectFrom('biomass_regions').selectAll().orderBy('position').execute();
  },

  /** Every table's versions, newest first, with the name and email of who wrote each. */
  versions(db: Executor) {
    return db
      .selectFrom('biomass_table_versions')
      .leftJoin('users', 'users.id', 'biomass_table_versions.created_by')
      .selectAll('biomass_table_versions')
      .select(['users.name as author_name', 'users.email as author_email'])
      .orderBy('table_name')
      .orderBy('version', 'desc')
      .execute();
  },

  /** The rows of these (table, version) pairs. */
  rowsOf(db: Executor, versions: { table: string; version: number }[]) {
    if (versions.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('biomass_coefficients')
      .selectAll()
      .where((eb) =>
        eb.or(
          versions.map(({ table, version }) =>
            eb.and([eb('table_name', '=', table), eb('version', '=', version)]),
          ),
        ),
      )
      .orderBy('table_name')
      .orderBy('key')
      .execute();
  },

  /** Writes a table's next version; run in a transaction. Answers the version written. */
  async writeVersion(
    db: Executor,
    table: string,
    meta: { createdAt: string; createdBy: string; note: string | null },
    rows: Omit<BiomassCoefficientsTable, 'table_name' | 'version'>[],
  ): Promise<number> {
    const last = await db
      .selectFrom('biomass_table_versions')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('table_name', '=', table)
      .executeTakeFirst();
    const version = Number(last?.version ?? 0) + 1;
    await db
      .insertInto('biomass_table_versions')
      .values({
        table_name: table,
        version,
        created_at: meta.createdAt,
        created_by: meta.createdBy,
        note: meta.note,
      })
      .execute();
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('biomass_coefficients')
        .values(rows.slice(i, i + 200).map((row) => ({ ...row, table_name: table, version })))
        .execute();
    }
    return version;
  },

  /** A plot's clear scenes in [from, to), in time order. */
  async scenes(db: Executor, plotId: string, from: number, to: number): Promise<SceneRow[]> {
    const rows = await clearScenes(db)
      .where('plot_id', '=', plotId)
      .where('acquired_at', '>=', from)
      .where('acquired_at', '<', to)
      .orderBy('acquired_at')
      .execute();
    return rows.map((row) => ({ ...row, acquired_at: Number(row.acquired_at) }));
  },

  /** The last clear scene of each plot in [from, to). */
  async lastScenes(db: Executor, plotIds: string[], from: number, to: number): Promise<SceneRow[]> {
    if (plotIds.length === 0) return [];
    const rows = await clearScenes(db)
      .where('plot_id', 'in', plotIds)
      .where('acquired_at', '>=', from)
      .where('acquired_at', '<', to)
      .where(({ eb, selectFrom, ref }) =>
        eb(
          'acquired_at',
          '=',
          selectFrom('plot_ndvi as later')
            .select((inner) => inner.fn.max('later.acquired_at').as('at'))
            .whereRef('later.plot_id', '=', ref('plot_ndvi.plot_id'))
            .where('later.clear', '=', 1)
            .where('later.doubt', 'is', null)
            .where('later.acquired_at', '>=', from)
            .where('later.acquired_at', '<', to),
        ),
      )
      .execute();
    return rows.map((row) => ({ ...row, acquired_at: Number(row.acquired_at) }));
  },
};
