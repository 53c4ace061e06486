import type { Selectable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import type { SettlementInvitesTable, SharedRole } from '../../db/schema';

export type InviteRow = Selectable<SettlementInvitesTable>;

export const sharingRepository = {
  async insertInvite(db: Executor, row: Omit<InviteRow, 'created_at' | 'accepted_at'>): Promise<void> {
    await db
      .insertInto('settlement_invites')
      .values({ ...row, created_at: nowIso(), accepted_at: null })
      .execute();
  },

  /**
   * The newest pending invitation of this email to this settlement, sent by this user; with a
   * token hash, only the invitation whose link carried that secret.
   */
  findPending(
    db: Executor,
    invitation: { settlementId: string; inviterId: string; email: string; tokenHash?: string },
  ): Promise<InviteRow | undefined> {
    return db
      .selectFrom('settlement_invites')
      .selectAll()
      .where('settlement_id', '=', invitation.settlementId)
      .where('invited_by', '=', invitation.inviterId)
      .where('email', '=', invitation.email)
      .where('accepted_at', 'is', null)
      .$if(invitation.tokenHash !== undefined, (q) => q.where('token_hash', '=', invitation.tokenHash!))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  },

  /** Gives the user the settlement and closes every pending invitation of his email to it. */
  async accept(db: Executor, invite: InviteRow, userId: string): Promise<void> {
    await db
      .insertInto('settlement_members')
      .values({
        settlement_id: invite.settlement_id,
        user_id: userId,
        role: invite.role,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.columns(['settlement_id', 'user_id']).doUpdateSet({ role: invite.role }))
      .execute();
    await db
      .updateTable('settlement_invites')
      .set({ accepted_at: nowIso() })
      .where('settlement_id', '=', invite.settlement_id)
      .where('email', '=', invite.email)
      .where('accepted_at', 'is', null)
      .execute();
  },

  async removeMember(db: Executor, settlementId: string, userId: string): Promise<boolean> {
    const result = await db
      .deleteFrom('settlement_members')
      .where('settlement_id', '=', settlementId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /** Withdraws an invitation not accepted yet; answers whether there was one. */
  async cancelInvite(db: Executor, settlementId: string, inviteId: string): Promise<boolean> {
    const result = await db
      .deleteFrom('settlement_invites')
      .where('id', '=', inviteId)
      .where('settlement_id', '=', settlementId)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /**
   * Deletes up to `limit` invitations done with (housekeeping): accepted before `acceptedBefore`, or
   * sent before `sentBefore` and never accepted.
   */
  async deleteStaleInvites(
    db: Executor,
    { acceptedBefore, sentBefore }: { acceptedBefore: string; sentBefore: string },
    limit: number,
  ): Promise<number> {
    const result = await db
      .deleteFrom('settlement_invites')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('settlement_invites')
          .select('id')
          .where((inner) =>
            inner.or([
              inner('accepted_at', '<', acceptedBefore),
              inner.and([inner('accepted_at', 'is', null), inner('created_at', '<', sentBefore)]),
            ]),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** The invitee's account on the platform, if he has one (his language picks the mail's). */
  userByEmail(db: Executor, email: string) {
    return db.selectFrom('users').select(['id', 'language']).where('email', '=', email).executeTakeFirst();
  },

  /** Who sent an invitation, by the name the invitee is shown. */
  inviterName(db: Executor, userId: string) {
    return db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  },

  memberRole(db: Executor, settlementId: string, userId: string): Promise<{ role: SharedRole } | undefined> {
    return db
      .selectFrom('settlement_members')
      .select('role')
      .where('settlement_id', '=', settlementId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  members(db: Executor, settlementId: string) {
    return db
      .selectFrom('settlement_members')
      .innerJoin('users', 'users.id', 'settlement_members.user_id')
      .select(['users.id', 'users.email', 'users.name', 'settlement_members.role'])
      .where('settlement_members.settlement_id', '=', settlementId)
      .where('users.deleted_at', 'is', null)
      .orderBy('users.email')
      .execute();
  },

  pendingInvites(db: Executor, settlementId: string) {
    return db
      .selectFrom('settlement_invites')
      .select(['id', 'email', 'role', 'created_at'])
      .where('settlement_id', '=', settlementId)
      .where('accepted_at', 'is', null)
      .orderBy('email')
      .execute();
  },
};
