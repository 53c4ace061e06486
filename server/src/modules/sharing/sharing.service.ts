import { DEFAULT_LANGUAGE, type Language } from '@tropero/shared/constants';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import type { SettlementRow, SharedRole } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { InvitationLimits } from '../../access/invitation-limits';
import type { Caller } from '../../access/caller';
import { membershipsRepository } from '../../access/memberships.repository';
import type { Mailer } from '../../providers/mail/mailer';
import { hashOpaqueToken, newOpaqueToken } from '../../access/tokens';
import { settlementInviteMail } from '../../providers/mail/templates';
import type { SettlementsService } from '../settlements/settlements.service';
import { sharingRepository, type InviteRow } from './sharing.repository';

/**
 * The link an invitation mail carries: the web app's accept-invite page with the pair of spec §2
 * (`settlement`, `user`: who invited) and the invitation's one-time secret (`token`).
 */
export function inviteLink(
  publicUrl: string,
  settlementId: string,
  inviterId: string,
  token: string,
): string {
  const link = new URL('/addinvite', publicUrl);
  link.searchParams.set('settlement', settlementId);
  link.searchParams.set('user', inviterId);
  link.searchParams.set('token', token);
  return link.toString();
}

/** An invitation as its link names it: the settlement, who invited, and the link's secret if it came along. */
interface InvitationRef {
  settlementId: string;
  userId: string;
  token?: string;
}

/** Sharing a settlement with people outside its account, by invitation (spec §1, §6). */
export class SharingService {
  private readonly invitationLimits: InvitationLimits;

  constructor(
    private readonly options: {
      db: Executor;
      mailer: Mailer;
      publicUrl: string;
      settlements: SettlementsService;
    },
  ) {
    this.invitationLimits = new InvitationLimits(options.db);
  }

  /** Mails an invitation; the owner or an admin of the account (or a superadmin) may share. */
  async invite(caller: Caller, settlementId: string, email: string, role: SharedRole) {
    const { db, mailer, publicUrl } = this.options;
    const settlement = await this.manageable(caller, settlementId);
    const invitee = await sharingRepository.userByEmail(db, email);
    if (invitee && (await this.hasAccess(settlement, invitee.id))) {
      throw new AppError('CONFLICT', { message: 'the user already has access to this settlement' });
    }
    await this.invitationLimits.admit(caller.user._id, email);
    const { token, hash } = newOpaqueToken();
    await sharingRepository.insertInvite(db, {
      id: newObjectId(),
      settlement_id: settlementId,
      email,
      role,
      invited_by: caller.user._id,
      token_hash: hash,
    });
    const language = (invitee?.language as Language | undefined) ?? DEFAULT_LANGUAGE;
    await mailer.send(
      settlementInviteMail(language, email, {
        inviter: caller.user.name,
        settlement: settlement.name,
        link: inviteLink(publicUrl, settlementId, caller.user._id, token),
      }),
    );
    return { message: 'invitation sent', email, role };
  }

  /** The invitation waiting for the signed-in user, named for him: which settlement, who invited. */
  async preview(caller: Caller, ref: InvitationRef) {
    const { db } = this.options;
    const invite = await this.openedBy(caller, ref);
    const [settlement, inviter] = await Promise.all([
      this.options.settlements.findAnywhere(ref.settlementId),
      sharingRepository.inviterName(db, ref.userId),
    ]);
    if (!settlement || !inviter) throw new AppError('NOT_FOUND', { message: 'invitation not found' });
    return {
      settlementId: ref.settlementId,
      settlementName: settlement.name,
      inviterName: inviter.name,
      role: invite.role,
    };
  }

  /** The signed-in user accepts the invitation sent to his email. */
  async accept(caller: Caller, ref: InvitationRef) {
    const { db } = this.options;
    const invite = await this.openedBy(caller, ref);
    await db.transaction().execute((trx) => sharingRepository.accept(trx, invite, caller.user._id));
    const settlement = await this.options.settlements.findAnywhere(ref.settlementId);
    return {
      settlementId: ref.settlementId,
      accountId: settlement!.account_id,
      name: settlement!.name,
      role: invite.role,
    };
  }

