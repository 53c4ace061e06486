import type { Insertable, Updateable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import type { FenceRow, FencesTable } from '../../db/schema';

export const fencesRepository = {
  async insert(db: Executor, row: Omit<Insertable<FencesTable>, 'created_at' | 'updated_at'>): Promise<void> {
    const now = nowIso();
    await db
      .insertInto('fences')
      .values({ ...row, created_at: now, updated_at: now })
      .execute();
  },

  async update(db: Executor, id: string, changes: Updateable<FencesTable>): Promise<void> {
    await db
      .updateTable('fences')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('fences').where('id', '=', id).execute();
  },

  listBySettlement(db: Executor, settlementId: string): Promise<FenceRow[]> {
    return db
      .selectFrom('fences')
      .selectAll()
      .where('settlement_id', '=', settlementId)
      .orderBy('name')
      .execute();
  },

  find(db: Executor, accountId: string, id: string): Promise<FenceRow | undefined> {
    return db
      .selectFrom('fences')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
