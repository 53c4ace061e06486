import { DAY_MS } from '@tropero/shared/constants';
import type { Executor } from './db/executor';
import { rateLimitsRepository } from './access/rate-limits.repository';
import { accountInvitationsRepository } from './modules/accounts/account-invitations.repository';
import { refreshTokensRepository } from './modules/auth/refresh-tokens.repository';
import { sessionsRepository } from './modules/auth/sessions.repository';
import { notificationsRepository } from './modules/notifications/notifications.repository';
import { sharingRepository } from './modules/sharing/sharing.repository';
import {
  emailVerificationsRepository,
  passwordResetsRepository,
} from './modules/users/one-time-links.repository';
import { outboxRepository } from './providers/mail/outbox.repository';
import type { JobLog } from './jobs/job-runner';

/** How long what is done with is kept (for support's questions) before housekeeping deletes it. */
export const KEEP_DAYS = {
  /** An accepted settlement invitation. */
  answeredInvitation: 30,
  /** An invitation nobody answered lapses (account and settlement invitations alike). */
  unansweredInvitation: 90,
  /** A mail the outbox mailer kept (no SMTP). */
  outboxMail: 30,
  /** An alert waiting for a digest that was never mailed (its user gone, mail failing): the digest is daily. */
  digestItem: 7,
};

/** Rows per delete statement: each stays short, so that it holds its locks briefly. */
export const HOUSEKEEPING_BATCH = 500;

export const HOUSEKEEPING_KINDS = [
  'sessions',
  'refreshTokens',
  'passwordResets',
  'emailVerifications',
  'accountInvitations',
  'settlementInvitations',
  'outboxMails',
  'digestItems',
  'loginLimits',
] as const;
export type HousekeepingKind = (typeof HOUSEKEEPING_KINDS)[number];
export type HousekeepingCounts = Record<HousekeepingKind, number>;

export interface HousekeepingOptions {
  /** An access token's life: a session is deleted only once none of its access tokens can be valid. */
  accessTokenTtlSeconds: number;
  batchSize?: number;
}

/** One bounded delete statement of each kind, each owned by its module's repository. */
function deleters(db: Executor, now: number, options: HousekeepingOptions) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const daysAgo = (days: number) => iso(now - days * DAY_MS);
  // A refresh token is kept an access token's life past its expiry: until then its session may still
  // have a valid access token, and the session's rule reads the token.
  const quietSince = iso(now - options.accessTokenTtlSeconds * 1000);
  const deleters: Record<HousekeepingKind, (limit: number) => Promise<number>> = {
    sessions: (limit) => sessionsRepository.deleteEnded(db, quietSince, limit),
    refreshTokens: (limit) => refreshTokensRepository.deleteExpired(db, quietSince, limit),
    passwordResets: (limit) => passwordResetsRepository.deleteSpent(db, iso(now), limit),
    emailVerifications: (limit) => emailVerificationsRepository.deleteSpent(db, iso(now), limit),
    accountInvitations: (limit) =>
      accountInvitationsRepository.deleteUnanswered(db, daysAgo(KEEP_DAYS.unansweredInvitation), limit),
    settlementInvitations: (limit) =>
      sharingRepository.deleteStaleInvites(
        db,
        {
          acceptedBefore: daysAgo(KEEP_DAYS.answeredInvitation),
          sentBefore: daysAgo(KEEP_DAYS.unansweredInvitation),
        },
        limit,
      ),
    outboxMails: (limit) => outboxRepository.deleteOlderThan(db, daysAgo(KEEP_DAYS.outboxMail), limit),
    digestItems: (limit) =>
      notificationsRepository.deleteOldDigestItems(db, daysAgo(KEEP_DAYS.digestItem), limit),
    loginLimits: (limit) => rateLimitsRepository.deleteSpent(db, now, limit),
  };
  return deleters;
}

/**
 * Deletes what has expired, kind by kind, a batch per statement until a batch comes back short; stops
 * between statements once `signal` aborts. Answers how many rows of each kind went.
 */
export async function housekeep(
  db: Executor,
  options: HousekeepingOptions,
  signal: AbortSignal,
  now = Date.now(),
): Promise<HousekeepingCounts> {
  const limit = options.batchSize ?? HOUSEKEEPING_BATCH;
  const counts = Object.fromEntries(HOUSEKEEPING_KINDS.map((kind) => [kind, 0])) as HousekeepingCounts;
  for (const [kind, deleteBatch] of Object.entries(deleters(db, now, options))) {
    let deleted = limit;
    while (deleted === limit && !signal.aborted) {
      deleted = await deleteBatch(limit);
      counts[kind as HousekeepingKind] += deleted;
    }
  }
  return counts;
}

/** The hourly housekeeping job's run (schedule.ts): housekeeps and logs the counts of each kind. */
export async function runHousekeeping(
  db: Executor,
  log: Pick<JobLog, 'info'>,
  options: HousekeepingOptions,
  signal: AbortSignal,
): Promise<void> {
  const deleted = await housekeep(db, options, signal);
  const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
  log.info({ deleted }, `housekeeping: ${total} expired rows deleted`);
}
