import type { SignUpBody, User } from '@tropero/shared/auth';
import { DEFAULT_LANGUAGE, HOUR_MS, type Language } from '@tropero/shared/constants';
import { fromFlag, nowIso, toFlag, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../access/caller';
import { SharedRateLimits } from '../../access/rate-limiter';
import type { Mailer } from '../../providers/mail/mailer';
import { passwordResetMail, signUpAttemptMail } from '../../providers/mail/templates';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuthService } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashOpaqueToken, newOpaqueToken } from '../../access/tokens';
import type { SharingService } from '../sharing/sharing.service';
import { EmailVerification } from './email-verification';
import { passwordResetsRepository } from './one-time-links.repository';
import type { UserUpdateBody } from '@tropero/shared/contracts/users';
import type { AlertPreferences } from '@tropero/shared/contracts/alerts';
import { readPreferences } from '../notifications/stored-preferences';
import { changedFields, type AuditLog } from '../audit/audit.service';
import { toUser } from '../auth/to-user';
import { usersRepository } from './users.repository';

const RESET_LINK_HOURS = 1;

const MAILS_PER_HOUR = 5;

/** What every sign-up answers (with status 202), whether the email was new or registered. */
export const SIGN_UP_ANSWER = { message: 'check your email to go on' };

export interface UsersServiceOptions {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
  accounts: AccountsService;
  sharing: SharingService;
  auth: Pick<AuthService, 'endSessions'>;
  /** Where a superadmin's actions on users are recorded. */
  audit: Pick<AuditLog, 'record'>;
}

/** The audit action of a change to a user: what the console calls it. */
function updateAction(changes: { tags?: string[]; active?: boolean }, other: boolean): string {
  if (changes.active !== undefined && changes.tags === undefined && !other) {
    return changes.active ? 'user.activate' : 'user.deactivate';
  }
  if (changes.tags !== undefined && changes.active === undefined && !other) return 'user.tags';
  return 'user.update';
}

export class UsersService {
  /** Mails per address an hour, counted in the database so that every server counts the same. */
  private readonly limits: SharedRateLimits;
  private readonly verification: EmailVerification;

  constructor(private readonly options: UsersServiceOptions) {
    this.limits = new SharedRateLimits(options.db);
    this.verification = new EmailVerification(
      { ...options, proved: (trx, userId) => options.accounts.adoptEmailInvitations(trx, userId) },
      this.limits,
    );
  }

