import type { LoginBody, LoginResponse, User } from '@tropero/shared/auth';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { AppError } from '../../errors/app-error';
import { SharedRateLimits } from '../../access/rate-limiter';
import { toUser } from './to-user';
import type { UserRow } from '../../db/schema';
import { credentialsRepository } from './credentials.repository';
import { LoginDevices } from './login-device';
import { LoginLimits, type LoginLimitsConfig } from './login-limits';
import { verifyPassword } from './passwords';
import { refreshTokensRepository } from './refresh-tokens.repository';
import { sessionsRepository } from './sessions.repository';
import { hashOpaqueToken, newOpaqueToken, type TokenSigner } from '../../access/tokens';

export interface AuthServiceOptions {
  db: Executor;
  tokens: TokenSigner;
  /** Signs the login cookies of known devices (the JWT secret). */
  secret: string;
  refreshTokenTtlDays: number;
  loginLimits: LoginLimitsConfig;
  /** Mails a user whose email is not verified yet a new link (within its own limit). */
  mailVerification: (row: UserRow) => Promise<void>;
}

/** Who is logging in: his address and the login cookie his client presented, if any. */
export interface LoginAttempt {
  ip: string;
  deviceCookie?: string;
}

/** What a successful login hands the client besides its answer: its login cookie for next time. */
export interface Authenticated<T> {
  answer: T;
  deviceCookie: string;
}

export class AuthService {
  private readonly limits: LoginLimits;
  private readonly devices: LoginDevices;

  constructor(private readonly options: AuthServiceOptions) {
    this.limits = new LoginLimits(new SharedRateLimits(options.db), options.loginLimits);
    this.devices = new LoginDevices(options.secret);
  }

  /**
   * Checks credentials within the login limits; an inactive user is refused after a correct password.
   * An email not verified yet is refused exactly like a wrong password (status, message, and the
   * attempt counted as a failure), so that "sign up, then log in" does not tell a new email from a
   * registered one; its owner gets a new verification link instead, which is his way in.
   */
  private async checkCredentials(
    { email, password }: LoginBody,
    attempt: LoginAttempt,
  ): Promise<{ row: UserRow; deviceCookie: string }> {
    const knownDevice = this.devices.knownDevice(email, attempt.deviceCookie);
    const admitted = await this.limits.admit(email, { ip: attempt.ip, knownDevice });
    const row = await credentialsRepository.byEmail(this.options.db, email);
    const live = row && row.deleted_at === null ? row : undefined;
    if (!(await verifyPassword(live?.password_hash, password))) throw new AppError('BAD_CREDENTIALS');
    if (live!.email_verified_at === null) {
      await this.options.mailVerification(live!);
      throw new AppError('BAD_CREDENTIALS');
    }
    await admitted.succeeded();
    if (live!.active !== 1) throw new AppError('USER_INACTIVE');
    return { row: live!, deviceCookie: this.devices.issue(email, attempt.deviceCookie) };
  }

  async login(body: LoginBody, attempt: LoginAttempt): Promise<Authenticated<LoginResponse>> {
    const { row, deviceCookie } = await this.checkCredentials(body, attempt);
    const sessionId = newObjectId();
    const refreshToken = await this.options.db.transaction().execute(async (trx) => {
      await sessionsRepository.insert(trx, sessionId, row.id);
      return this.issueRefreshToken(trx, row.id, sessionId);
    });
    const accessToken = await this.options.tokens.sign(row.id, sessionId, 'api');
    return { answer: { accessToken, refreshToken, user: toUser(row) }, deviceCookie };
  }

  /** A data-API login is a session of its own, without a refresh token. */
  async dataLogin(body: LoginBody, attempt: LoginAttempt): Promise<Authenticated<{ accessToken: string }>> {
    const { row, deviceCookie } = await this.checkCredentials(body, attempt);
    const sessionId = newObjectId();
    await sessionsRepository.insert(this.options.db, sessionId, row.id);
    return {
      answer: { accessToken: await this.options.tokens.sign(row.id, sessionId, 'data-api') },
      deviceCookie,
    };
  }

  /** A data-API token of the caller's product-API session: logging out ends both. */
  dataToken(userId: string, sessionId: string): Promise<string> {
    return this.options.tokens.sign(userId, sessionId, 'data-api');
  }

  /** The active user of a live session: every authenticated request asks this once. */
  async sessionUser(userId: string, sessionId: string): Promise<User | undefined> {
    const row = await sessionsRepository.liveUser(this.options.db, userId, sessionId);
    return row?.active === 1 ? toUser(row) : undefined;
  }

  /**
   * Rotates a refresh token: the presented one is revoked and a new one of the same family issued.
   * A token presented again after rotation means it leaked: the whole session is ended.
   */
  async refresh(presented: string | undefined): Promise<{ accessToken: string; refreshToken: string }> {
    if (!presented) throw new AppError('REFRESH_INVALID');
    const { db } = this.options;
    const stored = await refreshTokensRepository.findByHash(db, hashOpaqueToken(presented));
    if (!stored) throw new AppError('REFRESH_INVALID');
    if (stored.revoked_at !== null) {
      await this.endSession(db, stored.family_id);
      throw new AppError('REFRESH_INVALID');
    }
    if (stored.expires_at <= new Date().toISOString()) throw new AppError('REFRESH_INVALID');
    if (!(await credentialsRepository.isActive(db, stored.user_id))) throw new AppError('REFRESH_INVALID');
    const refreshToken = await db.transaction().execute(async (trx) => {
      if (!(await refreshTokensRepository.revokeIfLive(trx, stored.id))) {
        await this.endSession(trx, stored.family_id);
        return undefined;
      }
      return this.issueRefreshToken(trx, stored.user_id, stored.family_id);
    });
    if (!refreshToken) throw new AppError('REFRESH_INVALID');
    const accessToken = await this.options.tokens.sign(stored.user_id, stored.family_id, 'api');
    return { accessToken, refreshToken };
  }

  /**
   * Ends the session of the refresh token and that of the access token, whichever the client
   * presents: its access tokens are refused from then on. Unknown or invalid tokens are ignored.
   */
  async logout(refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
    const { db } = this.options;
    if (refreshToken) {
      const stored = await refreshTokensRepository.findByHash(db, hashOpaqueToken(refreshToken));
      if (stored) await this.endSession(db, stored.family_id);
    }
    if (accessToken) {
      const session = await this.options.tokens.verify(accessToken, 'api').catch(() => undefined);
      if (session) await this.endSession(db, session.sessionId);
    }
  }

  /** Ends every session of a user (a new password, deactivation, deletion); inside the caller's transaction. */
  async endSessions(trx: Executor, userId: string): Promise<void> {
    await sessionsRepository.revokeAllOfUser(trx, userId);
    await refreshTokensRepository.revokeAllOfUser(trx, userId);
  }

  private async endSession(db: Executor, sessionId: string): Promise<void> {
    await sessionsRepository.revoke(db, sessionId);
    await refreshTokensRepository.revokeFamily(db, sessionId);
  }

  private async issueRefreshToken(db: Executor, userId: string, familyId: string): Promise<string> {
    const { token, hash } = newOpaqueToken();
    const expires = new Date(Date.now() + this.options.refreshTokenTtlDays * 86_400_000);
    await refreshTokensRepository.insert(db, {
      id: newObjectId(),
      family_id: familyId,
      user_id: userId,
      token_hash: hash,
      expires_at: expires.toISOString(),
    });
    return token;
  }
}
