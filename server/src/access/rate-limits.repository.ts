import type { Executor } from '../db/executor';

export interface LimitCount {
  /** Attempts within the window, this one included. */
  count: number;
  windowEnds: number;
  blockedUntil: number;
}

/** Rate-limit counters (table `login_limits`: logins, and mails per address), each changed by one atomic statement. */
export const rateLimitsRepository = {
  /**
   * Counts one attempt under the key. The window starts again once it has ended; a sliding window
   * is pushed forward by every attempt, so that it ends only after a quiet spell.
   */
  async hit(
    db: Executor,
    key: string,
    { now, windowMs, sliding }: { now: number; windowMs: number; sliding: boolean },
  ): Promise<LimitCount> {
    const windowEnds = now + windowMs;
    const row = await db
      .insertInto('login_limits')
      .values({ key, count: 1, window_ends: windowEnds, blocked_until: 0 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const ended = eb('login_limits.window_ends', '<=', now);
          return {
            count: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('login_limits.count', '+', 1))
              .end(),
            window_ends: sliding
              ? windowEnds
              : eb.case().when(ended).then(windowEnds).else(eb.ref('login_limits.window_ends')).end(),
          };
        }),
      )
      .returning(['count', 'window_ends', 'blocked_until'])
      .executeTakeFirstOrThrow();
    return { count: row.count, windowEnds: row.window_ends, blockedUntil: row.blocked_until };
  },

  /** Takes back one attempt (it succeeded). */
  async release(db: Executor, key: string): Promise<void> {
    await db
      .updateTable('login_limits')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  },

  /**
   * Deletes up to `limit` counters whose window has ended and whose block is over (housekeeping): the
   * next attempt under such a key counts from one, exactly as it would with the row there.
   */
  async deleteSpent(db: Executor, now: number, limit: number): Promise<number> {
    const result = await db
      .deleteFrom('login_limits')
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('login_limits')
          .select('key')
          .where('window_ends', '<=', now)
          .where('blocked_until', '<=', now)
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async reset(db: Executor, key: string): Promise<void> {
    await db.deleteFrom('login_limits').where('key', '=', key).execute();
  },

  /**
   * Closes the key's gate until `until`, if nobody closed it since it was read as `seen`: of
   * several servers letting an attempt through at the same instant, one wins.
   */
  async closeGate(db: Executor, key: string, seen: number, until: number): Promise<boolean> {
    const result = await db
      .updateTable('login_limits')
      .set({ blocked_until: until })
      .where('key', '=', key)
      .where('blocked_until', '=', seen)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Forgets counters whose window and gate are both over. */
  async prune(db: Executor, now: number): Promise<void> {
    await db
      .deleteFrom('login_limits')
      .where('window_ends', '<=', now)
      .where('blocked_until', '<=', now)
      .execute();
  },
};
