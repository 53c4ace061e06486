import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@tropero/shared/constants';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/database';
import { JobRunner, type JobLog, type PeriodicJob } from './job-runner';
import { jobsRepository } from './jobs.repository';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A log that keeps its lines, to read what the runner said. */
function recordingLog(): JobLog & { lines: { level: string; fields: object; message: string }[] } {
  const lines: { level: string; fields: object; message: string }[] = [];
  const at = (level: string) => (fields: object, message: string) => lines.push({ level, fields, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await pause(20);
  }
}

/** A job that records each of its runs (start and end) and how many ran at once. */
function countingJob(name: string, everyMs: number, runMs = 0) {
  const runs: { start: number; end?: number }[] = [];
  let going = 0;
  let mostAtOnce = 0;
  const job: PeriodicJob = {
    name,
    everyMs,
    run: async () => {
      const run: { start: number; end?: number } = { start: Date.now() };
      runs.push(run);
      mostAtOnce = Math.max(mostAtOnce, ++going);
      await pause(runMs);
      going -= 1;
      run.end = Date.now();
    },
  };
  return { job, runs, mostAtOnce: () => mostAtOnce };
}

/** A promise the test resolves when it wants. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const jobRow = (database: TestDatabase, name: string) =>
  database.db.selectFrom('jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

describe.each(DIALECTS)('periodic jobs on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('runs a job once per interval however many servers run it, never two runs at once', async () => {
    const counted = countingJob('every-200ms', 200, 30);
    const logs = ['a', 'b', 'c'].map(() => recordingLog());
    const servers = logs.map((log, i) => new JobRunner(database.db, log, { owner: `server-${i}` }));
    for (const server of servers) server.register(counted.job);
    await Promise.all(servers.map((server) => server.start()));
    await until(() => counted.runs.length >= 4);
    await Promise.all(servers.map((server) => server.stop()));

    // Each run is told once, by the server that claimed it, and claims are an interval apart.
    const told = logs
      .flatMap((log) => log.lines)
      .map((line) => line.fields as { run: number; startedAt: number })
      .sort((a, b) => a.run - b.run);
    expect(told.map((line) => line.run)).toEqual(counted.runs.map((_, i) => i + 1));
    for (let i = 1; i < told.length; i++)
      expect(told[i]!.startedAt - told[i - 1]!.startedAt).toBeGreaterThanOrEqual(200);
    expect(counted.mostAtOnce()).toBe(1);
    const row = await jobRow(database, 'every-200ms');
    expect(row.runs).toBe(counted.runs.length);
    expect(row).toMatchObject({ lease_owner: null, lease_until: null, last_error: null });
  });

  it('takes over a run whose server died, once its lease has expired', async () => {
    await jobsRepository.ensure(database.db, ['orphaned']);
    const diedAt = Date.now();
    // A server claimed the run and died: nobody renews its lease.
    const claimed = await jobsRepository.claim(database.db, {
      name: 'orphaned',
      owner: 'dead-server',
      now: diedAt,
      everyMs: HOUR_MS,
      leaseMs: 300,
    });
    expect(claimed).toBe(1);

    const counted = countingJob('orphaned', HOUR_MS);
    const survivor = new JobRunner(database.db, recordingLog(), { owner: 'survivor' });
    survivor.register(counted.job);
    await survivor.start();
    await until(() => counted.runs.length === 1 && counted.runs[0]!.end !== undefined);
    await until(async () => (await jobRow(database, 'orphaned')).lease_owner === null);
    await survivor.stop();

    expect(counted.runs[0]!.start).toBeGreaterThanOrEqual(diedAt + 300);
    expect(await jobRow(database, 'orphaned')).toMatchObject({ runs: 2, last_error: null });
  });

  it('keeps the lease of a run longer than the lease, so no other server starts it again', async () => {
    const counted = countingJob('long-run', HOUR_MS, 700);
    const servers = ['a', 'b'].map(
      (owner) => new JobRunner(database.db, recordingLog(), { owner, leaseMs: 150 }),
    );
    for (const server of servers) server.register(counted.job);
    await Promise.all(servers.map((server) => server.start()));
    await until(() => counted.runs[0]?.end !== undefined);
    // The other server looked while the lease was renewed, and sleeps until the next hour.
    await pause(300);
    await Promise.all(servers.map((server) => server.stop()));
    expect(counted.runs).toHaveLength(1);
  });

  it('stops a run that stalled past its lease once another server took it over, which writes once', async () => {
    const effects: string[] = [];
    const firstRun = gate();
    const secondRun = gate();
    const signals: AbortSignal[] = [];
    const job: PeriodicJob = {
      name: 'stalled',
      everyMs: HOUR_MS,
      run: async (signal) => {
        signals.push(signal);
        await (signals.length === 1 ? firstRun : secondRun).promise;
        // What a long job does between its steps: no write once the lease is lost.
        if (signal.aborted) return;
        effects.push(signal === signals[0] ? 'first' : 'second');
        await jobsRepository.ensure(database.db, [`stalled-effect-${effects.length}`]);
      },
    };
    const logs = [recordingLog(), recordingLog()];
    const [first, second] = ['first', 'second'].map(
      (owner, i) => new JobRunner(database.db, logs[i]!, { owner, leaseMs: 300 }),
    );
    first!.register(job);
    second!.register({ ...job });
    await first!.start();
    await until(() => signals.length === 1);
    await second!.start();
    await pause(100);
    // The first server's event loop stalls for three leases: no renewal, no run, nothing.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 900);
    await until(() => signals.length === 2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);

    // The stalled run wakes up and ends while the other one goes on: it writes nothing, and leaves
    // the row to its new owner.
    firstRun.open();
    await until(() => logs[0]!.lines.some((line) => line.message.includes('stopped')));
    expect(await jobRow(database, 'stalled')).toMatchObject({ lease_owner: 'second', runs: 2 });
    secondRun.open();
    await until(async () => (await jobRow(database, 'stalled')).lease_owner === null);
    await Promise.all([first!.stop(), second!.stop()]);

    expect(effects).toEqual(['second']);
    const written = await database.db
      .selectFrom('jobs')
      .select('name')
      .where('name', 'like', 'stalled-effect-%')
      .execute();
    expect(written).toEqual([{ name: 'stalled-effect-1' }]);
    expect(await jobRow(database, 'stalled')).toMatchObject({ runs: 2, last_error: null });
  });

  it('aborts a run whose lease another server took, at its next renewal', async () => {
    const started = gate();
    let seen: AbortSignal | null = null;
    const runner = new JobRunner(database.db, recordingLog(), { owner: 'a', leaseMs: 300 });
    runner.register({
      name: 'taken',
      everyMs: HOUR_MS,
      run: async (signal) => {
        seen = signal;
        await started.promise;
      },
    });
    await runner.start();
    await until(() => seen !== null);
    // Another server owns the row now (it claimed an expired lease).
    await database.db
      .updateTable('jobs')
      .set({ lease_owner: 'b', lease_until: Date.now() + HOUR_MS })
      .where('name', '=', 'taken')
      .execute();
    await until(() => seen!.aborted);
    started.open();
    await runner.stop();
    expect(await jobRow(database, 'taken')).toMatchObject({ lease_owner: 'b', runs: 1 });
  });

  it('records a failed run, releases its lease and logs it', async () => {
    const log = recordingLog();
    const runner = new JobRunner(database.db, log, { owner: 'a' });
    runner.register({
      name: 'failing',
      everyMs: HOUR_MS,
      run: async () => {
        throw new Error('the weather service is down');
      },
    });
    await runner.start();
    await until(() => log.lines.some((line) => line.level === 'error'));
    await runner.stop();
    expect(await jobRow(database, 'failing')).toMatchObject({
      runs: 1,
      lease_owner: null,
      last_error: 'the weather service is down',
    });
    expect(log.lines.find((line) => line.level === 'error')).toMatchObject({
      fields: { job: 'failing', run: 1, owner: 'a' },
      message: 'job failing failed',
    });
  });

  it('waits for the run going on when it stops', async () => {
    const counted = countingJob('slow-stop', HOUR_MS, 300);
    const runner = new JobRunner(database.db, recordingLog());
    runner.register(counted.job);
    await runner.start();
    await until(() => counted.runs.length === 1);
    await runner.stop();
    expect(counted.runs[0]!.end).toBeDefined();
    expect((await jobRow(database, 'slow-stop')).lease_owner).toBeNull();
  });
});
