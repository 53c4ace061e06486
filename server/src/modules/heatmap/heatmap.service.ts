import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Heatmap } from '@tropero/shared/contracts/heatmap';
import { parseGeometry } from '../../db/area-geometry';
import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import type { PlotsService } from '../plots/plots.service';
import type { PositionsService } from '../positions/positions.service';
import { firstDay, lastDay, type Range } from '../range/request-range';
import type { SettlementsService } from '../settlements/settlements.service';
import { cellCentre } from '../telemetry/rollup';
import { heatmapRepository } from './heatmap.repository';

/** The side of a heat cell, in metres. */
const CELL_M = 25;

/** Where the herd spent its time: readings counted per grid cell (spec §3 heatmap query). */
export class HeatmapService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly plots: PlotsService,
    private readonly positions: PositionsService,
  ) {}

  /** Heat map for a range, over a settlement, a plot, or some animals. */
  async heatmap(
    scope: AccountScope,
    range: Range,
    target: { settlementId?: string; plotId?: string; uuids?: string[] },
  ): Promise<Heatmap> {
    if (target.uuids?.length) return this.ofAnimals(scope, range, target.uuids);
    const plot = target.plotId ? (await this.plots.findInScope(scope, [target.plotId]))[0] : undefined;
    const settlementId = plot?.settlement_id ?? target.settlementId;
    if (!settlementId) throw new AppError('VALIDATION', { errors: { settlementId: 'validation.required' } });
    const settlement = await this.settlements.find(scope, settlementId);
    // Heat cells are kept by UTC day (telemetry rollup.ts).
    const rows = await heatmapRepository.heatCells(
      this.db,
      settlementId,
      firstDay(range, 0),
      lastDay(range, 0),
    );
    const outline = plot && parseGeometry(plot.geometry);
    const cells: Heatmap['cells'] = [];
    for (const row of rows) {
      const { lat, lng } = cellCentre(row.ix, row.iy, settlement.lat);
      if (!outline || booleanPointInPolygon([lng, lat], outline))
        cells.push({ lat, lng, count: Number(row.count) });
    }
    return withMax(cells);
  }

  private async ofAnimals(scope: AccountScope, range: Range, uuids: string[]) {
    const { animals, fixes: points } = await this.positions.fixesOf(scope, uuids, range);
    const settlement = await this.settlements.find(scope, animals[0]!.settlement_id);
    const cells = new Map<string, Heatmap['cells'][number]>();
    const latSize = CELL_M / 110_574;
    const lngSize = CELL_M / (111_320 * Math.cos((settlement.lat * Math.PI) / 180));
    for (const point of points) {
      const lat = (Math.floor(point.lat! / latSize) + 0.5) * latSize;
      const lng = (Math.floor(point.lng! / lngSize) + 0.5) * lngSize;
      const key = `${lat}|${lng}`;
      const cell = cells.get(key) ?? { lat, lng, count: 0 };
      cell.count += 1;
      cells.set(key, cell);
    }
    return withMax([...cells.values()]);
  }
}

function withMax(cells: Heatmap['cells']): Heatmap {
  return { cells, max: cells.reduce((max, cell) => Math.max(max, cell.count), 0) };
}
