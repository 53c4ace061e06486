import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { SettlementRow, SettlementsTable } from '../../db/schema';
import { deleteRows, insertRows, updateRows, type NewRow } from '../../db/table-rows';
import { visibleSettlementIds, type AccountScope } from '../../access/account-scope';

const inScope = (db: Executor, scope: AccountScope) => {
  const visible = visibleSettlementIds(scope);
  return db
    .selectFrom('settlements')
    .where('account_id', '=', scope.accountId)
    .$if(visible !== null, (q) => q.where('id', 'in', visible!));
};

export const settlementsRepository = {
  insert: (db: Executor, row: NewRow<'settlements'>) => insertRows(db, 'settlements', [row]),

  update: (db: Executor, id: string, changes: Updateable<SettlementsTable>) =>
    updateRows(db, 'settlements', [id], changes),

  delete: (db: Executor, id: string) => deleteRows(db, 'settlements', [id]),

  /** Settlements a scope reaches: the whole account, or the ones shared with the caller. */
  listInScope(db: Executor, scope: AccountScope): Promise<SettlementRow[]> {
    return inScope(db, scope).selectAll().orderBy('name').execute();
  },

  findInScope(db: Executor, scope: AccountScope, id: string): Promise<SettlementRow | undefined> {
    return inScope(db, scope).selectAll().where('id', '=', id).executeTakeFirst();
  },

  findById(db: Executor, id: string): Promise<SettlementRow | undefined> {
    return db.selectFrom('settlements').selectAll().where('id', '=', id).executeTakeFirst();
  },
};
