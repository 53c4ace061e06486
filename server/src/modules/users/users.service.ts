import type { SignUpBody, User } from '@tropero/shared/auth';
import { DEFAULT_LANGUAGE, type Language } from '@tropero/shared/constants';
import { nowIso, toFlag, type Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeUnique } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../access/caller';
import { RateLimiter } from '../../access/rate-limiter';
import type { Mailer } from '../../providers/mail/mailer';
import { passwordResetMail } from '../../providers/mail/templates';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuthService } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import type { SharingService } from '../sharing/sharing.service';
import { passwordResetsRepository } from './password-resets.repository';
import type { UserUpdateBody } from '@tropero/shared/contracts/users';
import { toUser } from './to-user';
import { usersRepository } from './users.repository';

const RESET_LINK_HOURS = 1;

export interface UsersServiceOptions {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
  accounts: AccountsService;
  sharing: SharingService;
  auth: Pick<AuthService, 'endSessions'>;
}

export class UsersService {
  private readonly resetRequestsPerEmail = new RateLimiter(5, 60 * 60_000);

  constructor(private readonly options: UsersServiceOptions) {}

  /**
   * A rancher signing up gets his own FREE account, of which he is the owner, and the `admin`
   * tag so that he can set up his farm at once. Someone signing up from an invitation link gets
   * neither: only the settlement the invitation shares with his email. All in one transaction.
   */
  async signUp(body: SignUpBody): Promise<User> {
    const { db, accounts, sharing } = this.options;
    const check = async () => {
      if (await usersRepository.findByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');
    };
    await check();
    const invite =
      body.invite && (await sharing.pendingInvite(body.invite.settlementId, body.invite.userId, body.email));
    if (body.invite && !invite) {
      throw new AppError('NOT_FOUND', { message: 'invitation not found for this email' });
    }
    const now = nowIso();
    const id = newObjectId();
    const passwordHash = await hashPassword(body.password);
    await writeUnique(
      () =>
        db.transaction().execute(async (trx) => {
          await usersRepository.insert(trx, {
            id,
            email: body.email,
            name: body.name,
            password_hash: passwordHash,
            active: 1,
            needs_password_reset: 0,
            language: body.language ?? DEFAULT_LANGUAGE,
            tags: JSON.stringify(invite ? [] : ['admin']),
            alert_push_notifications: 1,
            disable_alert: 0,
            device_token: null,
            deleted_at: null,
            created_at: now,
            updated_at: now,
          });
          if (invite) {
            await sharing.acceptAsNewUser(trx, invite, id);
            return;
          }
          await accounts.open(trx, { name: body.name, accountType: 'FREE', ownerId: id });
        }),
      check,
    );
    return this.get(id);
  }

  async get(id: string): Promise<User> {
    const row = await usersRepository.findById(this.options.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toUser(row);
  }

  /** A user reads and changes only his own record; a superadmin any. Others' ids answer 404. */
  async getFor(caller: Caller, id: string): Promise<User> {
    this.assertSelfOrSuperadmin(caller, id);
    return this.get(id);
  }

  async list(query: { search?: string; page: number; pageSize: number }) {
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
    await this.get(id);
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
    });
    return this.get(id);
  }

  async setDeviceToken(caller: Caller, id: string, deviceToken: string): Promise<void> {
    this.assertSelfOrSuperadmin(caller, id);
    await this.get(id);
    await usersRepository.update(this.options.db, id, { device_token: deviceToken });
  }

  /**
   * Deleting keeps the user's accounts and everything in them (nothing is lost): the user is
   * marked deleted, can no longer log in, and disappears from lists. The email stays taken.
   */
  async delete(caller: Caller, id: string): Promise<void> {
    if (id === caller.user._id) throw new AppError('CONFLICT', { message: 'a user cannot delete himself' });
    await this.get(id);
    await this.options.db.transaction().execute(async (trx) => {
      await usersRepository.update(trx, id, { deleted_at: nowIso(), active: 0 });
      await this.options.auth.endSessions(trx, id);
    });
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
    const { db, mailer, publicUrl } = this.options;
    if (this.resetRequestsPerEmail.retryAfter(email) > 0) return;
    this.resetRequestsPerEmail.hit(email);
    const row = await usersRepository.findByEmail(db, email);
    if (!row || row.deleted_at !== null || row.active !== 1) return;
    const { token, hash } = newOpaqueToken();
    await passwordResetsRepository.insert(db, {
      id: newObjectId(),
      user_id: row.id,
      token_hash: hash,
      expires_at: new Date(Date.now() + RESET_LINK_HOURS * 3_600_000).toISOString(),
    });
    const link = new URL('/reset', publicUrl);
    link.searchParams.set('id', row.id);
    link.searchParams.set('token', token);
    await mailer.send(
      passwordResetMail(row.language as Language, row.email, link.toString(), RESET_LINK_HOURS),
    );
  }

  /** Sets a new password from a mailed link's token; the token works once. */
  async resetPassword(id: string, token: string, password: string): Promise<void> {
    const { db } = this.options;
    const reset = await passwordResetsRepository.findLive(db, hashOpaqueToken(token), id);
    if (!reset) throw new AppError('RESET_TOKEN_INVALID');
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      if (!(await passwordResetsRepository.markUsed(trx, reset.id)))
        throw new AppError('RESET_TOKEN_INVALID');
      await this.storePassword(trx, id, passwordHash, false);
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

  private assertSelfOrSuperadmin(caller: Caller, id: string): void {
    if (caller.user._id !== id && caller.role !== 'superadmin') throw new AppError('NOT_FOUND');
  }
}
