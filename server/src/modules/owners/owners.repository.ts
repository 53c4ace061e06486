import { sql, type Selectable, type Updateable } from 'kysely';
import { containsText, nowIso, type Executor } from '../../db/executor';
import type { AccountsTable } from '../../db/schema';

export interface OwnersFilter {
  search?: string;
  plan?: string;
  active?: boolean;
}

const accountsWithOwner = (db: Executor) =>
  db.selectFrom('accounts').innerJoin('users as owner', 'owner.id', 'accounts.owner_id');

/** The filters on the account alone (plan, active): no owner needed to apply them. */
const filteredAccounts = (db: Executor, filter: OwnersFilter) =>
  db
    .selectFrom('accounts')
    .$if(filter.plan !== undefined, (q) => q.where('accounts.account_type', '=', filter.plan!))
    .$if(filter.active !== undefined, (q) => q.where('accounts.active', '=', filter.active ? 1 : 0));

/** Accounts matching the filters and a text on the account's name, its tax ID or its owner. */
const searched = (db: Executor, filter: OwnersFilter, search: string) =>
  accountsWithOwner(db)
    .$if(filter.plan !== undefined, (q) => q.where('accounts.account_type', '=', filter.plan!))
    .$if(filter.active !== undefined, (q) => q.where('accounts.active', '=', filter.active ? 1 : 0))
    // One text of the account's name, its owner's name and email, and its tax ID: each row is read
    // through one lower() and one LIKE.
    .where((eb) =>
      containsText(
        sql<string>`${eb.ref('accounts.name')} || ' ' || ${eb.ref('owner.name')} || ' ' || ${eb.ref('owner.email')} || ' ' || ${eb.fn.coalesce('accounts.tax_id', sql.lit(''))}`,
        search,
      ),
    );

const withOwner = <Q extends ReturnType<typeof accountsWithOwner>>(query: Q) =>
  query.selectAll('accounts').select(['owner.name as owner_name', 'owner.email as owner_email']);

/** An account with its owner's name and email. */
export type OwnedAccountRow = Selectable<AccountsTable> & { owner_name: string; owner_email: string };

export const ownersRepository = {
  /** A page of accounts with their owners, newest first, and how many match. */
  async page(
    db: Executor,
    filter: OwnersFilter,
    page: { page: number; pageSize: number },
  ): Promise<{ items: OwnedAccountRow[]; total: number }> {
    const offset = (page.page - 1) * page.pageSize;
    if (filter.search) {
      // A text matches anywhere: no index helps, so the rows are read once, the page and the
      // number of matches together.
      const rows = await withOwner(searched(db, filter, filter.search))
        .orderBy('accounts.created_at', 'desc')
        .orderBy('accounts.id', 'desc')
        .select((eb) => eb.fn.countAll<number>().over().as('matches'))
        .limit(page.pageSize)
        .offset(offset)
        .execute();
      if (rows.length > 0)
        return { items: rows.map(({ matches: _, ...row }) => row), total: Number(rows[0]!.matches) };
      if (offset === 0) return { items: [], total: 0 };
      const count = await searched(db, filter, filter.search)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { items: [], total: Number(count.total) };
    }
    // The page's accounts are found on the accounts' own index; only those are joined to owners.
    const pageIds = filteredAccounts(db, filter)
      .select('accounts.id')
      .orderBy('accounts.created_at', 'desc')
      .orderBy('accounts.id', 'desc')
      .limit(page.pageSize)
      .offset(offset);
    const [items, count] = await Promise.all([
      withOwner(accountsWithOwner(db))
        .where('accounts.id', 'in', pageIds)
        .orderBy('accounts.created_at', 'desc')
        .orderBy('accounts.id', 'desc')
        .execute(),
      filteredAccounts(db, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },

  findById(db: Executor, id: string): Promise<OwnedAccountRow | undefined> {
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
