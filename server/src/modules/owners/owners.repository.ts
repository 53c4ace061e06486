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

/**
 * Accounts matching the filters and a text on the account's name or tax ID, or on its owner's name or
 * email: the accounts so named, and those of the users so named (two sets, each of one lowered text a
 * trigram index serves on PostgreSQL). Only the page's accounts are joined to their owners.
 */
const matchingAccounts = (db: Executor, filter: OwnersFilter) =>
  db
    .selectFrom('accounts')
    .$if(filter.plan !== undefined, (q) => q.where('accounts.account_type', '=', filter.plan!))
    .$if(filter.active !== undefined, (q) => q.where('accounts.active', '=', filter.active ? 1 : 0))
    .$if(Boolean(filter.search), (q) =>
      q.where('accounts.id', 'in', (eb) =>
        eb
          .selectFrom('accounts as named')
          .select('named.id')
          .where((named) =>
            containsText(
              sql<string>`${named.ref('named.name')} || ' ' || ${named.fn.coalesce('named.tax_id', sql.lit(''))}`,
              filter.search!,
            ),
          )
          .union(
            eb
              .selectFrom('accounts as owned')
              .select('owned.id')
              .where('owned.owner_id', 'in', (owners) =>
                owners
                  .selectFrom('users')
                  .select('users.id')
                  .where((users) =>
                    containsText(
                      sql<string>`${users.ref('users.name')} || ' ' || ${users.ref('users.email')}`,
                      filter.search!,
                    ),
                  ),
              ),
          ),
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
    const pageIds = matchingAccounts(db, filter)
      .select('accounts.id')
      .orderBy('accounts.created_at', 'desc')
      .orderBy('accounts.id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize);
    const count = async () =>
      Number(
        (
          await matchingAccounts(db, filter)
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      );
    const withOwners = (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : withOwner(accountsWithOwner(db))
            .where('accounts.id', 'in', ids)
            .orderBy('accounts.created_at', 'desc')
            .orderBy('accounts.id', 'desc')
            .execute();
    if (!filter.search) {
      // The page's accounts are found on the accounts' own index; only those are joined to owners.
      const [ids, total] = await Promise.all([pageIds.execute(), count()]);
      return { items: await withOwners(ids.map(({ id }) => id)), total };
    }
    // A text matches anywhere: no index helps, so the rows are read once, the page and the number of
    // matches together.
    const found = await pageIds.select((eb) => eb.fn.countAll<number>().over().as('matches')).execute();
    if (found.length === 0) return { items: [], total: page.page === 1 ? 0 : await count() };
    return { items: await withOwners(found.map(({ id }) => id)), total: Number(found[0]!.matches) };
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
