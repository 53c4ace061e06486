import { sql } from 'kysely';
import type { Range } from '@tropero/shared/contracts/range';
import type { NdviDoubt } from '@tropero/shared/green-index';
import type { Executor } from '../../db/executor';
import type { GreenIndexSettlementsTable, PlotNdviTable } from '../../db/schema';
import type { PlotSceneFigures, Scene } from '../../providers/satellite/satellite-provider';

export interface GreenIndexPlot {
  id: string;
  settlement_id: string;
  name: string;
  geometry: string;
  updated_at: string;
}

export type SettlementState = Omit<
  GreenIndexSettlementsTable,
  'backfill_state' | 'backfill_done' | 'backfill_total'
> & {
  backfill_state: 'pending' | 'running' | 'done' | 'failed';
  backfill_done: number;
  backfill_total: number;
};

type StateChanges = Partial<Omit<SettlementState, 'settlement_id' | 'updated_at'>>;

export const greenIndexRepository = {
  /** Whether an account has the satellite integration (spec §5). */
  async integration(db: Executor, accountId: string): Promise<boolean> {
    const row = await db
      .selectFrom('accounts')
      .select('satellite_integration')
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row?.satellite_integration === 1;
  },

  /** Settlements of active accounts with the integration: the ones the jobs look after. */
  integratedSettlements(db: Executor): Promise<{ id: string }[]> {
    return db
      .selectFrom('settlements')
      .innerJoin('accounts', 'accounts.id', 'settlements.account_id')
      .select('settlements.id')
      .where('accounts.satellite_integration', '=', 1)
      .where('accounts.active', '=', 1)
      .orderBy('settlements.id')
      .execute();
  },

  plots(db: Executor, settlementId: string): Promise<GreenIndexPlot[]> {
    return db
      .selectFrom('plots')
      .select(['id', 'settlement_id', 'name', 'geometry', 'updated_at'])
      .where('settlement_id', '=', settlementId)
      .orderBy('name')
      .orderBy('id')
      .execute();
  },

  plot(db: Executor, plotId: string): Promise<GreenIndexPlot | undefined> {
    return db
      .selectFrom('plots')
      .select(['id', 'settlement_id', 'name', 'geometry', 'updated_at'])
      .where('id', '=', plotId)
      .executeTakeFirst();
  },

  async backfilledPlotIds(db: Executor, settlementId: string): Promise<Set<string>> {
    const rows = await db
      .selectFrom('green_index_plots')
      .select('plot_id')
      .where('settlement_id', '=', settlementId)
      .execute();
    return new Set(rows.map((row) => row.plot_id));
  },

  async markBackfilled(db: Executor, settlementId: string, plotIds: string[], at: number): Promise<void> {
    if (plotIds.length === 0) return;
    await db
      .insertInto('green_index_plots')
      .values(plotIds.map((plot_id) => ({ plot_id, settlement_id: settlementId, backfilled_at: at })))
      .onConflict((oc) => oc.column('plot_id').doNothing())
      .execute();
  },

  state(db: Executor, settlementId: string): Promise<SettlementState | undefined> {
    return db
      .selectFrom('green_index_settlements')
      .selectAll()
      .where('settlement_id', '=', settlementId)
      .executeTakeFirst() as Promise<SettlementState | undefined>;
  },

  async setState(db: Executor, settlementId: string, changes: StateChanges, at: number): Promise<void> {
    await db
      .insertInto('green_index_settlements')
      .values({
        settlement_id: settlementId,
        searched_until: null,
        backfill_error: null,
        ...changes,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('settlement_id').doUpdateSet({ ...changes, updated_at: at }))
      .execute();
  },

  /** Drops what was read for these plots (figures, images, their backfill): they are read again as new plots. */
  async forgetPlots(db: Executor, plotIds: string[]): Promise<void> {
    if (plotIds.length === 0) return;
    for (const table of ['plot_ndvi', 'green_index_images', 'green_index_plots'] as const)
      await db.deleteFrom(table).where('plot_id', 'in', plotIds).execute();
  },

  /** Per scene, how many of these plots have a row: a scene stored for all of them is skipped. */
  async storedScenes(db: Executor, plotIds: string[]): Promise<Map<string, number>> {
    if (plotIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('plot_ndvi')
      .select(['scene_id', (eb) => eb.fn.countAll<number | string>().as('plots')])
      .where('plot_id', 'in', plotIds)
      .groupBy('scene_id')
      .execute();
    return new Map(rows.map((row) => [row.scene_id, Number(row.plots)]));
  },

  /** Per plot, the medians of its clear, not doubtful scenes acquired in [from, to). */
  async usableMedians(
    db: Executor,
    plotIds: string[],
    from: number,
    to: number,
  ): Promise<Map<string, number[]>> {
    const medians = new Map<string, number[]>();
    if (plotIds.length === 0) return medians;
    const rows = await db
      .selectFrom('plot_ndvi')
      .select(['plot_id', 'median'])
      .where('plot_id', 'in', plotIds)
      .where('clear', '=', 1)
      .where('doubt', 'is', null)
      .where('median', 'is not', null)
      .where('acquired_at', '>=', from)
      .where('acquired_at', '<', to)
      .execute();
    for (const row of rows) medians.set(row.plot_id, [...(medians.get(row.plot_id) ?? []), row.median!]);
    return medians;
  },

  /**
   * Stores each plot's figures in a scene with their doubt (by plot id; none: not doubtful); a scene
   * read again replaces them. Run it in a transaction.
   */
  async writeFigures(
    db: Executor,
    provider: string,
    scene: Scene,
    figures: readonly PlotSceneFigures[],
    doubts: ReadonlyMap<string, NdviDoubt>,
    at: number,
  ): Promise<void> {
    if (figures.length === 0) return;
    await db
      .insertInto('plot_ndvi')
      .values(
        figures.map((figure) => ({
          plot_id: figure.plotId,
          scene_id: scene.id,
          provider,
          acquired_at: scene.acquiredAt,
          clear: figure.clear ? 1 : 0,
          valid_share: figure.validShare,
          mean: figure.clear ? figure.mean : null,
          median: figure.clear ? figure.median : null,
          p10: figure.clear ? figure.p10 : null,
          p90: figure.clear ? figure.p90 : null,
          doubt: doubts.get(figure.plotId) ?? null,
          created_at: at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['plot_id', 'scene_id']).doUpdateSet((eb) => ({
          provider: eb.ref('excluded.provider'),
          acquired_at: eb.ref('excluded.acquired_at'),
          clear: eb.ref('excluded.clear'),
          valid_share: eb.ref('excluded.valid_share'),
          mean: eb.ref('excluded.mean'),
          median: eb.ref('excluded.median'),
          p10: eb.ref('excluded.p10'),
          p90: eb.ref('excluded.p90'),
          doubt: eb.ref('excluded.doubt'),
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .execute();
  },

  /** The settlement's scenes in the range where at least one plot was clear, newest first. */
  async clearScenes(db: Executor, settlementId: string, range: Range) {
    const rows = await db
      .selectFrom('plot_ndvi')
      .innerJoin('plots', 'plots.id', 'plot_ndvi.plot_id')
      .select((eb) => [
        'plot_ndvi.scene_id',
        eb.fn.max('plot_ndvi.acquired_at').as('acquired_at'),
        eb.fn.sum<number | string>('plot_ndvi.clear').as('clear'),
        eb.fn.countAll<number | string>().as('plots'),
      ])
      .where('plots.settlement_id', '=', settlementId)
      .where('plot_ndvi.acquired_at', '>=', range.from)
      .where('plot_ndvi.acquired_at', '<', range.to)
      .groupBy('plot_ndvi.scene_id')
      .having(sql`sum(plot_ndvi.clear)`, '>', 0)
      .orderBy('acquired_at', 'desc')
      .execute();
    return rows.map((row) => ({
      sceneId: row.scene_id,
      acquiredAt: Number(row.acquired_at),
      plotsClear: Number(row.clear),
      plotsTotal: Number(row.plots),
    }));
  },

  /** The plots' figures in the range, oldest first. */
  series(db: Executor, plotIds: string[], range: Range): Promise<PlotNdviTable[]> {
    return db
      .selectFrom('plot_ndvi')
      .selectAll()
      .where('plot_id', 'in', plotIds)
      .where('acquired_at', '>=', range.from)
      .where('acquired_at', '<', range.to)
      .orderBy('acquired_at')
      .execute();
  },

  figures(db: Executor, plotId: string, sceneId: string): Promise<PlotNdviTable | undefined> {
    return db
      .selectFrom('plot_ndvi')
      .selectAll()
      .where('plot_id', '=', plotId)
      .where('scene_id', '=', sceneId)
      .executeTakeFirst();
  },

  image(db: Executor, plotId: string, sceneId: string, layer: string) {
    return db
      .selectFrom('green_index_images')
      .selectAll()
      .where('plot_id', '=', plotId)
      .where('scene_id', '=', sceneId)
      .where('layer', '=', layer)
      .executeTakeFirst();
  },

  /** Keeps a drawn image; two servers drawing the same one at once keep either. */
  async saveImage(
    db: Executor,
    image: {
      plotId: string;
      sceneId: string;
      layer: string;
      plotUpdatedAt: string;
      bbox: number[];
      png: string;
    },
    at: number,
  ): Promise<void> {
    await db
      .insertInto('green_index_images')
      .values({
        plot_id: image.plotId,
        scene_id: image.sceneId,
        layer: image.layer,
        plot_updated_at: image.plotUpdatedAt,
        bbox: JSON.stringify(image.bbox),
        png: image.png,
        created_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['plot_id', 'scene_id', 'layer']).doUpdateSet((eb) => ({
          plot_updated_at: eb.ref('excluded.plot_updated_at'),
          bbox: eb.ref('excluded.bbox'),
          png: eb.ref('excluded.png'),
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .execute();
  },
};
