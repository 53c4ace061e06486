import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, LISTEN_APPLICATION_NAME } from '../db/connection';
import { migrateToLatest } from '../migrations/migrate';
import {
  apiAs,
  call,
  createSettlement,
  createTestAppOn,
  createUser,
  type TestContext,
  type TestUser,
} from '../../test/app';
import { addCollaredAnimal, ingestReadings, type Collar } from '../../test/collars';
import { cuttableProxy, type CuttableProxy } from '../../test/cuttable-proxy';
import { DIALECTS, freshPostgresDatabase } from '../../test/database';
import { CoefficientTablesService } from '../modules/coefficients/coefficient-tables.service';
import { DeviceDirectory } from '../modules/telemetry/device-directory';
import { FILE_AFTER_MS, PendingReadings } from '../modules/telemetry/pending-readings';
import { PENDING_COLUMNS, type PendingRow } from '../modules/telemetry/pending-readings.repository';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

/** A failure the app may give while its database is away: a clean envelope that says when to retry. */
function expectCleanRefusal(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  const body = response.json();
  expect(body).toEqual({ message: expect.any(String), interceptor: true, alert: true });
  expect(body.message).not.toMatch(/select|insert|update|\bat\b|\.ts:/i);
}

/** One reading of the collar at `ts`, somewhere in the settlement. */
const reading = (ts: number) => ({ device: 'FAULT01', ts, lat: -29.4, lng: -66.85, battery: 80 });

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.runIf(DIALECTS.includes('postgres'))('PostgreSQL faults survived', () => {
  const role = `tropero_faults_${randomBytes(4).toString('hex')}`;
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let proxy: CuttableProxy;
  let ctx: TestContext;
  let owner: TestUser;
  let superadmin: TestUser;
  let settlementId: string;
  let collar: Collar;
  let nextTs = Date.now() - 2 * 3_600_000;

  beforeAll(async () => {
    fresh = await freshPostgresDatabase();
    const setup = openPostgres(fresh.url);
    await migrateToLatest(setup.db);
    await setup.destroy();
    // The app connects as an ordinary role (superusers are exempt from connection limits), through a
    // relay the test can cut as a restart would.
    await adminQuery(fresh.url, `CREATE ROLE ${role} LOGIN`);
    await adminQuery(
      fresh.url,
      `GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}; GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
    );
    proxy = await cuttableProxy(fresh.url);
    const url = new URL(proxy.url);
    url.username = role;
    const database = openPostgres(url.toString(), { statementTimeoutMs: 1_000 });
    ctx = await createTestAppOn({
      ...database,
      drop: async () => {
        await database.destroy();
        await proxy.close();
        await fresh.drop();
        await adminQuery(process.env.TEST_DATABASE_URL!, `DROP ROLE IF EXISTS ${role}`);
      },
      connectAgain: () => openPostgres(url.toString()),
    });
    owner = await createUser(ctx);
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
    settlementId = await createSettlement(ctx, owner);
    collar = await addCollaredAnimal(apiAs(ctx, owner), { settlementId, caravana: 'F-1' }, 'FAULT01');
  });
  afterAll(() => ctx?.close());

  const storedTimes = async () =>
    new Set(
      (
        await ctx.database.db
          .selectFrom('readings')
          .select('ts')
          .where('device_id', '=', collar.deviceId)
          .execute()
      ).map((row) => Number(row.ts)),
    );

  /** A gateway posting one reading at a time until stopped, keeping what it was told. */
  function gateway() {
    const acknowledged: number[] = [];
    const statuses: number[] = [];
    const refusals: LightMyRequestResponse[] = [];
    let stopped = false;
    const loop = (async () => {
      while (!stopped) {
        const ts = (nextTs += 1_000);
        const response = await ingestReadings(ctx, collar.key, [reading(ts)]);
        statuses.push(response.statusCode);
        if (response.statusCode === 200 && response.json().accepted === 1) acknowledged.push(ts);
        else refusals.push(response);
        await pause(10);
      }
    })();
    return {
      acknowledged,
      statuses,
      stop: async () => {
        stopped = true;
        await loop;
        // Refusals are clean, and every reading acknowledged with a 2xx is stored.
        for (const refusal of refusals) expectCleanRefusal(refusal, 503);
        await ctx.services.telemetry.idle();
        const stored = await storedTimes();
        expect(acknowledged.filter((ts) => !stored.has(ts))).toEqual([]);
      },
    };
  }

  it(
    'a restart with readings arriving: 503 with Retry-After meanwhile, never 500; then it serves again and ' +
      'every acknowledged reading is stored',
    { timeout: 60_000 },
    async () => {
      const sender = gateway();
      const { acknowledged, statuses } = sender;
      try {
        await until(() => acknowledged.length >= 5, 'readings before the outage');
        await proxy.cut();
        const cutAt = statuses.length;
        await until(() => statuses.slice(cutAt).filter((s) => s === 503).length >= 5, 'refusals');
        const restoredAt = Date.now();
        await proxy.restore();
        const before = acknowledged.length;
        await until(() => acknowledged.length >= before + 5, 'readings after the outage');
        // The LISTEN connection opened again by itself.
        await until(async () => {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}
              and backend_start > ${new Date(restoredAt)}`.execute(ctx.database.db);
          return rows[0]!.n === 1;
        }, 'the LISTEN connection');
      } finally {
        await proxy.restore().catch(() => undefined);
        await sender.stop();
      }
      expect(new Set(statuses)).toEqual(new Set([200, 503]));
    },
  );

  it(
    'backends terminated by the server (57P01) while readings arrive: 200 or 503, never 500, nothing lost',
    { timeout: 60_000 },
    async () => {
      const sender = gateway();
      try {
        for (let round = 0; round < 3; round++) {
          const before = sender.acknowledged.length;
          await until(() => sender.acknowledged.length >= before + 3, 'readings between terminations');
          await adminQuery(
            fresh.url,
            `select pg_terminate_backend(pid) from pg_stat_activity where usename = '${role}'`,
          );
        }
        const before = sender.acknowledged.length;
        await until(() => sender.acknowledged.length >= before + 3, 'readings after the terminations');
      } finally {
        await sender.stop();
      }
      expect(sender.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    },
  );

  it(
    'pending readings whose filing fails while the database is away are retried with a growing wait, ' +
      'then filed',
    { timeout: 30_000 },
    async () => {
      const failures: unknown[] = [];
      const pending = new PendingReadings(
        ctx.database,
        new DeviceDirectory(ctx.database.db),
        new CoefficientTablesService(ctx.database.db),
        (error) => failures.push(error),
      );
      const { account_id } = await ctx.database.db
        .selectFrom('devices')
        .select('account_id')
        .where('id', '=', collar.deviceId)
        .executeTakeFirstOrThrow();
      const ts = (nextTs += 1_000);
      const row = {
        ...Object.fromEntries(PENDING_COLUMNS.map((column) => [column, null])),
        device_id: collar.deviceId,
        ts,
        account_id,
        animal_id: collar.animalId,
        lat: -29.4,
        lng: -66.85,
      } as PendingRow;
      expect((await pending.add([row])).size).toBe(1);
      await proxy.cut();
      try {
        pending.fileSoon();
        await pause(FILE_AFTER_MS + 1_500);
        // Not a retry the moment the last one failed: a handful in these seconds, not thousands.
        expect(failures.length).toBeGreaterThan(0);
        expect(failures.length).toBeLessThan(6);
      } finally {
        await proxy.restore();
      }
      await until(async () => (await storedTimes()).has(ts), 'the pending reading filed');
    },
  );

  it('health: 200 with the database up, 503 while it is cut', { timeout: 30_000 }, async () => {
    const up = await call(ctx.app, 'GET', '/api/health');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ok', database: 'up' });
    await proxy.cut();
    try {
      const down = await call(ctx.app, 'GET', '/api/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        status: 'unavailable',
        database: 'down',
        lastReadingAgeSeconds: null,
      });
    } finally {
      await proxy.restore();
    }
    await until(async () => (await call(ctx.app, 'GET', '/api/health')).statusCode === 200, 'health again');
  });

  it('too many clients: a new connection refused answers 503, and it serves again once one is free', async () => {
    await adminQuery(fresh.url, `ALTER ROLE ${role} CONNECTION LIMIT 0`);
    try {
      // The pool's connections go as in a restart; new ones are refused with 53300.
      await adminQuery(
        fresh.url,
        `select pg_terminate_backend(pid) from pg_stat_activity where usename = '${role}'`,
      );
      await pause(100);
      const ts = (nextTs += 1_000);
      expectCleanRefusal(await ingestReadings(ctx, collar.key, [reading(ts)]), 503);
      expectCleanRefusal(await call(ctx.app, 'GET', '/api/v1/settlements', { token: owner.token }), 503);
    } finally {
      await adminQuery(fresh.url, `ALTER ROLE ${role} CONNECTION LIMIT -1`);
    }
    const again = await ingestReadings(ctx, collar.key, [reading((nextTs += 1_000))]);
    expect(again.statusCode).toBe(200);
    expect(again.json().accepted).toBe(1);
  });

  it('a statement timeout on a heavy report fails cleanly and the server keeps answering', async () => {
    const day = new Date(nextTs).toISOString().slice(0, 10);
    const report = () =>
      call(
        ctx.app,
        'GET',
        `/api/v1/reports/operation?scope=settlement&settlementId=${settlementId}&frequency=day&fromDate=${day}&toDate=${day}`,
        { token: superadmin.token },
      );
    expect((await report()).statusCode).toBe(200);
    // The report waits on the readings longer than the statement timeout (1 s here).
    const holder = new pg.Client({ connectionString: fresh.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table readings in access exclusive mode');
      expectCleanRefusal(await report(), 503);
      expect((await call(ctx.app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await report()).statusCode).toBe(200);
  });
});

describe('SQLite disk full', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tropero-full-'));
  let ctx: TestContext;
  let collar: Collar;

  beforeAll(async () => {
    const database = openSqlite(join(folder, 'tropero.db'));
    await migrateToLatest(database.db);
    ctx = await createTestAppOn({
      ...database,
      drop: async () => {
        await database.destroy();
        rmSync(folder, { recursive: true, force: true });
      },
      connectAgain: () => database,
    });
    const owner = await createUser(ctx);
    const settlementId = await createSettlement(ctx, owner);
    collar = await addCollaredAnimal(apiAs(ctx, owner), { settlementId, caravana: 'F-1' }, 'FAULT01');
  });
  afterAll(() => ctx?.close());

  it('a write that finds the disk full answers 507 with Retry-After; what was acknowledged stays', async () => {
    const start = Date.now() - 3 * 3_600_000;
    const early = Array.from({ length: 20 }, (_, i) => reading(start + i * 1_000));
    expect((await ingestReadings(ctx, collar.key, early)).json().accepted).toBe(20);
    await ctx.services.telemetry.idle();

    const { db } = ctx.database;
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    // The file may not grow by a page more: as a full disk, to SQLite.
    await sql.raw(`pragma max_page_count = ${pages.rows[0]!.page_count}`).execute(db);
    const many = Array.from({ length: 3_000 }, (_, i) => reading(start + 60_000 + i * 1_000));
    try {
      expectCleanRefusal(await ingestReadings(ctx, collar.key, many), 507);
      expect((await call(ctx.app, 'GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await sql.raw('pragma max_page_count = 4294967294').execute(db);
    }
    await ctx.services.telemetry.idle();
    const stored = await db
      .selectFrom('readings')
      .select('ts')
      .where('device_id', '=', collar.deviceId)
      .execute();
    const times = new Set(stored.map((row) => Number(row.ts)));
    expect(early.filter((r) => !times.has(r.ts))).toEqual([]);
    // Once there is room, the gateway's retry is stored.
    expect((await ingestReadings(ctx, collar.key, many)).json().accepted).toBe(3_000);
  });
});
