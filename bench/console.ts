/**
 * The superadmin console at scale, on SQLite (PostgreSQL with BENCH_DATABASE_URL): 100,000 users,
 * 100,000 accounts and 100,000 devices bulk-inserted, then the p95 of each console list's first page, a search and a later
 * page (target < 100 ms). A list is one entry of CONSOLE_LISTS: its rows seeded, then its three reads.
 * Usage: npx tsx console.ts [requests per read, 100]
 */
import { cpus, loadavg } from 'node:os';
import { sql, type Insertable } from 'kysely';
import type { AccountsTable, DevicesTable, DeviceStateTable, UsersTable } from '../server/src/db/schema';
import type { Executor } from '../server/src/db/executor';
import { newObjectId } from '../server/src/db/object-id';
import { timedReads } from './load';
import { saveResults } from './results';
import { startBenchServer } from './server';

const REQUESTS = Number(process.argv[2] ?? 100);
const ROWS = 100_000;
/** Rows per INSERT: within SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 1_000;
const FIRST_NAMES = [
  'Juan',
  'María',
  'Rosendo',
  'Lucía',
  'Dalmiro',
  'Ana',
  'Ramón',
  'Julieta',
  'Pedro',
  'Sofía',
];
const LAST_NAMES = ['Quiroga', 'Achával', 'Pereyra', 'Gómez', 'Funes', 'Sosa', 'Ledesma', 'Ibarra', 'Rojas'];

async function insertInChunks<Row>(
  total: number,
  row: (i: number) => Row,
  insert: (rows: Row[]) => Promise<unknown>,
) {
  for (let start = 0; start < total; start += CHUNK) {
    await insert(Array.from({ length: Math.min(CHUNK, total - start) }, (_, k) => row(start + k)));
  }
}

/** 100,000 ranchers, each owning one account (one in five FULL, one in twenty inactive). */
async function seedUsersAndAccounts(db: Executor): Promise<void> {
  const base = Date.parse('2025-01-01T00:00:00Z');
  const ids = Array.from({ length: ROWS }, (_, i) => newObjectId(base + i * 60_000));
  const at = (i: number) => new Date(base + i * 60_000).toISOString();
  const name = (i: number) =>
    `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]} ${i}`;
  await db.transaction().execute(async (trx) => {
    await insertInChunks<Insertable<UsersTable>>(
      ROWS,
      (i) => ({
        id: ids[i]!,
        email: `productor${i}@campo${i % 97}.com.ar`,
        name: name(i),
        password_hash: 'not a password: these users never log in',
        active: i % 20 === 0 ? 0 : 1,
        needs_password_reset: 0,
        language: 'es_AR',
        tags: JSON.stringify(['admin']),
        alert_push_notifications: 1,
        disable_alert: 0,
        device_token: null,
        deleted_at: null,
        created_at: at(i),
        updated_at: at(i),
        email_verified_at: at(i),
      }),
      (rows) => trx.insertInto('users').values(rows).execute(),
    );
    await insertInChunks<Insertable<AccountsTable>>(
      ROWS,
      (i) => ({
        id: newObjectId(base + i * 60_000),
        name: `Estancia ${name(i)}`,
        account_type: i % 5 === 0 ? 'FULL' : 'FREE',
        owner_id: ids[i]!,
        active: i % 20 === 0 ? 0 : 1,
        tax_condition: ['CF', 'MONOTRIBUTO', 'RI', 'EX'][i % 4]!,
        tax_id: `20${String(10_000_000 + i).padStart(8, '0')}3`,
        created_at: at(i),
        updated_at: at(i),
      }),
      (rows) => trx.insertInto('accounts').values(rows).execute(),
    );
  });
}

