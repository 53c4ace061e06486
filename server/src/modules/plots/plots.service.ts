import type { CropBody, Plot, PlotBatch } from '@tropero/shared/farm';
import type { AreaGeometry } from '@tropero/shared/geo';
import { geometryColumns, parseGeometry } from '../../db/area-geometry';
import type { Executor } from '../../db/executor';
import { inSlices } from '../../db/in-slices';
import type { PlotRow } from '../../db/schema';
import { assertCanEdit, settlementAccess, type AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import type { CropsService } from '../crops/crops.service';
import type { SettlementsService } from '../settlements/settlements.service';
import { plotsRepository } from './plots.repository';

export interface NewPlot {
  name: string;
  color: string;
  geometry: AreaGeometry;
}

/** A new plot with its outline already in the stored columns (the KML import works them out off the event loop). */
export type StoredPlot = Omit<NewPlot, 'geometry'> & ReturnType<typeof geometryColumns>;

/** Plots read back at a time when an import answers thousands of them. */
const READ_SLICE = 500;

/** Told in the transaction that changes them which plots were given a new outline. */
export type OutlineListener = (db: Executor, plotIds: string[]) => Promise<void>;

export class PlotsService {
  private readonly outlineListeners: OutlineListener[] = [];

  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly crops: CropsService,
  ) {}

  async list(scope: AccountScope, settlementId: string): Promise<Plot[]> {
    await this.settlements.find(scope, settlementId);
    return this.withCrops(await plotsRepository.listBySettlement(this.db, settlementId));
  }

  async get(scope: AccountScope, id: string): Promise<Plot> {
    const [plot] = await this.withCrops(await this.findInScope(scope, [id]));
    return plot!;
  }

  /** Plots by id, in that order, read in slices (a KML import answers every plot it stored). */
  async getMany(scope: AccountScope, ids: string[]): Promise<Plot[]> {
    const byId = new Map<string, Plot>();
    await inSlices(ids, READ_SLICE, async (slice) => {
      for (const plot of await this.withCrops(await this.findInScope(scope, slice))) byId.set(plot._id, plot);
    });
    return ids.map((id) => byId.get(id)!);
  }

  async create(scope: AccountScope, settlementId: string, { geometry, ...plot }: NewPlot): Promise<Plot> {
    const [row] = await this.rowsFor(scope, settlementId, [{ ...plot, ...geometryColumns(geometry) }]);
    await plotsRepository.insert(this.db, [row!]);
    return this.get(scope, row!.id);
  }

  /** New plot rows, once the caller may edit the settlement (checked before any transaction opens). */
  rowsFor(scope: AccountScope, settlementId: string, plots: StoredPlot[]) {
    return this.settlements.newItemRows(scope, settlementId, plots, (plot) => ({
      name: plot.name,
      color: plot.color,
      geometry: plot.geometry,
      area_ha: plot.area_ha,
    }));
  }

  /** What was worked out from a plot's outline (its green index) is dropped when the outline changes. */
  onOutlineChange(listener: OutlineListener): void {
    this.outlineListeners.push(listener);
  }

  async update(scope: AccountScope, id: string, changes: Partial<NewPlot>): Promise<Plot> {
    await this.editable(scope, [id]);
    await this.db.transaction().execute(async (trx) => {
      await plotsRepository.update(trx, [id], {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.color !== undefined && { color: changes.color }),
        ...(changes.geometry && geometryColumns(changes.geometry)),
      });
      if (changes.geometry) for (const listener of this.outlineListeners) await listener(trx, [id]);
    });
    return this.get(scope, id);
  }

  async delete(scope: AccountScope, id: string): Promise<void> {
    await this.editable(scope, [id]);
    await plotsRepository.delete(this.db, [id]);
  }

  /** One action on several plots: every plot must be reachable and editable, or nothing changes. */
  async batch(scope: AccountScope, batch: PlotBatch): Promise<{ updated: number }> {
    const ids = [...new Set(batch.ids)];
    await this.editable(scope, ids);
    if (batch.action === 'crop') await this.crops.assertAvailable(batch.crop.cropTypeId);
    await this.db.transaction().execute(async (trx) => {
      if (batch.action === 'color') await plotsRepository.update(trx, ids, { color: batch.color });
      if (batch.action === 'crop') await this.crops.start(trx, ids, batch.crop);
      if (batch.action === 'delete') await plotsRepository.delete(trx, ids);
    });
    return { updated: ids.length };
  }

  async cropHistory(scope: AccountScope, plotId: string) {
    await this.findInScope(scope, [plotId]);
    return this.crops.history(plotId);
  }

  async addCrop(scope: AccountScope, plotId: string, body: CropBody) {
    await this.editable(scope, [plotId]);
    return this.crops.add(plotId, body);
  }

  async updateCrop(scope: AccountScope, plotId: string, cropId: string, body: CropBody) {
    await this.editable(scope, [plotId]);
    return this.crops.update(plotId, cropId, body);
  }

  async deleteCrop(scope: AccountScope, plotId: string, cropId: string) {
    await this.editable(scope, [plotId]);
    await this.crops.delete(plotId, cropId);
  }

  /** The plots if the scope reaches every one of them; 404 otherwise (nothing is said of the others). */
  async findInScope(scope: AccountScope, ids: string[]): Promise<PlotRow[]> {
    const rows = await plotsRepository.findMany(this.db, scope.accountId, ids);
    const visible = rows.filter((row) => settlementAccess(scope, row.settlement_id) !== null);
    if (visible.length !== ids.length) throw new AppError('NOT_FOUND');
    return visible;
  }

  async editable(scope: AccountScope, ids: string[]): Promise<PlotRow[]> {
    const rows = await this.findInScope(scope, ids);
    for (const row of rows) assertCanEdit(scope, row.settlement_id);
    return rows;
  }

  /** Plots as the API answers them: with the current crop and how many animals graze there now. */
  private async withCrops(rows: PlotRow[]): Promise<Plot[]> {
    const ids = rows.map((row) => row.id);
    const current = await this.crops.currentOf(ids);
    const animals = await plotsRepository.currentAnimalCounts(this.db, ids);
    return rows.map((row) => ({
      _id: row.id,
      settlementId: row.settlement_id,
      name: row.name,
      color: row.color,
      geometry: parseGeometry(row.geometry),
      areaHa: row.area_ha,
      currentCrop: current.get(row.id) ?? null,
      animalCount: animals.get(row.id) ?? 0,
    }));
  }
}
