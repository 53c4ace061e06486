import { nowIso, type Executor } from '../../db/executor';
import type { AccountInvitationsTable } from '../../db/schema';

type InvitedRole = AccountInvitationsTable['role'];

/** Invitations to active accounts, with the account's name and the inviter's. */
const namedInvitations = (db: Executor) =>
  db
    .selectFrom('account_invitations')
    .innerJoin('accounts', 'accounts.id', 'account_invitations.account_id')
    .innerJoin('users as inviter', 'inviter.id', 'account_invitations.invited_by')
    .select([
      'account_invitations.id',
      'account_invitations.account_id',
      'account_invitations.role',
      'account_invitations.created_at',
      'accounts.name as account_name',
      'inviter.name as inviter_name',
    ])
    .where('accounts.active', '=', 1);

/** Invitations to join an account, until the invitee answers (then they are gone). */
export const accountInvitationsRepository = {
  /** One invitation per account and user: inviting again changes its role and secret, and its id stays. */
  async upsert(
    db: Executor,
    invitation: {
      id: string;
      accountId: string;
      userId: string;
      role: InvitedRole;
      invitedBy: string;
      tokenHash: string;
    },
  ): Promise<string> {
    await db
      .insertInto('account_invitations')
      .values({
        id: invitation.id,
        account_id: invitation.accountId,
        user_id: invitation.userId,
        role: invitation.role,
        invited_by: invitation.invitedBy,
        token_hash: invitation.tokenHash,
        created_at: nowIso(),
      })
      .onConflict((oc) =>
        oc.columns(['account_id', 'user_id']).doUpdateSet({
          role: invitation.role,
          invited_by: invitation.invitedBy,
          token_hash: invitation.tokenHash,
          created_at: nowIso(),
        }),
      )
      .execute();
    const row = await db
      .selectFrom('account_invitations')
      .select('id')
      .where('account_id', '=', invitation.accountId)
      .where('user_id', '=', invitation.userId)
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** An invitation, found by its id and either its invitee or its link's secret. */
  find(db: Executor, id: string, by: { column: 'user_id' | 'token_hash'; value: string }) {
    return db
      .selectFrom('account_invitations')
      .selectAll()
      .where('id', '=', id)
      .where(by.column, '=', by.value)
      .executeTakeFirst();
  },

  /** The invitation with the names its invitee is shown: the account's and the inviter's. */
  named(db: Executor, id: string) {
    return namedInvitations(db).where('account_invitations.id', '=', id).executeTakeFirst();
  },

  /** The invitations waiting for a user's answer, newest first, named for him. */
  waitingFor(db: Executor, userId: string) {
    return namedInvitations(db)
      .where('account_invitations.user_id', '=', userId)
      .orderBy('account_invitations.created_at', 'desc')
      .execute();
  },

  /** An account's invitations still waiting, newest first, with whom they wait for. */
  ofAccount(db: Executor, accountId: string) {
    return db
      .selectFrom('account_invitations')
      .innerJoin('users', 'users.id', 'account_invitations.user_id')
      .select([
        'account_invitations.id',
        'account_invitations.user_id',
        'account_invitations.role',
        'account_invitations.created_at',
        'users.name',
        'users.email',
      ])
      .where('account_invitations.account_id', '=', accountId)
      .orderBy('account_invitations.created_at', 'desc')
      .execute();
  },

  /** Deletes up to `limit` invitations sent before `before` and never answered (housekeeping). */
  async deleteUnanswered(db: Executor, before: string, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('account_invitations')
      .where('id', 'in', (eb) =>
        eb.selectFrom('account_invitations').select('id').where('created_at', '<', before).limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Removes an invitation (answered or withdrawn); false when it was already gone. */
  async remove(db: Executor, id: string, accountId?: string): Promise<boolean> {
    const result = await db
      .deleteFrom('account_invitations')
      .where('id', '=', id)
      .$if(accountId !== undefined, (q) => q.where('account_id', '=', accountId!))
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};

/** Invitations to an account sent to addresses nobody has registered yet. */
export const accountEmailInvitationsRepository = {
  /** One per account and address: inviting again changes its role. */
  async upsert(
    db: Executor,
    invitation: { id: string; accountId: string; email: string; role: InvitedRole; invitedBy: string },
  ): Promise<void> {
    await db
      .insertInto('account_email_invitations')
      .values({
        id: invitation.id,
        account_id: invitation.accountId,
        email: invitation.email,
        role: invitation.role,
        invited_by: invitation.invitedBy,
        created_at: nowIso(),
      })
      .onConflict((oc) =>
        oc.columns(['account_id', 'email']).doUpdateSet({
          role: invitation.role,
          invited_by: invitation.invitedBy,
          created_at: nowIso(),
        }),
      )
      .execute();
  },

  ofAccount(db: Executor, accountId: string) {
    return db
      .selectFrom('account_email_invitations')
      .select(['id', 'email', 'role', 'created_at'])
      .where('account_id', '=', accountId)
      .execute();
  },

  /** Takes (reads and deletes) the invitations sent to an address, now that its owner proved it. */
  async take(db: Executor, email: string) {
    return db.deleteFrom('account_email_invitations').where('email', '=', email).returningAll().execute();
  },

  async remove(db: Executor, id: string, accountId: string): Promise<boolean> {
    const result = await db
      .deleteFrom('account_email_invitations')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
