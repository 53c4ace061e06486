import type { Executor } from '../../db/executor';
import type { RoundupRow } from '../../db/schema';
import { deleteRows, findInAccount, insertRows, updateRows, type NewRow } from '../../db/table-rows';

export const roundupsRepository = {
  insert: (db: Executor, row: NewRow<'roundups'>) => insertRows(db, 'roundups', [row]),

  rename: (db: Executor, id: string, name: string) => updateRows(db, 'roundups', [id], { name }),

  delete: (db: Executor, id: string) => deleteRows(db, 'roundups', [id]),

  find: (db: Executor, accountId: string, id: string) => findInAccount(db, 'roundups', accountId, id),

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
