import type { Executor } from '../db/executor';

export interface Claim {
  name: string;
  owner: string;
  now: number;
  everyMs: number;
  leaseMs: number;
}

export const jobsRepository = {
  async ensure(db: Executor, names: string[]): Promise<void> {
    if (names.length === 0) return;
    await db
      .insertInto('jobs')
      .values(names.map((name) => ({ name, runs: 0 })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  },

  /**
   * Takes the job's lease when a run is due: the last one started at least `everyMs` ago and none is
   * going on, or the lease of one has run out (its server died). One statement, so of servers
   * claiming together exactly one gets the row (PostgreSQL re-reads a row another transaction just
   * changed before updating it; SQLite writes one at a time). Answers the run's number, or null.
   */
  async claim(db: Executor, { name, owner, now, everyMs, leaseMs }: Claim): Promise<number | null> {
    const claimed = await db
      .updateTable('jobs')
      .set((eb) => ({
        lease_owner: owner,
        lease_until: now + leaseMs,
        last_started_at: now,
        runs: eb('runs', '+', 1),
      }))
      .where('name', '=', name)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('lease_until', 'is', null),
            eb.or([eb('last_started_at', 'is', null), eb('last_started_at', '<=', now - everyMs)]),
          ]),
          eb('lease_until', '<', now),
        ]),
      )
      .returning('runs')
      .executeTakeFirst();
    return claimed?.runs ?? null;
  },

  /**
   * Extends a lease `owner` still holds at `now`; false when it was lost: another server took the job
   * over, or the lease ran out (another server may claim it at any moment, so it is not revived).
   */
  async renew(db: Executor, name: string, owner: string, now: number, until: number): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ lease_until: until })
      .where('name', '=', name)
      .where('lease_owner', '=', owner)
      .where('lease_until', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async finish(db: Executor, name: string, owner: string, now: number, error: string | null): Promise<void> {
    await db
      .updateTable('jobs')
      .set({ lease_owner: null, lease_until: null, last_finished_at: now, last_error: error })
      .where('name', '=', name)
      .where('lease_owner', '=', owner)
      .execute();
  },

  states(db: Executor, names: string[]) {
    return db
      .selectFrom('jobs')
      .select(['name', 'lease_until', 'last_started_at'])
      .where('name', 'in', names)
      .execute();
  },
};
