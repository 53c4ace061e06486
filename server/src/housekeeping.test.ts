import { beforeAll, expect, it } from 'vitest';
import { DAY_MS } from '@tropero/shared/constants';
import { newObjectId } from './db/object-id';
import { call, createSettlement, createUser, type TestUser } from '../test/app';
import { describeWithApp, type SuiteOptions } from '../test/suite';
import { housekeep, HOUSEKEEPING_KINDS, KEEP_DAYS, runHousekeeping } from './housekeeping';

const ACCESS_TOKEN_TTL_SECONDS = 900;

const setup: SuiteOptions = { config: { accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS }, owner: true };

describeWithApp('housekeeping on %s', setup, (ctx) => {
  let invitee: TestUser;
  let settlementId: string;
  const now = Date.now();
  const at = (msAgo: number) => new Date(now - msAgo).toISOString();
  const daysAgo = (days: number) => at(days * DAY_MS);
  const inDays = (days: number) => at(-days * DAY_MS);
  /** Ids of the rows each test inserts, by table and fate. */
  const rows = { expired: new Map<string, string[]>(), live: new Map<string, string[]>() };
  const note = (fate: 'expired' | 'live', table: string, id: string) =>
    rows[fate].set(table, [...(rows[fate].get(table) ?? []), id]);

  beforeAll(async () => {
    invitee = await createUser(ctx);
    settlementId = await createSettlement(ctx, ctx.owner);
  });

  async function seed() {
    const { db } = ctx.database;
    const session = async (fate: 'expired' | 'live', createdAt: string, revokedAt: string | null) => {
      const id = newObjectId();
      await db
        .insertInto('sessions')
        .values({ id, user_id: ctx.owner.id, created_at: createdAt, revoked_at: revokedAt })
        .execute();
      note(fate, 'sessions', id);
      return id;
    };
    const refreshToken = async (
      fate: 'expired' | 'live',
      familyId: string,
      expiresAt: string,
      revokedAt: string | null = null,
    ) => {
      const id = newObjectId();
      await db
        .insertInto('refresh_tokens')
        .values({
          id,
          family_id: familyId,
          user_id: ctx.owner.id,
          token_hash: `hash-${id}`,
          expires_at: expiresAt,
          revoked_at: revokedAt,
          created_at: daysAgo(1),
        })
        .execute();
      note(fate, 'refresh_tokens', id);
    };
    // Sessions: revoked; old with only expired tokens; a data-API login older than an access token.
    await session('expired', at(60_000), at(1000));
    await refreshToken('expired', await session('expired', daysAgo(40), null), daysAgo(2));
    await session('expired', at(2 * ACCESS_TOKEN_TTL_SECONDS * 1000), null);
    // Alive: an old session with a live token; one whose last token expired within an access token's
    // life (its last access token may still be valid); a fresh data-API login.
    await refreshToken('live', await session('live', daysAgo(40), null), inDays(3));
    await refreshToken('live', await session('live', daysAgo(40), null), at(60_000));
    await session('live', at(60_000), null);
    // Refresh tokens: a revoked one before its expiry stays (its reuse ends the session).
    const family = await session('live', daysAgo(1), null);
    await refreshToken('live', family, inDays(20), daysAgo(1));
    await refreshToken('live', family, inDays(29));

    for (const table of ['password_resets', 'email_verifications'] as const) {
      const link = async (fate: 'expired' | 'live', expiresAt: string, usedAt: string | null) => {
        const id = newObjectId();
        await db
          .insertInto(table)
          .values({
            id,
            user_id: ctx.owner.id,
            token_hash: `hash-${id}`,
            expires_at: expiresAt,
            used_at: usedAt,
            created_at: daysAgo(1),
          })
          .execute();
        note(fate, table, id);
      };
      await link('expired', inDays(1), at(60_000));
      await link('expired', at(1000), null);
      await link('expired', daysAgo(3), null);
      await link('live', inDays(1), null);
    }

    const accountInvitation = async (fate: 'expired' | 'live', userId: string, createdAt: string) => {
      const id = newObjectId();
      await db
        .insertInto('account_invitations')
        .values({
          id,
          account_id: ctx.owner.accountId,
          user_id: userId,
          role: 'admin',
          invited_by: ctx.owner.id,
          token_hash: `hash-${id}`,
          created_at: createdAt,
        })
        .execute();
      note(fate, 'account_invitations', id);
    };
    await accountInvitation('expired', invitee.id, daysAgo(KEEP_DAYS.unansweredInvitation + 1));
    const other = await createUser(ctx);
    await accountInvitation('live', other.id, daysAgo(KEEP_DAYS.unansweredInvitation - 1));

    const settlementInvite = async (
      fate: 'expired' | 'live',
      createdAt: string,
      acceptedAt: string | null,
    ) => {
      const id = newObjectId();
      await db
        .insertInto('settlement_invites')
        .values({
          id,
          settlement_id: settlementId,
          email: `${id}@example.com`,
          role: 'invite',
          invited_by: ctx.owner.id,
          created_at: createdAt,
          accepted_at: acceptedAt,
          token_hash: null,
        })
        .execute();
      note(fate, 'settlement_invites', id);
    };
    await settlementInvite('expired', daysAgo(100), daysAgo(KEEP_DAYS.answeredInvitation + 1));
    await settlementInvite('expired', daysAgo(KEEP_DAYS.unansweredInvitation + 1), null);
    await settlementInvite('live', daysAgo(100), daysAgo(KEEP_DAYS.answeredInvitation - 1));
    await settlementInvite('live', daysAgo(KEEP_DAYS.unansweredInvitation - 1), null);

    for (const [fate, createdAt] of [
      ['expired', daysAgo(KEEP_DAYS.outboxMail + 1)],
      ['expired', daysAgo(KEEP_DAYS.outboxMail + 2)],
      ['live', daysAgo(KEEP_DAYS.outboxMail - 1)],
    ] as const) {
      const id = newObjectId();
      await db
        .insertInto('outbox')
        .values({ id, to_address: 'a@example.com', subject: 's', body_text: 'b', created_at: createdAt })
        .execute();
      note(fate, 'outbox', id);
    }

    for (const [fate, createdAt] of [
      ['expired', daysAgo(KEEP_DAYS.digestItem + 1)],
      ['live', daysAgo(KEEP_DAYS.digestItem - 1)],
    ] as const) {
      const id = newObjectId();
      await db
        .insertInto('alert_digest_items')
        .values({ id, user_id: ctx.owner.id, alert_id: newObjectId(), alert: '{}', created_at: createdAt })
        .execute();
      note(fate, 'alert_digest_items', id);
    }

    for (const [fate, windowEnds, blockedUntil] of [
      ['expired', now - 1000, 0],
      ['expired', now - DAY_MS, now - 1000],
      ['live', now - 1000, now + 60_000],
      ['live', now + 60_000, 0],
    ] as const) {
      const key = `key-${newObjectId()}`;
      await db
        .insertInto('login_limits')
        .values({ key, count: 3, window_ends: windowEnds, blocked_until: blockedUntil })
        .execute();
      note(fate, 'login_limits', key);
    }
  }

  const remaining = async (table: string, ids: string[]) => {
    const key = table === 'login_limits' ? 'key' : 'id';
    const found = await ctx.database.db
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query over the tables seeded above
      .selectFrom(table as any)
      .select(key)
      .where(key, 'in', ids)
      .execute();
    return found.map((row) => (row as Record<string, string>)[key]).sort();
  };

  it('deletes only what has expired, in batches, and counts each kind', async () => {
    await seed();
    const counts = await housekeep(
      ctx.database.db,
      { accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS, batchSize: 2 },
      new AbortController().signal,
      now,
    );
    for (const [table, ids] of rows.expired) expect(await remaining(table, ids), table).toEqual([]);
    for (const [table, ids] of rows.live) expect(await remaining(table, ids), table).toEqual([...ids].sort());
    const expired = (table: string) => rows.expired.get(table)!.length;
    expect(counts).toEqual({
      sessions: expired('sessions'),
      refreshTokens: expired('refresh_tokens'),
      passwordResets: expired('password_resets'),
      emailVerifications: expired('email_verifications'),
      accountInvitations: expired('account_invitations'),
      settlementInvitations: expired('settlement_invites'),
      outboxMails: expired('outbox'),
      digestItems: expired('alert_digest_items'),
      loginLimits: expired('login_limits'),
    });
    expect(Object.keys(counts)).toEqual([...HOUSEKEEPING_KINDS]);

    // The signed-in user's session and the settlement it reached are untouched.
    const me = await call(ctx.app, 'GET', '/api/v1/settlements?userAccountId=' + ctx.owner.accountId, {
      token: ctx.owner.token,
    });
    expect(me.statusCode).toBe(200);

    // A second run finds nothing more.
    const again = await housekeep(
      ctx.database.db,
      { accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS },
      new AbortController().signal,
      now,
    );
    expect(Object.entries(again).filter(([, count]) => count > 0)).toEqual([]);
  });

  it('stops between statements once its lease is lost', async () => {
    const { db } = ctx.database;
    const ids = Array.from({ length: 5 }, () => newObjectId());
    await db
      .insertInto('outbox')
      .values(
        ids.map((id) => ({
          id,
          to_address: 'a@example.com',
          subject: 's',
          body_text: 'b',
          created_at: daysAgo(60),
        })),
      )
      .execute();
    const lost = new AbortController();
    lost.abort();
    const counts = await housekeep(
      db,
      { accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS, batchSize: 2 },
      lost.signal,
      now,
    );
    expect(counts.outboxMails).toBe(0);
    expect(await remaining('outbox', ids)).toHaveLength(5);
  });

  it('logs how many rows of each kind the job deleted', async () => {
    const ids = [newObjectId(), newObjectId()];
    await ctx.database.db
      .insertInto('outbox')
      .values(
        ids.map((id) => ({
          id,
          to_address: 'a@example.com',
          subject: 's',
          body_text: 'b',
          created_at: daysAgo(KEEP_DAYS.outboxMail + 5),
        })),
      )
      .execute();
    const lines: { fields: object; message: string }[] = [];
    const log = {
      info: (fields: object, message: string) => lines.push({ fields, message }),
      warn() {},
      error() {},
    };
    const options = { accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS };
    await runHousekeeping(ctx.database.db, log, options, new AbortController().signal);
    expect(lines).toHaveLength(1);
    // The two mails here, and those the lost run above left.
    const { deleted } = lines[0]!.fields as { deleted: Record<string, number> };
    expect(Object.keys(deleted)).toEqual([...HOUSEKEEPING_KINDS]);
    expect(deleted.outboxMails).toBe(7);
    expect(await remaining('outbox', ids)).toEqual([]);
    expect(lines[0]!.message).toMatch(/^housekeeping: \d+ expired rows deleted$/);
  });
});
