import type { NdviDoubt } from '@tropero/shared/green-index';
import type {
  NdviSeriesQuery,
  PlotGreenIndexQuery,
  SatelliteOption,
} from '@tropero/shared/contracts/green-index';
import type {
  PlotGreenIndex,
  PlotNdviSeries,
  SettlementGreenIndex,
} from '@tropero/shared/contracts/green-index';
import type { RangeQuery } from '@tropero/shared/contracts/range';
import { BACKFILL_MONTHS, GREEN_INDEX_LAYERS, GREEN_INDEX_RAMPS } from '@tropero/shared/green-index';
import type { AccountScope } from '../../access/account-scope';
import type { Executor } from '../../db/executor';
import type { PlotNdviTable } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { SatelliteProviderError, type SatelliteProvider } from '../../providers/satellite/satellite-provider';
import type { PlotsService } from '../plots/plots.service';
import { toRange } from '../range/request-range';
import type { SettlementsService } from '../settlements/settlements.service';
import { monthsBefore, storedScene } from './green-index-updates';
import { greenIndexRepository as repository } from './green-index.repository';
import { renderPlotImage } from './plot-image';
import { plotShape } from './plot-shape';

/** The satellite every source reads (docs/providers.md §3). */
const SATELLITE_NAME = 'Sentinel-2';

const iso = (ms: number) => new Date(ms).toISOString();

/** What users see of the green index: always from storage, but for an image not drawn yet. */
export class GreenIndexService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly plots: PlotsService,
    private readonly provider: SatelliteProvider | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** GET /data-api/satellites: the satellite this deployment reads, or none when it is off. */
  satellites(): SatelliteOption[] {
    const provider = this.provider;
    if (!provider) return [];
    return [
      {
        id: 0,
        value: SATELLITE_NAME,
        source: provider.name,
        resolutionMeters: provider.resolutionMeters,
        revisitDays: provider.revisitDays,
        simulated: provider.simulated,
      },
    ];
  }

  /** The layers, the dates with a clear view of some plot, and the backfill's progress. */
  async settlement(
    scope: AccountScope,
    settlementId: string,
    query: RangeQuery,
  ): Promise<SettlementGreenIndex> {
    await this.settlements.find(scope, settlementId);
    await this.assertIntegration(scope);
    const range = this.range(query);
    const [state, plots, filled, scenes] = await Promise.all([
      repository.state(this.db, settlementId),
      repository.plots(this.db, settlementId),
      repository.backfilledPlotIds(this.db, settlementId),
      repository.clearScenes(this.db, settlementId, range),
    ]);
    // A plot drawn since the last fill waits for the next run of the backfill job.
    const waiting = plots.some((plot) => !filled.has(plot.id));
    const backfillState =
      !state || (state.backfill_state === 'done' && waiting) ? 'pending' : state.backfill_state;
    return {
      ...this.source(),
      layers: this.provider ? [...GREEN_INDEX_LAYERS] : [],
      backfill: { state: backfillState, done: state?.backfill_done ?? 0, total: state?.backfill_total ?? 0 },
      scenes: scenes.map((scene) => ({
        sceneId: scene.sceneId,
        date: iso(scene.acquiredAt),
        plotsClear: scene.plotsClear,
        plotsTotal: scene.plotsTotal,
      })),
    };
  }

  /** Each plot's NDVI per scene over the range (the last 12 months by default), oldest first. */
  async series(scope: AccountScope, settlementId: string, query: NdviSeriesQuery): Promise<PlotNdviSeries[]> {
    await this.settlements.find(scope, settlementId);
    await this.assertIntegration(scope);
    const range = this.range(query);
    const all = await repository.plots(this.db, settlementId);
    const asked = query.plotIds ? new Set(query.plotIds) : null;
    const plots = asked ? all.filter((plot) => asked.has(plot.id)) : all;
    if (asked && plots.length !== asked.size) throw new AppError('NOT_FOUND');
    if (plots.length === 0) return [];
    const rows = await repository.series(
      this.db,
      plots.map((plot) => plot.id),
      range,
    );
    const byPlot = new Map<string, PlotNdviTable[]>();
    for (const row of rows) {
      const points = byPlot.get(row.plot_id);
      if (points) points.push(row);
      else byPlot.set(row.plot_id, [row]);
    }
    return plots.map((plot) => ({
      plotId: plot.id,
      plotName: plot.name,
      points: (byPlot.get(plot.id) ?? []).map((row) => ({
        date: iso(row.acquired_at),
        sceneId: row.scene_id,
        clear: row.clear === 1,
        validShare: row.valid_share,
        mean: row.mean,
        median: row.median,
        p10: row.p10,
        p90: row.p90,
        doubt: row.doubt as NdviDoubt | null,
      })),
    }));
  }

  /** The plot's image in a scene where it was clear: kept once drawn, drawn again if the plot changed. */
  async image(scope: AccountScope, plotId: string, query: PlotGreenIndexQuery): Promise<PlotGreenIndex> {
    const [row] = await this.plots.findInScope(scope, [plotId]);
    await this.assertIntegration(scope);
    const figures = await repository.figures(this.db, plotId, query.sceneId);
    if (!figures || figures.clear !== 1) {
      throw new AppError('NOT_FOUND', { message: 'no clear view of the plot in that scene' });
    }
    const answer = (bbox: [number, number, number, number], png: string): PlotGreenIndex => ({
      layer: query.layer,
      sceneId: query.sceneId,
      date: iso(figures.acquired_at),
      bbox,
      image: `data:image/png;base64,${png}`,
      legend: [...GREEN_INDEX_RAMPS[query.layer]],
      ...this.source(),
    });
    const kept = await repository.image(this.db, plotId, query.sceneId, query.layer);
    if (kept && kept.plot_updated_at === row!.updated_at) {
      return answer(JSON.parse(kept.bbox) as [number, number, number, number], kept.png);
    }
    if (!this.provider) throw new AppError('NOT_FOUND', { message: 'the satellite is off' });
    const raster = await this.provider
      .plotRaster(storedScene(figures), plotShape(row!), query.layer)
      .catch((error: unknown) => {
        if (error instanceof SatelliteProviderError) throw new AppError('SATELLITE_UNAVAILABLE');
        throw error;
      });
    if (!raster) throw new AppError('NOT_FOUND', { message: 'this source does not draw that layer' });
    const png = renderPlotImage(raster, GREEN_INDEX_RAMPS[query.layer]);
    await repository.saveImage(
      this.db,
      {
        plotId,
        sceneId: query.sceneId,
        layer: query.layer,
        plotUpdatedAt: row!.updated_at,
        bbox: raster.bbox,
        png,
      },
      this.now(),
    );
    return answer(raster.bbox, png);
  }

  /** Spec §5: the green index needs the account's satellite integration. */
  private async assertIntegration(scope: AccountScope): Promise<void> {
    if (!(await repository.integration(this.db, scope.accountId))) {
      throw new AppError('SATELLITE_INTEGRATION_REQUIRED', {
        details: { code: 'SATELLITE_INTEGRATION_REQUIRED' },
      });
    }
  }

  private source() {
    return { source: this.provider?.name ?? ('off' as const), simulated: this.provider?.simulated ?? false };
  }

  private range(query: RangeQuery) {
    const now = this.now();
    const fromDate = query.fromDate ?? (query.toDate ? undefined : iso(monthsBefore(now, BACKFILL_MONTHS)));
    return toRange({ ...query, fromDate }, now);
  }
}
