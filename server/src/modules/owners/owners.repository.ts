import { sql, type Updateable } from 'kysely';
import { containsText, nowIso, type Executor } from '../../db/executor';
import type { AccountsTable } from '../../db/schema';

export interface OwnersFilter {
  search?: string;
  plan?: string;
  active?: boolean;
}

const accountsWithOwner = (db: Executor) =>
  db.selectFrom('accounts').innerJoin('users as owner', 'owner.id', 'accounts.owner_id');

const matching = (db: Executor, filter: OwnersFilter) =>
  accountsWithOwner(db)
    .$if(filter.plan !== undefined, (q) => q.where('accounts.account_type', '=', filter.plan!))
    .$if(filter.active !== undefined, (q) => q.where('accounts.active', '=', filter.active ? 1 : 0))
    .$if(Boolean(filter.search), (q) =>
      q.where((eb) =>
        eb.or([
          containsText(eb.ref('accounts.name'), filter.search!),
          containsText(eb.ref('owner.name'), filter.search!),
          containsText(eb.ref('owner.email'), filter.search!),
          containsText(eb.fn.coalesce('accounts.tax_id', sql.lit('')), filter.search!),
        ]),
      ),
    );

const withOwner = <Q extends ReturnType<typeof accountsWithOwner>>(query: Q) =>
  query.selectAll('accounts').select(['owner.name as owner_name', 'owner.email as owner_email']);

export type OwnedAccountRow = Awaited<ReturnType<typeof ownersRepository.findById>> & object;

export const ownersRepository = {
  /** A page of accounts with their owners, newest first. */
  async page(db: Executor, filter: OwnersFilter, page: { page: number; pageSize: number }) {
    const [items, count] = await Promise.all([
      withOwner(matching(db, filter))
        .orderBy('accounts.created_at', 'desc')
        .orderBy('accounts.id', 'desc')
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize)
        .execute(),
      matching(db, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },

  findById(db: Executor, id: string) {
    return withOwner(accountsWithOwner(db)).where('accounts.id', '=', id).executeTakeFirst();
  },

  /** The account's members who are not deleted, owner first. */
  members(db: Executor, accountId: string) {
    return db
      .selectFrom('account_members')
      .innerJoin('users', 'users.id', 'account_members.user_id')
      .select(['users.id', 'users.name', 'users.email', 'account_members.role', 'account_members.active'])
      .where('account_members.account_id', '=', accountId)
      .where('users.deleted_at', 'is', null)
      .orderBy((eb) => eb.case().when('account_members.role', '=', 'owner').then(0).else(1).end())
      .orderBy('users.name')
      .execute();
  },

  async update(db: Executor, id: string, changes: Updateable<AccountsTable>): Promise<void> {
    await db
      .updateTable('accounts')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  },

  settlements(db: Executor, accountId: string) {
    return db
      .selectFrom('settlements')
      .select(['id', 'name'])
      .where('account_id', '=', accountId)
      .orderBy('name')
      .execute();
  },
};
