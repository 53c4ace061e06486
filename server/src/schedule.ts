import type { FastifyInstance } from 'fastify';
import { HOUR_MS, MINUTE_MS } from '@tropero/shared/constants';
import type { Env } from './config';
import type { Executor } from './db/executor';
import { runDemoHerd } from './demo/live-herd';
import { runHousekeeping } from './housekeeping';
import type { PeriodicJob } from './jobs/job-runner';
import type { Services } from './services';

/** What the jobs run against: one server's services, its HTTP app and its settings. */
export interface ScheduleContext {
  services: Services;
  /** The demo herd sends its readings through the app's ingestion route, as a gateway would. */
  app: FastifyInstance;
  db: Executor;
  env: Env;
  /** Signs the demo gateway's key (the JWT secret). */
  secret: string;
  /** Aborted when the server shuts down: the demo herd stops before the runner waits for it. */
  stopped: AbortSignal;
}

export interface ScheduledJob {
  /** Its row in `jobs`; stable across releases. */
  name: string;
  /** Time from one run's start to the next, from the settings; null: the job is off. */
  everyMs(env: Env): number | null;
  /** One run; `signal` aborts when this server lost the run's lease (jobs/job-runner.ts). */
  run(context: ScheduleContext, signal: AbortSignal): Promise<void>;
}

/**
 * Every periodic job of the server, one row each, run once across the servers sharing the database
 * (docs/architecture.md "Server"). A new periodic job is a new row here.
 */
export const SCHEDULE: readonly ScheduledJob[] = [
  {
    name: 'retention',
    everyMs: (env) => env.RETENTION_INTERVAL_SECONDS * 1000,
    run: async ({ services, env }, signal) => {
      const deleted = await services.telemetry.pruneReadings(Date.now(), signal);
      if (deleted > 0)
        services.log.info(`retention: ${deleted} readings older than ${env.RETENTION_DAYS} days deleted`);
    },
  },
  {
    name: 'weather-refresh',
    everyMs: (env) => env.WEATHER_REFRESH_MINUTES * MINUTE_MS,
    run: async ({ services }, signal) => {
      const calls = await services.weatherUpdates.refreshAll(signal);
      if (calls > 0) services.log.info(`weather: forecasts refreshed in ${calls} calls`);
    },
  },
  {
    name: 'weather-backfill',
    everyMs: () => MINUTE_MS,
    run: ({ services }, signal) => services.weatherUpdates.backfillPending(signal),
  },
  {
    name: 'green-index-backfill',
    everyMs: () => MINUTE_MS,
    run: ({ services }, signal) => services.greenIndexUpdates.backfillPending(signal),
  },
  {
    name: 'green-index-refresh',
    everyMs: (env) => env.SATELLITE_REFRESH_HOURS * HOUR_MS,
    run: ({ services }, signal) => services.greenIndexUpdates.refreshAll(signal),
  },
  {
    name: 'push-subscriptions-prune',
    everyMs: () => 6 * HOUR_MS,
    run: async ({ services }) => {
      const dropped = await services.notifications.dropStaleSubscriptions();
      if (dropped > 0) services.log.info(`push: ${dropped} subscriptions without a heartbeat dropped`);
    },
  },
  {
    name: 'alert-digest',
    everyMs: () => 24 * HOUR_MS,
    run: async ({ services }) => {
      const mails = await services.notifications.sendDigests();
      if (mails > 0) services.log.info(`alerts: ${mails} daily digests mailed`);
    },
  },
  {
    name: 'housekeeping',
    everyMs: () => HOUR_MS,
    run: ({ services, db, env }, signal) =>
      runHousekeeping(db, services.log, { accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS }, signal),
  },
  {
    name: 'alert-rules',
    everyMs: () => MINUTE_MS,
    run: async ({ services }, signal) => {
      await services.alertRules.run(Date.now(), signal);
    },
  },
  {
    // The demo herd runs on one server at a time, like a job, for as long as it holds the lease.
    name: 'demo-herd',
    everyMs: (env) => (env.DEMO ? MINUTE_MS : null),
    run: ({ services, app, db, secret, stopped }, lease) =>
      runDemoHerd({ app, services }, db, { secret, signal: AbortSignal.any([lease, stopped]) }),
  },
  {
    name: 'backup',
    everyMs: (env) => (env.BACKUP_EVERY_HOURS > 0 ? env.BACKUP_EVERY_HOURS * HOUR_MS : null),
    run: async ({ services }) => {
      if (!services.backups) throw new Error('backup: no backup settings');
      const backup = await services.backups.create();
      services.log.info(`backup: ${backup.name} written and verified (${backup.size} bytes)`);
    },
  },
];

/** The schedule's jobs that are on with these settings, ready for the job runner. */
export const scheduledJobs = (context: ScheduleContext): PeriodicJob[] =>
  SCHEDULE.flatMap((job) => {
    const everyMs = job.everyMs(context.env);
    return everyMs === null ? [] : [{ name: job.name, everyMs, run: (signal) => job.run(context, signal) }];
  });