/** 100,000 devices in the first 1,000 accounts, nine in ten with a last reading. */
async function seedDevices(db: Executor): Promise<void> {
  const accounts = await db.selectFrom('accounts').select('id').orderBy('id').limit(1_000).execute();
  const now = new Date().toISOString();
  const ids = Array.from({ length: ROWS }, () => newObjectId());
  const deviceId = (i: number) => ids[i]!;
  await db.transaction().execute(async (trx) => {
    await insertInChunks<Insertable<DevicesTable>>(
      ROWS,
      (i) => ({
        id: deviceId(i),
        account_id: accounts[i % accounts.length]!.id,
        settlement_id: null,
        animal_id: null,
        type: i % 5 === 0 ? 'CARAVANA' : 'COLLAR',
        identifier_type: 'MAC',
        identifier: `C0${i.toString(16).toUpperCase().padStart(8, '0')}`,
        firmware: '2.1.0',
        technology: 'LoRaWAN',
        signals: '[]',
        ingest_key_hash: null,
        created_at: now,
        updated_at: now,
      }),
      (rows) => trx.insertInto('devices').values(rows).execute(),
    );
    await insertInChunks<Insertable<DeviceStateTable>>(
      ROWS,
      (i) => ({
        device_id: deviceId(i),
        ts: Date.now() - (i % 5_000) * 60_000,
        lat: -29.4,
        lng: -66.8,
        battery: i % 100,
        temperature: 38,
      }),
      (rows) =>
        trx
          .insertInto('device_state')
          .values(rows.filter((_, k) => k % 10 !== 0))
          .execute(),
    );
  });
  // As autovacuum would soon after a bulk load: PostgreSQL's planner statistics and visibility map.
  if (server.database.dialect === 'postgres') await sql`VACUUM ANALYZE devices`.execute(db);
}

interface ConsoleList {
  name: string;
  /** Adds the list's rows (the users and accounts are there already). */
  seed?: (db: Executor) => Promise<void>;
  /** The first page, a search, a later page. */
  reads: Record<string, string>;
}

/** The console's lists; another list is one more entry. */
const CONSOLE_LISTS: ConsoleList[] = [
  {
    name: 'users',
    reads: {
      firstPage: '/api/v1/users?pageSize=50',
      search: '/api/v1/users?search=productor4242&pageSize=50',
      laterPage: '/api/v1/users?page=1000&pageSize=50',
    },
  },
  {
    name: 'accounts',
    reads: {
      firstPage: '/api/v1/owners-management?e=50',
      search: '/api/v1/owners-management?q=ach%C3%A1val%2077&e=50',
      laterPage: '/api/v1/owners-management?p=1000&e=50',
    },
  },
  {
    name: 'devices',
    seed: seedDevices,
    reads: {
      firstPage: '/api/v1/devices/all?pageSize=50',
      search: '/api/v1/devices/all?q=C000012&pageSize=50',
      searchByAccount: '/api/v1/devices/all?q=Estancia%20Juan%20Ledesma%20420&pageSize=50',
      laterPage: '/api/v1/devices/all?page=1990&pageSize=50',
    },
  },
];

const server = await startBenchServer();
const login = await fetch(`${server.base}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'bench-admin-pass' }),
});
const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };

const seeding = performance.now();
await seedUsersAndAccounts(server.database.db);
for (const list of CONSOLE_LISTS) await list.seed?.(server.database.db);
// A bulk load leaves PostgreSQL's planner without statistics until autovacuum passes; a live
// database has them.
if (server.database.dialect === 'postgres') await sql`analyze`.execute(server.database.db);
console.log(
  `console benchmark: ${server.database.dialect}, ${ROWS} users and ${ROWS} accounts seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
);

async function timed(path: string): Promise<{ p50: number; p95: number; total: number }> {
  const get = async () => {
    const response = await fetch(`${server.base}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { total: number; items: unknown[] };
  };
  const { total } = await get();
  return { ...(await timedReads(get, REQUESTS)), total };
}

const results: Record<string, Record<string, { p50: number; p95: number; total: number }>> = {};
for (const list of CONSOLE_LISTS) {
  results[list.name] = {};
  for (const [read, path] of Object.entries(list.reads)) {
    const figures = await timed(path);
    results[list.name]![read] = figures;
    console.log(
      `${list.name} ${read} (${figures.total} match): p50 ${figures.p50} ms, p95 ${figures.p95} ms (target < 100 ms)`,
    );
  }
}

saveResults(`console-${server.database.dialect}`, {
  loadAverage: loadavg()[0],
  dialect: server.database.dialect,
  rows: ROWS,
  requests: REQUESTS,
  results,
});
await server.close();
