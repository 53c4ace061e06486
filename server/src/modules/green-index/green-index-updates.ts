import { BACKFILL_MONTHS, type NdviDoubt } from '@tropero/shared/green-index';
import { DAY_MS } from '@tropero/shared/constants';
import type { Database } from '../../db/connection';
import type { Executor } from '../../db/executor';
import { inBatches } from '../../db/in-slices';
import { writeTransaction } from '../../db/write-transaction';
import type { JobLog } from '../../jobs/job-runner';
import type {
  PlotSceneFigures,
  SatelliteProvider,
  Scene,
} from '../../providers/satellite/satellite-provider';
import { greenIndexRepository as repository, type GreenIndexPlot } from './green-index.repository';
import type { CoefficientTablesService } from '../coefficients/coefficient-tables.service';
import { doubtOf, ndviSanityOf } from './ndvi-doubts';
import { bboxOf, plotShape } from './plot-shape';

/*
 * What brings the green index in (docs/domain.md §8): the backfill of the last 12 months of every plot
 * not filled yet (a new settlement, a new plot, an account that gets the integration), and the
 * periodic search of new scenes over every settlement already filled. Each scene's figures are
 * written in one transaction with the progress, so a failure resumes from the last scene stored.
 */

/** Plots the provider is asked about per call. */
const PLOTS_PER_CALL = 50;
/** Scenes are published a while after they are taken: each search looks this far before the last one. */
const SEARCH_OVERLAP_MS = 5 * DAY_MS;

