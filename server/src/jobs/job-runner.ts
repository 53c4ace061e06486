import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Executor } from '../db/executor';
import { jobsRepository } from './jobs.repository';

/** Periodic work shared by every server: retention, weather refresh, time-based alert rules… */
export interface PeriodicJob {
  /** Its row in `jobs`; stable across releases. */
  name: string;
  /** Time from one run's start to the next. */
  everyMs: number;
  /**
   * `signal` aborts when this server lost the run's lease (another server may be running it now): a
   * long run checks it between its steps, before writing, and stops.
   */
  run(signal: AbortSignal): Promise<void>;
}

export interface JobLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface JobRunnerOptions {
  /** How long a claimed run is safe from others without news from its server (renewed meanwhile). */
  leaseMs?: number;
  /** Names this process in the job rows and the log. */
  owner?: string;
  /** Told of each run that ended here (the metrics count them). */
  onRun?: (run: { job: string; ms: number; failed: boolean }) => void;
}

const LEASE_MS = 60_000;
/** Longest sleep between looks at the job rows (another server may have died between runs). */
const MAX_SLEEP_MS = 60_000;
/** Shortest: two servers racing for a run never spin. */
const MIN_SLEEP_MS = 50;
const RETRY_MS = 5_000;

/**
 * Runs registered jobs once across every server sharing the database
 * (docs/architecture.md "Several servers on one PostgreSQL"). Each server claims a due job's row with a
 * lease; the winner runs it and renews the lease until it is done, the others sleep until the next run is
 * due. A run whose server died (no renewal) is claimed again once its lease expires. Works the same on
 * SQLite, where one server holds the database.
 * Servers' clocks must agree to well under the shortest interval (NTP).
 */
export class JobRunner {
  private readonly jobs = new Map<string, PeriodicJob>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly leaseMs: number;
  private readonly onRun: JobRunnerOptions['onRun'];
  readonly owner: string;
  private loop: Promise<void> | null = null;
  private stopped = false;
  /** Ends the current sleep; `woken` tells the next one not to start when nothing sleeps. */
  private alarm: (() => void) | null = null;
  private woken = false;

  constructor(
    private readonly db: Executor,
    private readonly log: JobLog,
    options: JobRunnerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.onRun = options.onRun;
  }

  register(job: PeriodicJob): void {
    if (this.loop) throw new Error('jobs are registered before the runner starts');
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
  }

  async start(): Promise<void> {
    await jobsRepository.ensure(this.db, [...this.jobs.keys()]);
    this.loop = this.keepRunning();
  }

  /** Stops claiming and waits for the runs going on here (their leases are released). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.nudge();
    await this.loop;
    await Promise.all(this.running.values());
  }

  private async keepRunning(): Promise<void> {
    while (!this.stopped) {
      let sleepMs: number;
      try {
        sleepMs = await this.claimDueJobs();
      } catch (error) {
        this.log.warn({ err: error }, 'jobs: the job rows could not be read; trying again');
        sleepMs = RETRY_MS;
      }
      await this.sleep(sleepMs);
    }
  }

  /** Claims and starts what is due; answers how long to sleep until the next job is due. */
  private async claimDueJobs(): Promise<number> {
    for (const job of this.jobs.values()) {
      if (this.stopped || this.running.has(job.name)) continue;
      const now = Date.now();
      const run = await jobsRepository.claim(this.db, {
        name: job.name,
        owner: this.owner,
        now,
        everyMs: job.everyMs,
        leaseMs: this.leaseMs,
      });
      if (run !== null) this.launch(job, run, now);
    }
    const idle = [...this.jobs.values()].filter((job) => !this.running.has(job.name));
    if (idle.length === 0) return MAX_SLEEP_MS;
    const rows = await jobsRepository.states(
      this.db,
      idle.map((job) => job.name),
    );
    const now = Date.now();
    const due = rows.map(
      (row) => row.lease_until ?? (row.last_started_at ?? 0) + this.jobs.get(row.name)!.everyMs,
    );
    return Math.min(Math.max(Math.min(...due) - now, MIN_SLEEP_MS), MAX_SLEEP_MS);
  }

  private launch(job: PeriodicJob, run: number, startedAt: number): void {
    const done = this.execute(job, run, startedAt).finally(() => {
      this.running.delete(job.name);
      this.nudge();
    });
    this.running.set(job.name, done);
  }

  private async execute(job: PeriodicJob, run: number, startedAt: number): Promise<void> {
    const fields = { job: job.name, run, owner: this.owner, startedAt };
    const lease = this.holdLease(job, startedAt, fields);
    let failure: unknown = null;
    try {
      await job.run(lease.signal);
    } catch (error) {
      failure = error;
    } finally {
      lease.release();
    }
    const message = failure === null ? null : failure instanceof Error ? failure.message : String(failure);
    try {
      // Only while this server still owns the row: a server that took the run over keeps its lease.
      await jobsRepository.finish(this.db, job.name, this.owner, Date.now(), message);
    } catch (error) {
      // The lease expires by itself and the run is done again: jobs are written to bear that.
      this.log.warn({ ...fields, err: error }, `job ${job.name}: lease not released`);
    }
    const ms = Date.now() - startedAt;
    this.onRun?.({ job: job.name, ms, failed: failure !== null });
    if (lease.signal.aborted) this.log.warn({ ...fields, ms }, `job ${job.name} stopped: its lease was lost`);
    else if (failure === null) this.log.info({ ...fields, ms }, `job ${job.name} ran`);
    else this.log.error({ ...fields, ms, err: failure }, `job ${job.name} failed`);
  }

  /**
   * Renews the run's lease a third of a lease apart, and aborts the run's signal once the lease is
   * lost: another server owns the row, or the lease ran out before a renewal (a stalled event loop, a
   * slow database) — then another server may already have claimed it, so the run stops without asking.
   */
  private holdLease(job: PeriodicJob, claimedAt: number, fields: object) {
    const controller = new AbortController();
    // The lease runs until `heldUntil`: claimed or last renewed then, plus the lease.
    let heldUntil = claimedAt + this.leaseMs;
    let renewing = false;
    const lose = (reason: string) => {
      clearInterval(renewal);
      this.log.warn({ ...fields, reason }, `job ${job.name}: lease lost (${reason}); stopping the run`);
      controller.abort(new Error(`job ${job.name}: lease lost (${reason})`));
    };
    const renew = async (now: number) => {
      const until = now + this.leaseMs;
      const held = await jobsRepository.renew(this.db, job.name, this.owner, now, until);
      if (controller.signal.aborted) return;
      if (held) heldUntil = until;
      else lose('taken by another server');
    };
    const renewal = setInterval(() => {
      if (controller.signal.aborted) return;
      const now = Date.now();
      // Checked at every tick, even while a renewal hangs on a slow database.
      if (now >= heldUntil) return lose('expired before its renewal');
      if (renewing) return;
      renewing = true;
      renew(now)
        .catch((error) => this.log.warn({ ...fields, err: error }, `job ${job.name}: lease not renewed`))
        .finally(() => (renewing = false));
    }, this.leaseMs / 3);
    renewal.unref();
    return { signal: controller.signal, release: () => clearInterval(renewal) };
  }

  private nudge(): void {
    if (this.alarm) this.alarm();
    else this.woken = true;
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || this.stopped) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.alarm = null;
        resolve();
      };
      const timer = setTimeout(end, ms);
      timer.unref();
      this.alarm = end;
    });
  }
}
