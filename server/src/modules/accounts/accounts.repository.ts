import type { Account } from '@tropero/shared/auth';
import type { AccountType } from '@tropero/shared/constants';
import { fromFlag, nowIso, type Executor } from '../../db/executor';
import type { AccountRow, MemberRole } from '../../db/schema';

export function toAccount(row: AccountRow): Account {
  return {
    _id: row.id,
    name: row.name,
    accountType: row.account_type as AccountType,
    ownerId: row.owner_id,
    active: fromFlag(row.active),
  };
}

export interface Membership {
  accountId: string;
  role: MemberRole;
}

export const accountsRepository = {
  async insert(
    db: Executor,
    account: { id: string; name: string; accountType: AccountType; ownerId: string },
  ) {
    const now = nowIso();
    await db
      .insertInto('accounts')
      .values({
        id: account.id,
        name: account.name,
        account_type: account.accountType,
        owner_id: account.ownerId,
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  },

  findById(db: Executor, id: string): Promise<AccountRow | undefined> {
    return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async update(
    db: Executor,
    id: string,
    changes: Partial<Pick<AccountRow, 'name' | 'account_type' | 'active'>>,
  ) {
    await db
      .updateTable('accounts')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  },

  /**
   * Accounts the user belongs to, or reaches through a settlement shared with him;
   * `activeOnly` keeps active accounts and active memberships.
   */
  listForUser(db: Executor, userId: string, activeOnly: boolean): Promise<AccountRow[]> {
    return db
      .selectFrom('accounts')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            eb
              .selectFrom('account_members')
              .select('account_id')
              .where('user_id', '=', userId)
              .$if(activeOnly, (q) => q.where('active', '=', 1)),
          ),
          eb(
            'id',
            'in',
            eb
              .selectFrom('settlement_members')
              .innerJoin('settlements', 'settlements.id', 'settlement_members.settlement_id')
              .select('settlements.account_id')
              .where('settlement_members.user_id', '=', userId),
          ),
        ]),
      )
      .$if(activeOnly, (q) => q.where('active', '=', 1))
      .orderBy('name')
      .execute();
  },

  /** Settlements of an account shared with the user by invitation, with his role on each. */
  sharedSettlements(db: Executor, accountId: string, userId: string) {
    return db
      .selectFrom('settlement_members')
      .innerJoin('settlements', 'settlements.id', 'settlement_members.settlement_id')
      .innerJoin('accounts', 'accounts.id', 'settlements.account_id')
      .select(['settlements.id', 'settlement_members.role'])
      .where('settlement_members.user_id', '=', userId)
      .where('settlements.account_id', '=', accountId)
      .where('accounts.active', '=', 1)
      .execute();
  },

  /** The user's active membership of an active account, if any. */
  async membership(db: Executor, accountId: string, userId: string): Promise<Membership | undefined> {
    const row = await db
      .selectFrom('account_members')
      .innerJoin('accounts', 'accounts.id', 'account_members.account_id')
      .select(['account_members.account_id', 'account_members.role'])
      .where('account_members.account_id', '=', accountId)
      .where('account_members.user_id', '=', userId)
      .where('account_members.active', '=', 1)
      .where('accounts.active', '=', 1)
      .executeTakeFirst();
    return row && { accountId: row.account_id, role: row.role };
  },

  async upsertMember(
    db: Executor,
    member: { accountId: string; userId: string; role: MemberRole; active: boolean },
  ): Promise<void> {
    await db
      .insertInto('account_members')
      .values({
        account_id: member.accountId,
        user_id: member.userId,
        role: member.role,
        active: member.active ? 1 : 0,
        created_at: nowIso(),
      })
      .onConflict((oc) =>
        oc.columns(['account_id', 'user_id']).doUpdateSet({
          role: member.role,
          active: member.active ? 1 : 0,
        }),
      )
      .execute();
  },

  findMember(db: Executor, accountId: string, userId: string) {
    return db
      .selectFrom('account_members')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },
};