/** The instant `months` calendar months before `at`. */
export function monthsBefore(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

export class GreenIndexUpdates {
  constructor(
    private readonly database: Database,
    readonly provider: SatelliteProvider | null,
    /** The `greenIndex` table: when a scene is doubtful. */
    private readonly coefficients: CoefficientTablesService,
    private readonly log: Pick<JobLog, 'warn' | 'info'>,
    readonly now: () => number = Date.now,
  ) {}

  /**
   * A plot redrawn: its figures and images described the old outline. They go with the change (run it in
   * the change's transaction), and the backfill job reads the plot's year again with the new one.
   */
  outlineChanged(db: Executor, plotIds: string[]): Promise<void> {
    return repository.forgetPlots(db, plotIds);
  }

  /** The backfill job: every plot of an integrated settlement whose last 12 months are not stored yet. */
  async backfillPending(signal?: AbortSignal): Promise<void> {
    if (!this.provider) return;
    const { db } = this.database;
    for (const settlement of await repository.integratedSettlements(db)) {
      if (signal?.aborted) return;
      const plots = await repository.plots(db, settlement.id);
      const filled = await repository.backfilledPlotIds(db, settlement.id);
      const fresh = plots.filter((plot) => !filled.has(plot.id));
      if (fresh.length > 0) await this.backfill(settlement.id, fresh, signal);
      else if ((await repository.state(db, settlement.id))?.backfill_state !== 'done') {
        await repository.setState(db, settlement.id, { backfill_state: 'done' }, this.now());
      }
    }
  }

  /** The refresh job: new scenes since the last search over every filled settlement, until `signal` aborts. */
  async refreshAll(signal?: AbortSignal): Promise<void> {
    if (!this.provider) return;
    const { db } = this.database;
    for (const settlement of await repository.integratedSettlements(db)) {
      if (signal?.aborted) return;
      const state = await repository.state(db, settlement.id);
      if (state?.searched_until == null) continue;
      const filled = await repository.backfilledPlotIds(db, settlement.id);
      const plots = (await repository.plots(db, settlement.id)).filter((plot) => filled.has(plot.id));
      if (plots.length === 0) continue;
      const to = this.now();
      try {
        await this.readScenes(settlement.id, plots, state.searched_until - SEARCH_OVERLAP_MS, to);
        await repository.setState(db, settlement.id, { searched_until: to }, this.now());
      } catch (error) {
        this.log.warn(
          { err: error, settlementId: settlement.id },
          'green index: new scenes not read; the next run tries again',
        );
      }
    }
  }

  /** Stops before its next write once `signal` aborts (the job's lease is lost). */
  private async backfill(settlementId: string, plots: GreenIndexPlot[], signal?: AbortSignal): Promise<void> {
    const { db } = this.database;
    const to = this.now();
    await repository.setState(
      db,
      settlementId,
      { backfill_state: 'running', backfill_done: 0, backfill_total: 0, backfill_error: null },
      to,
    );
    try {
      await this.readScenes(settlementId, plots, monthsBefore(to, BACKFILL_MONTHS), to, true, signal);
      signal?.throwIfAborted();
      await writeTransaction(this.database, async (trx) => {
        const state = await repository.state(trx, settlementId);
        await repository.markBackfilled(
          trx,
          settlementId,
          plots.map((plot) => plot.id),
          this.now(),
        );
        await repository.setState(
          trx,
          settlementId,
          { backfill_state: 'done', searched_until: state?.searched_until ?? to },
          this.now(),
        );
      });
    } catch (error) {
      // Another server owns the job now: its run records the progress.
      if (signal?.aborted) return;
      this.log.warn(
        { err: error, settlementId, plots: plots.length },
        'green index: backfill failed; the next run resumes it',
      );
      await repository.setState(
        db,
        settlementId,
        { backfill_state: 'failed', backfill_error: (error as Error).message },
        this.now(),
      );
    }
  }

  /**
   * Finds the scenes over the plots in [from, to] and stores the figures of those not stored for
   * every plot yet, a scene per transaction; with `progress`, the backfill's count goes with it.
   */
  private async readScenes(
    settlementId: string,
    plots: GreenIndexPlot[],
    from: number,
    to: number,
    progress = false,
    signal?: AbortSignal,
  ): Promise<void> {
    const provider = this.provider!;
    const shapes = plots.map(plotShape);
    const scenes = await provider.searchScenes(bboxOf(shapes), from, to);
    const stored = await repository.storedScenes(
      this.database.db,
      plots.map((plot) => plot.id),
    );
    const missing = scenes.filter((scene) => (stored.get(scene.id) ?? 0) < plots.length);
    let done = scenes.length - missing.length;
    if (progress) {
      await repository.setState(
        this.database.db,
        settlementId,
        { backfill_done: done, backfill_total: scenes.length },
        this.now(),
      );
    }
    for (const scene of missing) {
      const figures: PlotSceneFigures[] = [];
      for (const batch of inBatches(shapes, PLOTS_PER_CALL)) {
        figures.push(...(await provider.plotFigures(scene, batch)));
      }
      done += 1;
      signal?.throwIfAborted();
      const doubts = await this.doubts(scene, figures);
      await writeTransaction(this.database, async (trx) => {
        await repository.writeFigures(trx, provider.name, scene, figures, doubts, this.now());
        if (progress) await repository.setState(trx, settlementId, { backfill_done: done }, this.now());
      });
    }
  }
  /** The doubtful figures of a scene, by plot, each judged against the plot's own scenes before it. */
  private async doubts(scene: Scene, figures: PlotSceneFigures[]): Promise<Map<string, NdviDoubt>> {
    const sanity = ndviSanityOf(await this.coefficients.current());
    const neighbours = await repository.usableMedians(
      this.database.db,
      figures.map((figure) => figure.plotId),
      scene.acquiredAt - sanity.jumpWindowDays * DAY_MS,
      scene.acquiredAt,
    );
    const doubts = new Map<string, NdviDoubt>();
    for (const figure of figures) {
      const doubt = doubtOf(figure, neighbours.get(figure.plotId) ?? [], sanity);
      if (doubt) doubts.set(figure.plotId, doubt);
    }
    return doubts;
  }
}

/** The scene of a stored figure, as the provider is asked to draw it again. */
export const storedScene = (row: { scene_id: string; acquired_at: number }): Scene => ({
  id: row.scene_id,
  acquiredAt: Number(row.acquired_at),
  cloudCover: null,
});