  /**
   * The invitation someone signing up names, for his email: 404 when there is none (or the secret
   * is not its own). `proven` when its secret came along: it reached his mailbox.
   */
  async invitationForSignUp(
    ref: InvitationRef,
    email: string,
  ): Promise<{ invite: InviteRow; proven: boolean }> {
    const invite = await this.pending(ref, email);
    if (!invite) throw new AppError('NOT_FOUND', { message: 'invitation not found for this email' });
    return { invite, proven: ref.token !== undefined };
  }

  /** Makes a new user a member of the invitation's settlement, inside the caller's transaction. */
  acceptAsNewUser(trx: Executor, invite: InviteRow, userId: string): Promise<void> {
    return sharingRepository.accept(trx, invite, userId);
  }

  /** Who the settlement is shared with, and who is still invited. */
  async sharedWith(caller: Caller, settlementId: string) {
    const { db } = this.options;
    await this.manageable(caller, settlementId);
    const [members, pending] = await Promise.all([
      sharingRepository.members(db, settlementId),
      sharingRepository.pendingInvites(db, settlementId),
    ]);
    return [
      ...members.map((m) => ({
        _id: m.id,
        inviteId: null,
        email: m.email,
        name: m.name,
        role: m.role,
        status: 'active' as const,
      })),
      ...pending.map((p) => ({
        _id: null,
        inviteId: p.id,
        email: p.email,
        name: null,
        role: p.role,
        status: 'pending' as const,
      })),
    ];
  }

  /** Takes a shared settlement back from a user. */
  async revoke(caller: Caller, settlementId: string, userId: string): Promise<void> {
    await this.manageable(caller, settlementId);
    if (!(await sharingRepository.removeMember(this.options.db, settlementId, userId)))
      throw new AppError('NOT_FOUND');
  }

  /** Withdraws an invitation that was not accepted yet: its link stops working. */
  async cancelInvite(caller: Caller, settlementId: string, inviteId: string): Promise<void> {
    await this.manageable(caller, settlementId);
    if (!(await sharingRepository.cancelInvite(this.options.db, settlementId, inviteId)))
      throw new AppError('NOT_FOUND');
  }

  /** The pending invitation of a link for an email: with the link's secret, only the one that secret belongs to. */
  private pending(ref: InvitationRef, email: string): Promise<InviteRow | undefined> {
    return sharingRepository.findPending(this.options.db, {
      settlementId: ref.settlementId,
      inviterId: ref.userId,
      email,
      ...(ref.token !== undefined && { tokenHash: hashOpaqueToken(ref.token) }),
    });
  }

  /**
   * The invitation the signed-in user may open: one sent to his email, and either with the link's
   * secret or, without it, only once his email is verified (anybody may sign up with any email).
   */
  private async openedBy(caller: Caller, ref: InvitationRef): Promise<InviteRow> {
    const invite = await this.pending(ref, caller.user.email);
    if (!invite) throw new AppError('NOT_FOUND', { message: 'invitation not found' });
    if (ref.token === undefined && !caller.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
    return invite;
  }

  private async hasAccess(settlement: SettlementRow, userId: string): Promise<boolean> {
    const { db } = this.options;
    return Boolean(
      (await membershipsRepository.membership(db, settlement.account_id, userId)) ??
      (await sharingRepository.memberRole(db, settlement.id, userId)),
    );
  }

  /** The settlement, if the caller may share it: 404 when he cannot see it, 403 when he only sees it. */
  private async manageable(caller: Caller, settlementId: string): Promise<SettlementRow> {
    const { db } = this.options;
    const settlement = await this.options.settlements.findAnywhere(settlementId);
    if (!settlement) throw new AppError('NOT_FOUND');
    if (caller.role === 'superadmin') return settlement;
    const membership = await membershipsRepository.membership(db, settlement.account_id, caller.user._id);
    if (membership && membership.role !== 'invite') return settlement;
    if (membership || (await sharingRepository.memberRole(db, settlementId, caller.user._id))) {
      throw new AppError('FORBIDDEN');
    }
    throw new AppError('NOT_FOUND');
  }
}
