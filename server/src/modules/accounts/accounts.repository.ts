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
    satelliteIntegration: fromFlag(row.satellite_integration),
  };
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
    changes: Partial<Pick<AccountRow, 'name' | 'account_type' | 'active' | 'satellite_integration'>>,
  ) {
    await db
      .updateTable('accounts')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
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

  /** A user who may be invited (not deleted): where and in which language to tell him. */
  invitee(db: Executor, userId: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'language'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  findMember(db: Executor, accountId: string, userId: string) {
    return db
      .selectFrom('account_members')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** The account's members with who they are: the owner first, then by name. */
  members(db: Executor, accountId: string) {
    return db
      .selectFrom('account_members')
      .innerJoin('users', 'users.id', 'account_members.user_id')
      .select([
        'account_members.user_id',
        'account_members.role',
        'account_members.active',
        'users.name',
        'users.email',
      ])
      .where('account_members.account_id', '=', accountId)
      .where('users.deleted_at', 'is', null)
      .orderBy((eb) => eb.case().when('account_members.role', '=', 'owner').then(0).else(1).end())
      .orderBy('users.name')
      .execute();
  },

  /** A user who may be invited, found by his email. */
  inviteeByEmail(db: Executor, email: string) {
    return db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Ends a membership; false when there was none. */
  async removeMember(db: Executor, accountId: string, userId: string): Promise<boolean> {
    const result = await db
      .deleteFrom('account_members')
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .where('role', '!=', 'owner')
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  async setOwner(db: Executor, accountId: string, ownerId: string) {
    await db
      .updateTable('accounts')
      .set({ owner_id: ownerId, updated_at: nowIso() })
      .where('id', '=', accountId)
      .execute();
  },
};
