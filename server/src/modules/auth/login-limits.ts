import { MINUTE_MS } from '@tropero/shared/constants';
import type { SharedRateLimits } from '../../access/rate-limiter';
import { AppError } from '../../errors/app-error';

const CLIENT_WINDOW_MS = 15 * MINUTE_MS;
/** An email's count of attempts from unknown clients starts again after this long without one. */
const EMAIL_WINDOW_MS = 15 * MINUTE_MS;
/** Attempts on one email from unknown clients that go through without waiting. */
export const FREE_ATTEMPTS = 5;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 5 * MINUTE_MS;

/** How long the n-th attempt on an email from unknown clients shuts the way for the next one. */
export function delayAfterAttempt(n: number): number {
  if (n <= FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (n - FREE_ATTEMPTS - 1));
}

export interface LoginLimitsConfig {
  /** Login attempts per client IP per minute. */
  perIp: number;
  /** Failed logins per email and client per 15 minutes. */
  perClient: number;
}

/** Who tries to log in: his address, and the device id of his login cookie when it was issued for this email. */
export interface LoginClient {
  ip: string;
  knownDevice?: string;
}

/**
 * The login limits (in the database, shared by every server:
 * docs/architecture.md "Several servers on one PostgreSQL"):
 * - per client IP, every attempt, so that one machine cannot try many emails;
 * - per email and client together (a known device, else the IP), failures since the last success,
 *   so that a stranger's failures lock out only the stranger;
 * - per email, attempts from clients the email never logged in from wait a delay that doubles with
 *   each one past the first few (up to 5 minutes), so that guessing from many addresses stays slow.
 *   A device that logged in before as that email (its login cookie) does not wait: the owner is
 *   never locked out by someone else's guesses.
 */
export class LoginLimits {
  constructor(
    private readonly limits: SharedRateLimits,
    private readonly config: LoginLimitsConfig,
  ) {}

  /** Counts an attempt or refuses it (429 with Retry-After); `succeeded` takes back what a success should not count. */
  async admit(email: string, client: LoginClient): Promise<{ succeeded(): Promise<void> }> {
    const perIp = await this.limits.hit(`ip\n${client.ip}`, MINUTE_MS);
    if (perIp.count > this.config.perIp) this.refuse(perIp.windowEnds - this.limits.now());

    const clientId = client.knownDevice ? `device\n${client.knownDevice}` : `ip\n${client.ip}`;
    const pair = `client\n${email}\n${clientId}`;
    const perClient = await this.limits.hit(pair, CLIENT_WINDOW_MS);
    if (perClient.count > this.config.perClient) this.refuse(perClient.windowEnds - this.limits.now());

    if (client.knownDevice) return { succeeded: () => this.limits.reset(pair) };
    const unknownClients = `email\n${email}`;
    const perEmail = await this.limits.hit(unknownClients, EMAIL_WINDOW_MS, true);
    const delay = delayAfterAttempt(perEmail.count);
    if (delay > 0) {
      const wait = await this.limits.pass(unknownClients, perEmail, delay);
      if (wait > 0) this.refuse(wait);
    }
    return {
      succeeded: async () => {
        await this.limits.reset(pair);
        await this.limits.release(unknownClients);
      },
    };
  }

  private refuse(waitMs: number): never {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(seconds) } });
  }
}
