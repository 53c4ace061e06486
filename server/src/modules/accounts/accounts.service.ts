import type { Account } from '@tropero/shared/auth';
import type { AccountType, Language } from '@tropero/shared/constants';
import type { Selectable } from 'kysely';
import { fromFlag, toFlag, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { AppError } from '../../errors/app-error';
import { InvitationLimits } from '../../access/invitation-limits';
import type { Caller } from '../../access/caller';
import { membershipsRepository } from '../../access/memberships.repository';
import type {
  AccountMember,
  InvitationAnswer,
  InviteMemberBody,
  UpdateAccountBody,
} from '@tropero/shared/contracts/accounts';
import { SATELLITE_INTEGRATION_NEEDS_FULL } from '@tropero/shared/contracts/green-index';
import type { AccountInvitationsTable, AccountRow } from '../../db/schema';
import type { Mailer } from '../../providers/mail/mailer';
import { accountInviteMail, accountInviteSignUpMail } from '../../providers/mail/templates';
import { DEFAULT_LANGUAGE } from '@tropero/shared/constants';
import { hashOpaqueToken, newOpaqueToken } from '../../access/tokens';
import type { AuditLog } from '../audit/audit.service';
import {
  accountEmailInvitationsRepository,
  accountInvitationsRepository,
} from './account-invitations.repository';
import { accountsRepository, toAccount } from './accounts.repository';

type AccountInvitationRow = Selectable<AccountInvitationsTable>;
type InvitedRole = AccountInvitationsTable['role'];

/** An invitation as its invitee is shown it: which account, who invited, for what. */
const namesOf = (row: {
  account_id: string;
  account_name: string;
  inviter_name: string;
  role: InvitedRole;
}) => ({
  accountId: row.account_id,
  accountName: row.account_name,
  inviterName: row.inviter_name,
  role: row.role,
});

/** The link an account invitation mail carries: the web app's page that answers it. */
function invitationLink(publicUrl: string, invitationId: string, token: string): string {
  const link = new URL('/account-invite', publicUrl);
  link.searchParams.set('invitation', invitationId);
  link.searchParams.set('token', token);
  return link.toString();
}

/**
 * The stored changes of an account's name, plan, active flag and satellite integration, with the
 * rule of spec §5: the integration needs the FULL plan, and a plan down to FREE takes it away.
 */
export function accountChanges(
  account: Pick<AccountRow, 'account_type'>,
  body: Pick<UpdateAccountBody, 'name' | 'accountType' | 'active' | 'satelliteIntegration'>,
) {
  const plan = body.accountType ?? account.account_type;
  if (body.satelliteIntegration === true && plan !== 'FULL') {
    throw new AppError('CONFLICT', {
      message: SATELLITE_INTEGRATION_NEEDS_FULL,
      errors: { satelliteIntegration: 'validation.satelliteIntegrationNeedsFull' },
    });
  }
  const integration = plan === 'FULL' ? body.satelliteIntegration : false;
  return {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.accountType !== undefined && { account_type: body.accountType }),
    ...(body.active !== undefined && { active: toFlag(body.active) }),
    ...(integration !== undefined && { satellite_integration: toFlag(integration) }),
  };
}

export class AccountsService {
  private readonly db: Executor;
  private readonly invitationLimits: InvitationLimits;

  constructor(
    private readonly options: { db: Executor; mailer: Mailer; publicUrl: string; audit: AuditLog },
  ) {
    this.db = options.db;
    this.invitationLimits = new InvitationLimits(options.db);
  }

  /** The caller opens a new account and owns it; only a superadmin chooses a plan other than FREE. */
  async create(caller: Caller, body: { name: string; accountType?: AccountType }): Promise<Account> {
    if (body.accountType && body.accountType !== 'FREE' && caller.role !== 'superadmin') {
      throw new AppError('FORBIDDEN', { message: 'only a superadmin sets the plan' });
    }
    const id = await this.db.transaction().execute((trx) =>
      this.open(trx, {
        name: body.name,
        accountType: body.accountType ?? 'FREE',
        ownerId: caller.user._id,
      }),
    );
    return this.find(id);
  }

  /** Opens an account owned by a user, inside the caller's transaction; answers its id. */
  async open(trx: Executor, account: { name: string; accountType: AccountType; ownerId: string }) {
    const id = newObjectId();
    await accountsRepository.insert(trx, { id, ...account });
    await accountsRepository.upsertMember(trx, {
      accountId: id,
      userId: account.ownerId,
      role: 'owner',
      active: true,
    });
    return id;
  }

