import { describe, expect, it } from 'vitest';
import { testScheduleContext } from '../test/schedule';
import { readEnv } from './config';
import { SCHEDULE, scheduledJobs } from './schedule';
import { describeWithApp } from '../test/suite';

const NAMES = SCHEDULE.map((job) => job.name);

describe('the schedule', () => {
  it('names each job once, and keeps every job the server has run', () => {
    expect(new Set(NAMES).size).toBe(NAMES.length);
    expect([...NAMES].sort()).toEqual(
      [
        'retention',
        'weather-refresh',
        'weather-backfill',
        'green-index-backfill',
        'green-index-refresh',
        'push-subscriptions-prune',
        'alert-digest',
        'housekeeping',
        'alert-rules',
        'demo-herd',
        'backup',
      ].sort(),
    );
  });

  it('runs the demo herd only in demo mode, and backups only when they have an interval', () => {
    const off = (env: NodeJS.ProcessEnv) =>
      SCHEDULE.filter((job) => job.everyMs(readEnv(env)) === null).map((job) => job.name);
    expect(off({ DEMO: '0' })).toEqual(['demo-herd', 'backup']);
    expect(off({ DEMO: '1', BACKUP_EVERY_HOURS: '6' })).toEqual([]);
  });
});

describeWithApp('the scheduled jobs on %s', {}, (ctx) => {
  it.each(NAMES.filter((name) => name !== 'backup'))('runs %s against a server', async (name) => {
    const jobs = scheduledJobs(testScheduleContext(ctx, ctx.database.db, { DEMO: '1' }));
    const job = jobs.find((candidate) => candidate.name === name)!;
    const lease = new AbortController();
    const run = job.run(lease.signal);
    // The demo herd runs for as long as it holds the lease; the others end by themselves.
    if (name === 'demo-herd') lease.abort();
    await expect(run).resolves.toBeUndefined();
  });
});
