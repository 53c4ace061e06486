/**
 * The devices console at scale, on SQLite (PostgreSQL with BENCH_DATABASE_URL): 100,000 devices in
 * 1,000 accounts (nine in ten with a last reading), then the p95 of GET /api/v1/devices/all as the
 * superadmin pages, searches by identifier, and searches by account (target < 100 ms).
 * Usage: npx tsx console-devices.ts [requests per query, 100] [devices, 100000]
 */
import { nowIso } from '../server/src/db/executor';
import { newObjectId } from '../server/src/db/object-id';
import { percentile } from './load';
import { saveResults } from './results';
import { startBenchServer } from './server';

const REQUESTS = Number(process.argv[2] ?? 100);
const DEVICES = Number(process.argv[3] ?? 100_000);
const ACCOUNTS = 1_000;
const SLICE = 500;

const server = await startBenchServer();
const { db } = server.database;
const owner = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', 'admin@example.com')
  .executeTakeFirstOrThrow();

const now = nowIso();
const accountIds = Array.from({ length: ACCOUNTS }, () => newObjectId());
for (let i = 0; i < ACCOUNTS; i += SLICE) {
  await db
    .insertInto('accounts')
    .values(
      accountIds.slice(i, i + SLICE).map((id, j) => ({
        id,
        name: `Estancia ${String(i + j).padStart(4, '0')}`,
        account_type: 'FREE',
        owner_id: owner.id,
        active: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
const started = performance.now();
for (let i = 0; i < DEVICES; i += SLICE) {
  const devices = Array.from({ length: Math.min(SLICE, DEVICES - i) }, (_, j) => {
    const n = i + j;
    return {
      id: newObjectId(),
      account_id: accountIds[n % ACCOUNTS]!,
      settlement_id: null,
      animal_id: null,
      type: n % 5 === 0 ? 'CARAVANA' : 'COLLAR',
      identifier_type: 'MAC',
      identifier: `C0${n.toString(16).toUpperCase().padStart(8, '0')}`,
      firmware: '2.1.0',
      technology: 'LoRaWAN',
      signals: '[]',
      ingest_key_hash: null,
      created_at: now,
      updated_at: now,
    };
  });
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('devices').values(devices).execute();
    await trx
      .insertInto('device_state')
      .values(
        devices
          .filter((_, j) => (i + j) % 10 !== 0)
          .map((d, j) => ({
            device_id: d.id,
            ts: Date.now() - ((i + j) % 5_000) * 60_000,
            lat: -29.4,
            lng: -66.8,
            battery: (i + j) % 100,
            temperature: 38,
          })),
      )
      .execute();
  });
}
console.log(
  `console devices benchmark: ${server.database.dialect}, ${DEVICES} devices in ${ACCOUNTS} accounts (stored in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

const login = await fetch(`${server.base}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'bench-admin-pass' }),
});
const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
const get = async (path: string) => {
  const response = await fetch(`${server.base}${path}`, { headers });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { total: number };
};

async function p95Of(paths: (i: number) => string): Promise<{ p50: number; p95: number; total: number }> {
  const { total } = await get(paths(0));
  const ms: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await get(paths(i));
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: Number(percentile(ms, 50).toFixed(1)), p95: Number(percentile(ms, 95).toFixed(1)), total };
}

const pages = Math.floor(DEVICES / 50);
const queries: Record<string, (i: number) => string> = {
  'first pages': (i) => `/api/v1/devices/all?page=${1 + (i % 10)}&pageSize=50`,
  'deep pages': (i) => `/api/v1/devices/all?page=${pages - (i % 10)}&pageSize=50`,
  'by identifier': (i) => `/api/v1/devices/all?q=C0000${(i % 16).toString(16).toUpperCase()}&pageSize=50`,
  'by account': (i) =>
    `/api/v1/devices/all?q=${encodeURIComponent(`Estancia 0${String(i % 100).padStart(2, '0')}`)}&pageSize=50`,
};
const figures: Record<string, { p50: number; p95: number; total: number }> = {};
for (const [name, paths] of Object.entries(queries)) {
  figures[name] = await p95Of(paths);
  console.log(
    `GET /api/v1/devices/all ${name} (${figures[name].total} matching): p50 ${figures[name].p50} ms, p95 ${figures[name].p95} ms (target < 100 ms)`,
  );
}

saveResults(`console-devices-${server.database.dialect}`, {
  dialect: server.database.dialect,
  devices: DEVICES,
  accounts: ACCOUNTS,
  requestsPerQuery: REQUESTS,
  list: figures,
});
await server.close();
