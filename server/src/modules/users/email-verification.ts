import type { User } from '@tropero/shared/auth';
import type { Language } from '@tropero/shared/constants';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { AppError } from '../../errors/app-error';
import type { SharedRateLimits } from '../../access/rate-limiter';
import type { Mailer } from '../../providers/mail/mailer';
import { emailVerificationMail } from '../../providers/mail/templates';
import { hashOpaqueToken, newOpaqueToken } from '../../access/tokens';
import { emailVerificationsRepository } from './one-time-links.repository';
import { usersRepository } from './users.repository';

const LINK_HOURS = 48;
const RESENDS_PER_HOUR = 5;

/**
 * Proving an email: a one-time link mailed to the address (`/verify-email?id=…&token=…`). Until
 * then the login is refused (and mails a new link); sessions from before keep working, but
 * invitations sent to his email open only with their link.
 */
export class EmailVerification {
  constructor(
    private readonly options: {
      db: Executor;
      mailer: Mailer;
      publicUrl: string;
      /** What else a proved address opens (inside the verification's transaction). */
      proved: (trx: Executor, userId: string) => Promise<void>;
    },
    private readonly limits: SharedRateLimits,
  ) {}

  /** Mails a new verification link to the user's address. */
  async send(user: { id: string; email: string; language: Language }): Promise<void> {
    const { db, mailer, publicUrl } = this.options;
    const { token, hash } = newOpaqueToken();
    await emailVerificationsRepository.insert(db, {
      id: newObjectId(),
      user_id: user.id,
      token_hash: hash,
      expires_at: new Date(Date.now() + LINK_HOURS * 3_600_000).toISOString(),
    });
    const link = new URL('/verify-email', publicUrl);
    link.searchParams.set('id', user.id);
    link.searchParams.set('token', token);
    await mailer.send(emailVerificationMail(user.language, user.email, link.toString(), LINK_HOURS));
  }

  /** The signed-in user asks for the link again; a few times an hour at most. */
  async resend(user: User): Promise<void> {
    if (user.emailVerified) return;
    if (!(await this.resendAllowed(user._id))) throw new AppError('RATE_LIMITED');
    await this.send({ id: user._id, email: user.email, language: user.language });
  }

  /** A login refused for the unverified email mails a new link, within the same limit (silently beyond). */
  async resendAfterLogin(user: { id: string; email: string; language: Language }): Promise<void> {
    if (await this.resendAllowed(user.id)) await this.send(user);
  }

  private resendAllowed(userId: string): Promise<boolean> {
    return this.limits.allow(`verification resend\n${userId}`, RESENDS_PER_HOUR, 3_600_000);
  }

  /** Follows a mailed link: the email counts as verified from now on; the link works once. */
  async confirm(userId: string, token: string): Promise<void> {
    const { db } = this.options;
    const link = await emailVerificationsRepository.findLive(db, hashOpaqueToken(token), userId);
    if (!link) throw new AppError('VERIFY_TOKEN_INVALID');
    await db.transaction().execute(async (trx) => {
      if (!(await emailVerificationsRepository.markUsed(trx, link.id))) {
        throw new AppError('VERIFY_TOKEN_INVALID');
      }
      await usersRepository.markEmailVerified(trx, userId);
      await this.options.proved(trx, userId);
    });
  }
}
