import { nowIso, type Executor } from '../../db/executor';
import type { AccountScope } from '../../http/account-scope';
import type { SettlementRow } from '../../db/schema';

const inScope = (db: Executor, scope: AccountScope) =>
  db
    .selectFrom('settlements')
    .where('account_id', '=', scope.accountId)
    .$if(scope.settlementIds !== null, (q) => q.where('id', 'in', scope.settlementIds!));

export const settlementsRepository = {
  async insert(db: Executor, row: Omit<SettlementRow, 'created_at' | 'updated_at'>): Promise<void> {
    const now = nowIso();
    await db
      .insertInto('settlements')
      .values({ ...row, created_at: now, updated_at: now })
      .execute();
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
