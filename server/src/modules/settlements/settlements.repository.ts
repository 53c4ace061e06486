import { nowIso, type Executor } from '../../db/executor';
import type { SettlementRow } from '../../db/schema';

export const settlementsRepository = {
  async insert(db: Executor, row: Omit<SettlementRow, 'created_at' | 'updated_at'>): Promise<void> {
    const now = nowIso();
    await db
      .insertInto('settlements')
      .values({ ...row, created_at: now, updated_at: now })
      .execute();
  },

  listByAccount(db: Executor, accountId: string): Promise<SettlementRow[]> {
    return db
      .selectFrom('settlements')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('name')
      .execute();
  },

  findInAccount(db: Executor, accountId: string, id: string): Promise<SettlementRow | undefined> {
    return db
      .selectFrom('settlements')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
