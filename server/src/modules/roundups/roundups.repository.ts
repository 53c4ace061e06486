import { nowIso, type Executor } from '../../db/executor';
import type { RoundupRow } from '../../db/schema';

export const roundupsRepository = {
  async insert(db: Executor, row: Omit<RoundupRow, 'created_at' | 'updated_at'>): Promise<void> {
    const now = nowIso();
    await db
      .insertInto('roundups')
      .values({ ...row, created_at: now, updated_at: now })
      .execute();
  },

  async rename(db: Executor, id: string, name: string): Promise<void> {
    await db.updateTable('roundups').set({ name, updated_at: nowIso() }).where('id', '=', id).execute();
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('roundups').where('id', '=', id).execute();
  },

  find(db: Executor, accountId: string, id: string): Promise<RoundupRow | undefined> {
    return db
      .selectFrom('roundups')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  findByName(db: Executor, settlementId: string, name: string): Promise<RoundupRow | undefined> {
    return db
      .selectFrom('roundups')
      .selectAll()
      .where('settlement_id', '=', settlementId)
      .where('name', '=', name)
      .executeTakeFirst();
  },

  /** Id, settlement and name of the roundups of these settlements (null: all of the account). */
  listNames(db: Executor, accountId: string, settlementIds: string[] | null) {
    return db
      .selectFrom('roundups')
      .select(['id', 'settlement_id', 'name'])
      .where('account_id', '=', accountId)
      .$if(settlementIds !== null, (q) => q.where('settlement_id', 'in', settlementIds!))
      .execute();
  },

  /** Roundups of some settlements, with how many animals each has. */
  listWithCounts(db: Executor, accountId: string, settlementIds: string[] | null) {
    return db
      .selectFrom('roundups')
      .leftJoin('animals', 'animals.roundup_id', 'roundups.id')
      .select(['roundups.id', 'roundups.settlement_id', 'roundups.name'])
      .select((eb) => eb.fn.count<number>('animals.id').as('animal_count'))
      .where('roundups.account_id', '=', accountId)
      .$if(settlementIds !== null, (q) => q.where('roundups.settlement_id', 'in', settlementIds!))
      .groupBy(['roundups.id', 'roundups.settlement_id', 'roundups.name'])
      .orderBy('roundups.name')
      .execute();
  },
};
