import { DEFAULT_LANGUAGE, type Language } from '@tropero/shared/constants';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import type { SettlementRow, SharedRole } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../access/caller';
import { membershipsRepository } from '../../access/memberships.repository';
import type { Mailer } from '../../providers/mail/mailer';
import { settlementInviteMail } from '../../providers/mail/templates';
import type { SettlementsService } from '../settlements/settlements.service';
import { sharingRepository, type InviteRow } from './sharing.repository';

/** The link an invitation mail carries: the web app's accept-invite page (spec §2). */
export function inviteLink(publicUrl: string, settlementId: string, inviterId: string): string {
  const link = new URL('/addinvite', publicUrl);
  link.searchParams.set('settlement', settlementId);
  link.searchParams.set('user', inviterId);
  return link.toString();
}

/** Sharing a settlement with people outside its account, by invitation (spec §1, §6). */
export class SharingService {
  constructor(
    private readonly options: {
      db: Executor;
      mailer: Mailer;
      publicUrl: string;
      settlements: SettlementsService;
    },
  ) {}

  /** Mails an invitation; the owner or an admin of the account (or a superadmin) may share. */
  async invite(caller: Caller, settlementId: string, email: string, role: SharedRole) {
    const { db, mailer, publicUrl } = this.options;
    const settlement = await this.manageable(caller, settlementId);
    const invitee = await sharingRepository.userByEmail(db, email);
    if (invitee && (await this.hasAccess(settlement, invitee.id))) {
      throw new AppError('CONFLICT', { message: 'the user already has access to this settlement' });
    }
    await sharingRepository.insertInvite(db, {
      id: newObjectId(),
      settlement_id: settlementId,
      email,
      role,
      invited_by: caller.user._id,
    });
    const language = (invitee?.language as Language | undefined) ?? DEFAULT_LANGUAGE;
    await mailer.send(
      settlementInviteMail(language, email, {
        inviter: caller.user.name,
        settlement: settlement.name,
        link: inviteLink(publicUrl, settlementId, caller.user._id),
      }),
    );
    return { message: 'invitation sent', email, role };
  }

  /** The invitation waiting for the signed-in user, named for him: which settlement, who invited. */
  async preview(caller: Caller, settlementId: string, inviterId: string) {
    const { db } = this.options;
    const invite = await sharingRepository.findPending(db, settlementId, inviterId, caller.user.email);
    if (!invite) throw new AppError('NOT_FOUND', { message: 'invitation not found' });
    const [settlement, inviter] = await Promise.all([
      this.options.settlements.findAnywhere(settlementId),
      sharingRepository.inviterName(db, inviterId),
    ]);
    if (!settlement || !inviter) throw new AppError('NOT_FOUND', { message: 'invitation not found' });
    return { settlementId, settlementName: settlement.name, inviterName: inviter.name, role: invite.role };
  }

  /** The signed-in user accepts the invitation sent to his email. */
  async accept(caller: Caller, settlementId: string, inviterId: string) {
    const { db } = this.options;
    const invite = await sharingRepository.findPending(db, settlementId, inviterId, caller.user.email);
    if (!invite) throw new AppError('NOT_FOUND', { message: 'invitation not found' });
    await db.transaction().execute((trx) => sharingRepository.accept(trx, invite, caller.user._id));
    const settlement = await this.options.settlements.findAnywhere(settlementId);
    return { settlementId, accountId: settlement!.account_id, name: settlement!.name, role: invite.role };
  }

  /** The pending invitation of a settlement sent by a user to an email, if any. */
  pendingInvite(settlementId: string, inviterId: string, email: string): Promise<InviteRow | undefined> {
    return sharingRepository.findPending(this.options.db, settlementId, inviterId, email);
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
