import type { Executor } from '../../db/executor';

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
