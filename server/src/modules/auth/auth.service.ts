import type { LoginBody, LoginResponse } from '@tropero/shared/auth';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { AppError } from '../../errors/app-error';
import { RateLimiter } from '../../access/rate-limiter';
import { toUser } from '../users/to-user';
import type { UserRow } from '../../db/schema';
import { credentialsRepository } from './credentials.repository';
import { verifyPassword } from './passwords';
import { refreshTokensRepository } from './refresh-tokens.repository';
import { hashOpaqueToken, newOpaqueToken, type TokenSigner } from './tokens';

const MINUTE_MS = 60_000;

export interface AuthServiceOptions {
  db: Executor;
  tokens: TokenSigner;
  refreshTokenTtlDays: number;
  loginLimits: { perIp: number; perEmail: number };
}

export class AuthService {
  private readonly attemptsPerIp: RateLimiter;
  private readonly failuresPerEmail: RateLimiter;

  constructor(private readonly options: AuthServiceOptions) {
    this.attemptsPerIp = new RateLimiter(options.loginLimits.perIp, MINUTE_MS);
    this.failuresPerEmail = new RateLimiter(options.loginLimits.perEmail, 15 * MINUTE_MS);
  }

  /** Checks credentials with the login rate limits; an inactive user is refused after a correct password. */
  async checkCredentials({ email, password }: LoginBody, ip: string): Promise<UserRow> {
    const ipKey = `ip:${ip}`;
    const emailKey = `email:${email}`;
    const wait = Math.max(this.attemptsPerIp.retryAfter(ipKey), this.failuresPerEmail.retryAfter(emailKey));
    if (wait > 0) throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(wait) } });
    this.attemptsPerIp.hit(ipKey);

    const row = await credentialsRepository.byEmail(this.options.db, email);
    const live = row && row.deleted_at === null ? row : undefined;
    if (!(await verifyPassword(live?.password_hash, password))) {
      this.failuresPerEmail.hit(emailKey);
      throw new AppError('BAD_CREDENTIALS');
    }
    this.failuresPerEmail.reset(emailKey);
    if (live!.active !== 1) throw new AppError('USER_INACTIVE');
    return live!;
  }

  async login(body: LoginBody, ip: string): Promise<LoginResponse> {
    const row = await this.checkCredentials(body, ip);
    const [accessToken, refreshToken] = await Promise.all([
      this.options.tokens.sign(row.id, 'api'),
      this.issueRefreshToken(this.options.db, row.id, newObjectId()),
    ]);
    return { accessToken, refreshToken, user: toUser(row) };
  }

  async dataLogin(body: LoginBody, ip: string): Promise<{ accessToken: string }> {
    const row = await this.checkCredentials(body, ip);
    return { accessToken: await this.options.tokens.sign(row.id, 'data-api') };
  }

  dataToken(userId: string): Promise<string> {
    return this.options.tokens.sign(userId, 'data-api');
  }

  /**
   * Rotates a refresh token: the presented one is revoked and a new one of the same family issued.
   * A token presented again after rotation means it leaked: the whole family is revoked.
   */
  async refresh(presented: string | undefined): Promise<{ accessToken: string; refreshToken: string }> {
    if (!presented) throw new AppError('REFRESH_INVALID');
    const { db } = this.options;
    const stored = await refreshTokensRepository.findByHash(db, hashOpaqueToken(presented));
    if (!stored) throw new AppError('REFRESH_INVALID');
    if (stored.revoked_at !== null) {
      await refreshTokensRepository.revokeFamily(db, stored.family_id);
      throw new AppError('REFRESH_INVALID');
    }
    if (stored.expires_at <= new Date().toISOString()) throw new AppError('REFRESH_INVALID');
    if (!(await credentialsRepository.isActive(db, stored.user_id))) throw new AppError('REFRESH_INVALID');

    const refreshToken = await db.transaction().execute(async (trx) => {
      if (!(await refreshTokensRepository.revokeIfLive(trx, stored.id))) {
        await refreshTokensRepository.revokeFamily(trx, stored.family_id);
        return undefined;
      }
      return this.issueRefreshToken(trx, stored.user_id, stored.family_id);
    });
    if (!refreshToken) throw new AppError('REFRESH_INVALID');
    return { accessToken: await this.options.tokens.sign(stored.user_id, 'api'), refreshToken };
  }

  /** Ends the session the refresh token belongs to; unknown tokens are ignored. */
  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const stored = await refreshTokensRepository.findByHash(this.options.db, hashOpaqueToken(presented));
    if (stored) await refreshTokensRepository.revokeFamily(this.options.db, stored.family_id);
  }

  /** Ends every session of a user (a new password, deactivation, deletion); inside the caller's transaction. */
  async endSessions(trx: Executor, userId: string): Promise<void> {
    await refreshTokensRepository.revokeAllOfUser(trx, userId);
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
