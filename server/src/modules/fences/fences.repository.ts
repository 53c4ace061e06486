import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { FencesTable } from '../../db/schema';
import {
  deleteRows,
  findInAccount,
  insertRows,
  listInSettlement,
  updateRows,
  type NewRow,
} from '../../db/table-rows';

export const fencesRepository = {
  insert: (db: Executor, row: NewRow<'fences'>) => insertRows(db, 'fences', [row]),

  update: (db: Executor, id: string, changes: Updateable<FencesTable>) =>
    updateRows(db, 'fences', [id], changes),

  delete: (db: Executor, id: string) => deleteRows(db, 'fences', [id]),

  listBySettlement: (db: Executor, settlementId: string) =>
    listInSettlement(db, 'fences', settlementId, 'name'),

  find: (db: Executor, accountId: string, id: string) => findInAccount(db, 'fences', accountId, id),
};
