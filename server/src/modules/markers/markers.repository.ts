import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import { compiledInserts, runStatements } from '../../db/in-slices';
import type { MarkerRow, MarkersTable } from '../../db/schema';
import {
  deleteRows,
  findInAccount,
  listInSettlement,
  stamped,
  updateRows,
  type NewRow,
} from '../../db/table-rows';

export const markersRepository = {
  async insert(db: Executor, rows: NewRow<'markers'>[]): Promise<void> {
    const statements = await compiledInserts(stamped(rows), (slice) =>
      db.insertInto('markers').values(slice),
    );
    await runStatements(db, statements);
  },

  update: (db: Executor, id: string, changes: Updateable<MarkersTable>) =>
    updateRows(db, 'markers', [id], changes),

  delete: (db: Executor, id: string) => deleteRows(db, 'markers', [id]),

  listBySettlement: (db: Executor, settlementId: string) =>
    listInSettlement(db, 'markers', settlementId, 'created_at'),

  find: (db: Executor, accountId: string, id: string) => findInAccount(db, 'markers', accountId, id),

  listByIds(db: Executor, ids: string[]): Promise<MarkerRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('markers').selectAll().where('id', 'in', ids).execute();
  },
};
