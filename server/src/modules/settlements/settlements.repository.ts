import type { Insertable, Updateable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import type { SettlementRow, SettlementsTable } from '../../db/schema';
import { visibleSettlementIds, type AccountScope } from '../../access/account-scope';

const inScope = (db: Executor, scope: AccountScope) => {
  const visible = visibleSettlementIds(scope);
  return db
    .selectFrom('settlements')
    .where('account_id', '=', scope.accountId)
    .$if(visible !== null, (q) => q.where('id', 'in', visible!));
};

export const settlementsRepository = {
  async insert(
    db: Executor,
    row: Omit<Insertable<SettlementsTable>, 'created_at' | 'updated_at'>,
  ): Promise<void> {
    const now = nowIso();
    await db
      .insertInto('settlements')
      .values({ ...row, created_at: now, updated_at: now })
      .execute();
  },

  async update(db: Executor, id: string, changes: Updateable<SettlementsTable>): Promise<void> {
    await db
      .updateTable('settlements')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('settlements').where('id', '=', id).execute();
  },

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
