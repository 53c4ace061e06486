import type { Insertable, Updateable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import type { CropsTable } from '../../db/schema';

const withType = (db: Executor) =>
  db
    .selectFrom('crops')
    .innerJoin('crop_types', 'crop_types.id', 'crops.crop_type_id')
    .innerJoin('plots', 'plots.id', 'crops.plot_id')
    .innerJoin('settlements', 'settlements.id', 'plots.settlement_id')
    .selectAll('crops')
    .select([
      'crop_types.name as crop_type_name',
      'crop_types.available',
      // "Today" is the plot's settlement's local day.
      'settlements.utc_offset_minutes',
    ]);

export type CropWithType = Awaited<ReturnType<ReturnType<typeof withType>['execute']>>[number];

export const cropsRepository = {
  listCropTypes(db: Executor) {
    return db.selectFrom('crop_types').selectAll().orderBy('name').execute();
  },

  findCropType(db: Executor, id: string) {
    return db.selectFrom('crop_types').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Crop history of some plots, newest first. */
  listForPlots(db: Executor, plotIds: string[]): Promise<CropWithType[]> {
    if (plotIds.length === 0) return Promise.resolve([]);
    return withType(db).where('crops.plot_id', 'in', plotIds).orderBy('crops.start_date', 'desc').execute();
  },

  find(db: Executor, plotId: string, id: string): Promise<CropWithType | undefined> {
    return withType(db).where('crops.plot_id', '=', plotId).where('crops.id', '=', id).executeTakeFirst();
  },

  async insert(db: Executor, rows: Omit<Insertable<CropsTable>, 'created_at'>[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('crops')
      .values(rows.map((row) => ({ ...row, created_at: nowIso() })))
      .execute();
  },

  async update(db: Executor, id: string, changes: Updateable<CropsTable>): Promise<void> {
    await db.updateTable('crops').set(changes).where('id', '=', id).execute();
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('crops').where('id', '=', id).execute();
  },

  /** Closes the open crops of these plots on a date (a new crop starts then). */
  async closeOpen(db: Executor, plotIds: string[], onDate: string): Promise<void> {
    await db
      .updateTable('crops')
      .set({ end_date: onDate })
      .where('plot_id', 'in', plotIds)
      .where('end_date', 'is', null)
      .where('start_date', '<', onDate)
      .execute();
  },
};
