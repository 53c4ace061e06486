import type { Executor } from '../db/executor';
import type { AccountRow, MemberRole } from '../db/schema';

export interface Membership {
  accountId: string;
  role: MemberRole;
}

/** Who reaches which account or settlement: the reads the access policy is made of. */
export const membershipsRepository = {
  async accountExists(db: Executor, id: string): Promise<boolean> {
    return !!(await db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst());
  },

  /**
   * Accounts the user belongs to, or reaches through a settlement shared with him;
   * `activeOnly` keeps active accounts and active memberships.
   */
  reachableAccounts(db: Executor, userId: string, activeOnly: boolean): Promise<AccountRow[]> {
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
};