  /**
   * A rancher signing up gets his own FREE account, of which he is the owner, and the `admin`
   * tag so that he can set up his farm at once. Someone signing up from an invitation link gets
   * neither: only the settlement the invitation shares with his email, at once when the link's
   * secret came along (it reached his mailbox, so it verifies his email too), else once he has
   * verified his email and accepts it. Everyone else gets a link to verify his email.
   *
   * The answer is the same whether the email was new or registered (nobody learns which emails
   * are): the owner of a registered email is told by mail instead. The password is hashed either
   * way, so that a registered email does not answer sooner.
   */
  async signUp(body: SignUpBody): Promise<typeof SIGN_UP_ANSWER> {
    const { db, accounts, sharing } = this.options;
    const passwordHash = await hashPassword(body.password);
    const invitation = body.invite && (await sharing.invitationForSignUp(body.invite, body.email));
    const registered = await usersRepository.findByEmail(db, body.email);
    if (registered) {
      await this.warnOwner(registered);
      return SIGN_UP_ANSWER;
    }
    const now = nowIso();
    const id = newObjectId();
    const language = body.language ?? DEFAULT_LANGUAGE;
    try {
      await db.transaction().execute(async (trx) => {
        await usersRepository.insert(trx, {
          id,
          email: body.email,
          name: body.name,
          password_hash: passwordHash,
          active: 1,
          needs_password_reset: 0,
          language,
          tags: JSON.stringify(invitation ? [] : ['admin']),
          alert_push_notifications: 1,
          disable_alert: 0,
          device_token: null,
          deleted_at: null,
          created_at: now,
          updated_at: now,
          email_verified_at: invitation?.proven ? now : null,
        });
        if (invitation?.proven) {
          await sharing.acceptAsNewUser(trx, invitation.invite, id);
          await accounts.adoptEmailInvitations(trx, id);
        }
        if (!invitation) await accounts.open(trx, { name: body.name, accountType: 'FREE', ownerId: id });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same email signed up a moment before: answered like any registered email.
      const winner = await usersRepository.findByEmail(db, body.email);
      if (winner) await this.warnOwner(winner);
      return SIGN_UP_ANSWER;
    }
    if (!invitation?.proven) await this.verification.send({ id, email: body.email, language });
    return SIGN_UP_ANSWER;
  }

  /** Mails the link that verifies the signed-in user's email again. */
  resendVerification(caller: Caller): Promise<void> {
    return this.verification.resend(caller.user);
  }

  /** The login refused a user whose email is not verified yet: he is mailed a new link. */
  mailVerificationAfterLogin(row: UserRow): Promise<void> {
    return this.verification.resendAfterLogin({
      id: row.id,
      email: row.email,
      language: row.language as Language,
    });
  }

  /** Follows the mailed verification link. */
  verifyEmail(id: string, token: string): Promise<void> {
    return this.verification.confirm(id, token);
  }

  /** Tells the owner of a registered email that someone tried to sign up with it (a few times an hour at most). */
  private async warnOwner(row: UserRow): Promise<void> {
    if (row.deleted_at !== null) return;
    if (!(await this.limits.allow(`sign-up warning\n${row.email}`, MAILS_PER_HOUR, HOUR_MS))) return;
    const { mailer, publicUrl } = this.options;
    await mailer.send(
      signUpAttemptMail(row.language as Language, row.email, {
        login: new URL('/login', publicUrl).toString(),
        recovery: new URL('/recovery', publicUrl).toString(),
      }),
    );
  }

  async get(id: string): Promise<User> {
    const row = await usersRepository.findById(this.options.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toUser(row);
  }

  /** A user reads and changes only his own record; a superadmin any. Others' ids answer 403. */
  async getFor(caller: Caller, id: string): Promise<User> {
    this.assertSelfOrSuperadmin(caller, id);
    return this.get(id);
  }

  async list(query: { search?: string; active?: 'true' | 'false'; page: number; pageSize: number }) {
    const { items, total } = await usersRepository.list(this.options.db, query);
    return { items: items.map(toUser), total };
  }

  async update(
    caller: Caller,
    id: string,
    changes: Omit<UserUpdateBody, '_id'> & { disableAlert?: boolean },
  ) {
    this.assertSelfOrSuperadmin(caller, id);
    if ((changes.tags !== undefined || changes.active !== undefined) && caller.role !== 'superadmin') {
      throw new AppError('FORBIDDEN', { message: 'only a superadmin changes tags or active' });
    }
    if (changes.active === false && id === caller.user._id) {
      throw new AppError('CONFLICT', { message: 'a user cannot deactivate himself' });
    }
    const before = await this.get(id);
    await this.options.db.transaction().execute(async (trx) => {
      await usersRepository.update(trx, id, {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.language !== undefined && { language: changes.language }),
        ...(changes.alertPushNotifications !== undefined && {
          alert_push_notifications: toFlag(changes.alertPushNotifications),
        }),
        ...(changes.disableAlert !== undefined && { disable_alert: toFlag(changes.disableAlert) }),
        ...(changes.tags !== undefined && { tags: JSON.stringify(changes.tags) }),
        ...(changes.active !== undefined && { active: toFlag(changes.active) }),
      });
      if (changes.active === false) await this.options.auth.endSessions(trx, id);
      // A superadmin's changes to others, and to anyone's tags, are console actions.
      if (caller.role === 'superadmin' && (id !== caller.user._id || changes.tags !== undefined)) {
        const after = toUser((await usersRepository.findById(trx, id))!);
        const { tags, active, ...other } = changes;
        await this.options.audit.record(trx, {
          actorId: caller.user._id,
          action: updateAction(
            { tags, active },
            Object.values(other).some((v) => v !== undefined),
          ),
          subjectType: 'user',
          subjectId: id,
          ...changedFields(before, after),
        });
      }
    });
    return this.get(id);
  }

  /** A user's alert preferences (the defaults until he changes them); his own, or any for a superadmin. */
  async alertPreferences(caller: Caller, id: string): Promise<AlertPreferences> {
    this.assertSelfOrSuperadmin(caller, id);
    const row = await usersRepository.findById(this.options.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return readPreferences(row.alert_preferences);
  }

  async setAlertPreferences(caller: Caller, id: string, preferences: AlertPreferences) {
    this.assertSelfOrSuperadmin(caller, id);
    await this.get(id);
    await usersRepository.update(this.options.db, id, { alert_preferences: JSON.stringify(preferences) });
    return preferences;
  }

  /**
   * Deleting keeps the user's accounts and everything in them (nothing is lost): the user is
   * marked deleted, can no longer log in, and disappears from lists. The email stays taken.
   */
  async delete(caller: Caller, id: string): Promise<void> {
    if (id === caller.user._id) throw new AppError('CONFLICT', { message: 'a user cannot delete himself' });
    const before = await this.get(id);
    await this.options.db.transaction().execute(async (trx) => {
      await usersRepository.update(trx, id, { deleted_at: nowIso(), active: 0 });
      await this.options.auth.endSessions(trx, id);
      await this.options.audit.record(trx, {
        actorId: caller.user._id,
        action: 'user.delete',
        subjectType: 'user',
        subjectId: id,
        before: { active: before.active, deleted: false },
        after: { active: false, deleted: true },
      });
    });
  }

  /**
   * A superadmin makes a user choose a new password: his sessions end, he must set one at his
   * next login, and he is mailed a reset link as when he asks for one himself.
   */
  async forcePasswordReset(caller: Caller, id: string): Promise<void> {
    const row = await usersRepository.findById(this.options.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.active !== 1) throw new AppError('CONFLICT', { message: 'the user is not active' });
    const link = await this.options.db.transaction().execute(async (trx) => {
      await usersRepository.update(trx, id, { needs_password_reset: 1 });
      await this.options.auth.endSessions(trx, id);
      await this.options.audit.record(trx, {
        actorId: caller.user._id,
        action: 'user.passwordReset',
        subjectType: 'user',
        subjectId: id,
        before: { needsPasswordReset: fromFlag(row.needs_password_reset) },
        after: { needsPasswordReset: true },
      });
      return this.issueResetLink(trx, row.id);
    });
    await this.mailResetLink(row, link);
  }

  /**
   * A user changes his own password with the current one; a superadmin sets another user's
   * password without it, and that user must then choose his own at next login.
   */
  async changePassword(caller: Caller, id: string, body: { currentPassword?: string; password: string }) {
    this.assertSelfOrSuperadmin(caller, id);
    const row = await usersRepository.findById(this.options.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    const self = id === caller.user._id;
    if (self && !(await verifyPassword(row.password_hash, body.currentPassword ?? ''))) {
      throw new AppError('VALIDATION', { errors: { currentPassword: 'validation.currentPasswordWrong' } });
    }
    const passwordHash = await hashPassword(body.password);
    await this.options.db.transaction().execute((trx) => this.storePassword(trx, id, passwordHash, !self));
  }

  /** Always succeeds, so that nobody learns which emails are registered. */
  async requestPasswordReset(email: string): Promise<void> {
    const { db } = this.options;
    if (!(await this.limits.allow(`password reset\n${email}`, MAILS_PER_HOUR, HOUR_MS))) return;
    const row = await usersRepository.findByEmail(db, email);
    if (!row || row.deleted_at !== null || row.active !== 1) return;
    await this.mailResetLink(row, await this.issueResetLink(db, row.id));
  }

  /** Stores a new one-time reset link for the user; answers its address. */
  private async issueResetLink(db: Executor, userId: string): Promise<string> {
    const { token, hash } = newOpaqueToken();
    await passwordResetsRepository.insert(db, {
      id: newObjectId(),
      user_id: userId,
      token_hash: hash,
      expires_at: new Date(Date.now() + RESET_LINK_HOURS * 3_600_000).toISOString(),
    });
    const link = new URL('/reset', this.options.publicUrl);
    link.searchParams.set('id', userId);
    link.searchParams.set('token', token);
    return link.toString();
  }

  private async mailResetLink(row: UserRow, link: string): Promise<void> {
    await this.options.mailer.send(
      passwordResetMail(row.language as Language, row.email, link, RESET_LINK_HOURS),
    );
  }

  /** Sets a new password from a mailed link's token; the token works once and verifies the email. */
  async resetPassword(id: string, token: string, password: string): Promise<void> {
    const { db } = this.options;
    const reset = await passwordResetsRepository.findLive(db, hashOpaqueToken(token), id);
    if (!reset) throw new AppError('RESET_TOKEN_INVALID');
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      if (!(await passwordResetsRepository.markUsed(trx, reset.id)))
        throw new AppError('RESET_TOKEN_INVALID');
      await this.storePassword(trx, id, passwordHash, false);
      // The link reached his mailbox: that proves the email too.
      await usersRepository.markEmailVerified(trx, id);
      await this.options.accounts.adoptEmailInvitations(trx, id);
    });
  }

  /** Stores a new password hash and ends every session of the user (call inside a transaction). */
  private async storePassword(trx: Executor, id: string, passwordHash: string, needsReset: boolean) {
    await usersRepository.update(trx, id, {
      password_hash: passwordHash,
      needs_password_reset: toFlag(needsReset),
    });
    await this.options.auth.endSessions(trx, id);
  }

  /**
   * Checked before any lookup, so an unknown id answers the same 403 as someone else's: the
   * refusal says that the caller may not name other users, not whether the id exists.
   */
  private assertSelfOrSuperadmin(caller: Caller, id: string) {
    if (caller.user._id !== id && caller.role !== 'superadmin') throw new AppError('FORBIDDEN');
  }
}