  /** The accounts a user belongs to: his own list, or anyone's for a superadmin. */
  async listForUser(caller: Caller, userId: string, activeOnly: boolean): Promise<Account[]> {
    if (caller.user._id !== userId && caller.role !== 'superadmin') throw new AppError('NOT_FOUND');
    const rows = await membershipsRepository.reachableAccounts(this.db, userId, activeOnly);
    return rows.map(toAccount);
  }

  /** Owner or superadmin renames; plan and active flag are the superadmin's. */
  async update(caller: Caller, id: string, body: UpdateAccountBody): Promise<Account> {
    const account = await this.assertManager(caller, id);
    const bySuperadmin = [body.accountType, body.active, body.satelliteIntegration].some(
      (v) => v !== undefined,
    );
    if (bySuperadmin && caller.role !== 'superadmin') {
      throw new AppError('FORBIDDEN', {
        message: 'only a superadmin changes the plan, the active flag or the satellite integration',
      });
    }
    await accountsRepository.update(this.db, id, accountChanges(account, body));
    return this.find(id);
  }

  /**
   * Changes a member's role or active flag. Someone who is not a member is not added: he gets an
   * invitation (in the app and by mail) and joins only if he accepts it, so that nobody's accounts,
   * default account or requests change without his consent. The owner's own membership is fixed.
   */
  async setMember(
    caller: Caller,
    accountId: string,
    userId: string,
    body: { role: InvitedRole; active: boolean },
  ) {
    const account = await this.assertManager(caller, accountId);
    if (account.owner_id === userId)
      throw new AppError('CONFLICT', { message: 'the owner membership cannot change' });
    const invitee = await accountsRepository.invitee(this.db, userId);
    if (!invitee) throw new AppError('NOT_FOUND');
    const existing = await accountsRepository.findMember(this.db, accountId, userId);
    if (existing) {
      return this.db.transaction().execute(async (trx) => {
        await accountsRepository.upsertMember(trx, { accountId, userId, ...body });
        const member = (await accountsRepository.findMember(trx, accountId, userId))!;
        const after = { userId, role: member.role, active: fromFlag(member.active) };
        await this.audited(trx, caller, account, 'account.member.update', {
          before: { userId, role: existing.role, active: fromFlag(existing.active) },
          after,
        });
        return { accountId, ...after, status: 'active' as const };
      });
    }
    if (!body.active) throw new AppError('CONFLICT', { message: 'the user is not a member' });
    await this.invitationLimits.admit(caller.user._id, invitee.email);
    const { token, hash } = newOpaqueToken();
    const invitationId = await this.db.transaction().execute(async (trx) => {
      const id = await accountInvitationsRepository.upsert(trx, {
        id: newObjectId(),
        accountId,
        userId,
        role: body.role,
        invitedBy: caller.user._id,
        tokenHash: hash,
      });
      await this.audited(trx, caller, account, 'account.member.invite', {
        before: null,
        after: { userId, role: body.role },
      });
      return id;
    });
    await this.options.mailer.send(
      accountInviteMail(invitee.language as Language, invitee.email, {
        inviter: caller.user.name,
        account: account.name,
        role: body.role,
        link: invitationLink(this.options.publicUrl, invitationId, token),
      }),
    );
    return { accountId, userId, role: body.role, active: false, status: 'pending' as const };
  }

