import { DAY_MS, HOUR_MS } from '@tropero/shared/constants';
import type { Executor } from '../db/executor';
import { AppError } from '../errors/app-error';
import { SharedRateLimits } from './rate-limiter';

/** Invitation mails one inviter sends an hour, to any addresses (accounts and settlements together). */
export const INVITATIONS_PER_INVITER_HOUR = 20;
/** Invitation mails one address receives a day, whoever sends them. */
export const INVITATIONS_PER_ADDRESS_DAY = 3;

/**
 * Limits on invitation mails, counted in the database so that every server counts the same: an
 * inviter cannot turn the app into a mailer for arbitrary addresses, nor flood one mailbox. Account
 * and settlement invitations share the counters. A refusal is 429 with Retry-After.
 */
export class InvitationLimits {
  private readonly limits: SharedRateLimits;

  constructor(db: Executor) {
    this.limits = new SharedRateLimits(db);
  }

  /** Counts one invitation mail from `inviterId` to `email`, or refuses it. */
  async admit(inviterId: string, email: string): Promise<void> {
    const byInviter = await this.limits.hit(`invitations by\n${inviterId}`, HOUR_MS);
    if (byInviter.count > INVITATIONS_PER_INVITER_HOUR) this.refuse(byInviter.windowEnds);
    const toAddress = await this.limits.hit(`invitations to\n${email}`, DAY_MS);
    if (toAddress.count > INVITATIONS_PER_ADDRESS_DAY) {
      // Not mailed: it does not use up the inviter's hour.
      await this.limits.release(`invitations by\n${inviterId}`);
      this.refuse(toAddress.windowEnds);
    }
  }

  private refuse(windowEnds: number): never {
    const seconds = Math.max(1, Math.ceil((windowEnds - this.limits.now()) / 1000));
    throw new AppError('RATE_LIMITED', {
      message: 'too many invitations; try again later',
      headers: { 'Retry-After': String(seconds) },
    });
  }
}
