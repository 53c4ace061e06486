import { todayAt } from '@tropero/shared/local-day';
import type { CropBody } from '@tropero/shared/farm';
import { fromFlag, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { AppError } from '../../errors/app-error';
import { cropsRepository, type CropWithType } from './crops.repository';

export const toCrop = (row: CropWithType) => ({
  _id: row.id,
  plotId: row.plot_id,
  cropTypeId: row.crop_type_id,
  cropTypeName: row.crop_type_name,
  available: fromFlag(row.available),
  startDate: row.start_date,
  endDate: row.end_date,
  quality: row.quality,
});

/** The crop growing now in each plot: the newest one not ended before today at its settlement. */
export function currentCrops(history: CropWithType[], now = Date.now()) {
  const current = new Map<
    string,
    { cropId: string; cropTypeId: string; name: string; available: boolean; startDate: string }
  >();
  for (const crop of history) {
    if (
      current.has(crop.plot_id) ||
      (crop.end_date !== null && crop.end_date < todayAt(now, crop.utc_offset_minutes))
    )
      continue;
    current.set(crop.plot_id, {
      cropId: crop.id,
      cropTypeId: crop.crop_type_id,
      name: crop.crop_type_name,
      available: fromFlag(crop.available),
      startDate: crop.start_date,
    });
  }
  return current;
}

/** Crop history rules: only available crop types for new entries; a new crop ends the open one. */
export class CropsService {
  constructor(private readonly db: Executor) {}

  async cropTypes() {
    const rows = await cropsRepository.listCropTypes(this.db);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      group: row.group_name,
      available: fromFlag(row.available),
    }));
  }

  /** The crop growing now in each of these plots. */
  async currentOf(plotIds: string[]) {
    return currentCrops(await cropsRepository.listForPlots(this.db, plotIds));
  }

  async history(plotId: string) {
    return (await cropsRepository.listForPlots(this.db, [plotId])).map(toCrop);
  }

  /** Starts a crop on several plots at once, inside the caller's transaction (check the type first). */
  async start(trx: Executor, plotIds: string[], body: CropBody): Promise<void> {
    if (!body.endDate) await cropsRepository.closeOpen(trx, plotIds, body.startDate);
    await cropsRepository.insert(
      trx,
      plotIds.map((plotId) => ({
        id: newObjectId(),
        plot_id: plotId,
        crop_type_id: body.cropTypeId,
        start_date: body.startDate,
        end_date: body.endDate ?? null,
        quality: body.quality || null,
      })),
    );
  }

  async add(plotId: string, body: CropBody) {
    await this.assertAvailable(body.cropTypeId);
    await this.db.transaction().execute((trx) => this.start(trx, [plotId], body));
    return this.history(plotId);
  }

  /** Editing keeps a withdrawn type only if it is not being changed; a new type must be available. */
  async update(plotId: string, cropId: string, body: CropBody) {
    const crop = await cropsRepository.find(this.db, plotId, cropId);
    if (!crop) throw new AppError('NOT_FOUND');
    if (body.cropTypeId !== crop.crop_type_id) await this.assertAvailable(body.cropTypeId);
    await cropsRepository.update(this.db, cropId, {
      crop_type_id: body.cropTypeId,
      start_date: body.startDate,
      end_date: body.endDate ?? null,
      quality: body.quality || null,
    });
    return this.history(plotId);
  }

  async delete(plotId: string, cropId: string) {
    if (!(await cropsRepository.find(this.db, plotId, cropId))) throw new AppError('NOT_FOUND');
    await cropsRepository.delete(this.db, cropId);
  }

  async assertAvailable(cropTypeId: string): Promise<void> {
    const type = await cropsRepository.findCropType(this.db, cropTypeId);
    if (!type) throw new AppError('VALIDATION', { errors: { cropTypeId: 'validation.cropTypeUnknown' } });
    if (type.available !== 1) {
      throw new AppError('VALIDATION', { errors: { cropTypeId: 'validation.cropTypeUnavailable' } });
    }
  }
}