  /**
   * The account's invitations still waiting for an answer: its owner's (or a superadmin's) to see.
   * Each shows the address it was sent to, never the name of a registered user: an invitation to
   * an address nobody has registered looks the same (see `inviteByEmail`).
   */
  async invitationsOf(caller: Caller, accountId: string) {
    await this.assertManager(caller, accountId);
    const [registered, unregistered] = await Promise.all([
      accountInvitationsRepository.ofAccount(this.db, accountId),
      accountEmailInvitationsRepository.ofAccount(this.db, accountId),
    ]);
    return [...registered, ...unregistered]
      .map((row) => ({ _id: row.id, email: row.email, role: row.role, createdAt: row.created_at }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** The account's members and their roles: its owner's (or a superadmin's) to see. */
  async membersOf(caller: Caller, accountId: string): Promise<AccountMember[]> {
    await this.assertManager(caller, accountId);
    const rows = await accountsRepository.members(this.db, accountId);
    return rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      email: row.email,
      role: row.role,
      active: fromFlag(row.active),
    }));
  }

  /**
   * Invites someone by his email. The answer, the mail's arrival and the pending list are the same
   * whether the address is registered or not, so that inviting tells nobody which emails are: a
   * registered user gets an invitation as `setMember` makes; an address nobody has registered is
   * asked to sign up, and its invitation waits for him until he proves the address
   * (`adoptEmailInvitations`). Only someone already a member (whom the owner sees) is refused.
   */
  async inviteByEmail(caller: Caller, accountId: string, body: InviteMemberBody) {
    const account = await this.assertManager(caller, accountId);
    const invitee = await accountsRepository.inviteeByEmail(this.db, body.email);
    if (invitee && (await accountsRepository.findMember(this.db, accountId, invitee.id))) {
      throw new AppError('CONFLICT', {
        message: 'the user is already a member',
        errors: { email: 'validation.alreadyMember' },
      });
    }
    if (invitee) {
      await this.setMember(caller, accountId, invitee.id, { role: body.role, active: true });
    } else {
      await this.invitationLimits.admit(caller.user._id, body.email);
      await this.db.transaction().execute(async (trx) => {
        await accountEmailInvitationsRepository.upsert(trx, {
          id: newObjectId(),
          accountId,
          email: body.email,
          role: body.role,
          invitedBy: caller.user._id,
        });
        await this.audited(trx, caller, account, 'account.member.invite', {
          before: null,
          after: { email: body.email, role: body.role },
        });
      });
      const link = new URL('/register', this.options.publicUrl);
      link.searchParams.set('email', body.email);
      await this.options.mailer.send(
        accountInviteSignUpMail(DEFAULT_LANGUAGE, body.email, {
          inviter: caller.user.name,
          account: account.name,
          role: body.role,
          link: link.toString(),
        }),
      );
    }
    return { message: 'invitation sent', email: body.email, role: body.role, status: 'pending' as const };
  }

  /**
   * The user proved his address (a verification or recovery link): the account invitations sent
   * to it before he signed up now wait for his answer like any other (call inside the transaction).
   */
  async adoptEmailInvitations(trx: Executor, userId: string): Promise<void> {
    const user = await accountsRepository.invitee(trx, userId);
    if (!user) return;
    for (const row of await accountEmailInvitationsRepository.take(trx, user.email)) {
      if (await accountsRepository.findMember(trx, row.account_id, userId)) continue;
      await accountInvitationsRepository.upsert(trx, {
        id: row.id,
        accountId: row.account_id,
        userId,
        role: row.role,
        invitedBy: row.invited_by,
        // Answered in the app: no link was mailed for this secret.
        tokenHash: newOpaqueToken().hash,
      });
    }
  }

  /** The owner (or a superadmin) removes a member; the owner himself cannot be removed. */
  async removeMember(caller: Caller, accountId: string, userId: string): Promise<void> {
    const account = await this.assertManager(caller, accountId);
    if (account.owner_id === userId) {
      throw new AppError('CONFLICT', { message: 'the owner cannot be removed; transfer the account first' });
    }
    await this.db.transaction().execute(async (trx) => {
      const member = await accountsRepository.findMember(trx, accountId, userId);
      if (!member || !(await accountsRepository.removeMember(trx, accountId, userId))) {
        throw new AppError('NOT_FOUND');
      }
      await this.audited(trx, caller, account, 'account.member.remove', {
        before: { userId, role: member.role, active: fromFlag(member.active) },
        after: null,
      });
    });
  }

  /** A member leaves an account; its owner must hand it to someone else first. */
  async leave(caller: Caller, accountId: string): Promise<void> {
    const account = await accountsRepository.findById(this.db, accountId);
    const member = account && (await accountsRepository.findMember(this.db, accountId, caller.user._id));
    if (!account || !member) throw new AppError('NOT_FOUND');
    if (account.owner_id === caller.user._id) {
      throw new AppError('CONFLICT', { message: 'the owner cannot leave; transfer the account first' });
    }
    await accountsRepository.removeMember(this.db, accountId, caller.user._id);
  }

  /**
   * Hands the account to one of its active members: he becomes its owner, and the former owner
   * stays on as an admin. Only the owner (or a superadmin) may do it.
   */
  async transferOwnership(caller: Caller, accountId: string, userId: string): Promise<Account> {
    const account = await this.assertManager(caller, accountId);
    if (account.owner_id === userId) {
      throw new AppError('CONFLICT', { message: 'the user already owns the account' });
    }
    const member = await accountsRepository.findMember(this.db, accountId, userId);
    if (!member || !fromFlag(member.active)) {
      throw new AppError('CONFLICT', {
        message: 'the account can only go to one of its active members',
        errors: { userId: 'validation.notAMember' },
      });
    }
    await this.db.transaction().execute(async (trx) => {
      await accountsRepository.upsertMember(trx, {
        accountId,
        userId: account.owner_id,
        role: 'admin',
        active: true,
      });
      await accountsRepository.upsertMember(trx, { accountId, userId, role: 'owner', active: true });
      await accountsRepository.setOwner(trx, accountId, userId);
      await this.audited(trx, caller, account, 'account.owner.transfer', {
        before: { ownerId: account.owner_id },
        after: { ownerId: userId },
      });
    });
    return this.find(accountId);
  }

  /** Withdraws an invitation of the account: its link stops working. */
  async withdrawInvitation(caller: Caller, accountId: string, invitationId: string): Promise<void> {
    await this.assertManager(caller, accountId);
    const removed =
      (await accountInvitationsRepository.remove(this.db, invitationId, accountId)) ||
      (await accountEmailInvitationsRepository.remove(this.db, invitationId, accountId));
    if (!removed) throw new AppError('NOT_FOUND');
  }

  /** The invitations waiting for the signed-in user's answer. */
  async invitationsFor(caller: Caller) {
    const rows = await accountInvitationsRepository.waitingFor(this.db, caller.user._id);
    return rows.map((row) => ({ _id: row.id, createdAt: row.created_at, ...namesOf(row) }));
  }

  /** The invitation a mailed link opens, named; 404 unless the link's secret is its own. */
  async invitationByLink(invitationId: string, token: string) {
    const invitation = await this.invitationWith(invitationId, {
      column: 'token_hash',
      value: hashOpaqueToken(token),
    });
    const named = await accountInvitationsRepository.named(this.db, invitation.id);
    if (!named) throw new AppError('NOT_FOUND');
    return namesOf(named);
  }

  /** The signed-in invitee answers; anyone else's invitation answers 404. */
  async answer(caller: Caller, invitationId: string, answer: InvitationAnswer) {
    const invitation = await this.invitationWith(invitationId, { column: 'user_id', value: caller.user._id });
    return this.settle(invitation, answer);
  }

  /** Answers from the mailed link, whoever is signed in: its secret stands for the invitee. */
  async answerByLink(invitationId: string, token: string, answer: InvitationAnswer) {
    const invitation = await this.invitationWith(invitationId, {
      column: 'token_hash',
      value: hashOpaqueToken(token),
    });
    return this.settle(invitation, answer);
  }

  private async invitationWith(id: string, by: { column: 'user_id' | 'token_hash'; value: string }) {
    const invitation = await accountInvitationsRepository.find(this.db, id, by);
    if (!invitation) throw new AppError('NOT_FOUND', { message: 'invitation not found' });
    return invitation;
  }

  /** Accepting makes him an active member with the invited role; either answer ends the invitation. */
  private async settle(invitation: AccountInvitationRow, answer: InvitationAnswer) {
    await this.db.transaction().execute(async (trx) => {
      if (!(await accountInvitationsRepository.remove(trx, invitation.id))) {
        throw new AppError('NOT_FOUND', { message: 'invitation not found' });
      }
      if (answer === 'accept') {
        await accountsRepository.upsertMember(trx, {
          accountId: invitation.account_id,
          userId: invitation.user_id,
          role: invitation.role,
          active: true,
        });
      }
    });
    return { accountId: invitation.account_id, answer };
  }

  /**
   * A superadmin's change to a member of someone else's account is a console action: it goes into
   * the audit log, in the change's own transaction. An owner's change to his own account is not.
   */
  private async audited(
    trx: Executor,
    caller: Caller,
    account: AccountRow,
    action: string,
    change: { before: unknown; after: unknown },
  ): Promise<void> {
    if (caller.role !== 'superadmin' || account.owner_id === caller.user._id) return;
    await this.options.audit.record(trx, {
      actorId: caller.user._id,
      action,
      subjectType: 'account',
      subjectId: account.id,
      ...change,
    });
  }

  private async find(id: string): Promise<Account> {
    const row = await accountsRepository.findById(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAccount(row);
  }

  /** The account if the caller owns it (or is superadmin); 404 for everyone else, members included. */
  private async assertManager(caller: Caller, accountId: string) {
    const account = await accountsRepository.findById(this.db, accountId);
    if (!account) throw new AppError('NOT_FOUND');
    if (caller.role === 'superadmin' || account.owner_id === caller.user._id) return account;
    const membership = await membershipsRepository.membership(this.db, accountId, caller.user._id);
    if (membership) throw new AppError('FORBIDDEN');
    throw new AppError('NOT_FOUND');
  }
}
