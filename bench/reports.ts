/**
 * The operation report (/reports) on a large settlement, on SQLite (PostgreSQL with BENCH_DATABASE_URL):
 * 500 collars reporting every 30 minutes for 30 days (720,000 readings) bulk-inserted into one
 * settlement beside the demo farm, then the p95 of the daily report of those 30 days, the hourly
 * report of a week and one device's daily report (target < 500 ms: a report is opened, not polled).
 * Usage: npx tsx reports.ts [requests per read, 20]
 */
import { cpus, loadavg } from 'node:os';
import { sql, type Insertable } from 'kysely';
import { DAY_MS } from '../packages/shared/src/constants';
import type { DevicesTable, ReadingsTable } from '../server/src/db/schema';
import { newObjectId } from '../server/src/db/object-id';
import { timedReads } from './load';
import { saveResults } from './results';
import { startBenchServer } from './server';

const REQUESTS = Number(process.argv[2] ?? 20);
const DEVICES = 500;
const DAYS = 30;
const EVERY_MS = 30 * 60_000;
/** Rows per INSERT: within SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 1_000;

const server = await startBenchServer();
const { db } = server.database;
const login = await fetch(`${server.base}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'bench-admin-pass' }),
});
const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };

const demo = await db
  .selectFrom('settlements')
  .select(['id', 'account_id'])
  .orderBy('created_at')
  .executeTakeFirstOrThrow();
const settlementId = newObjectId();
const now = new Date().toISOString();
await db
  .insertInto('settlements')
  .values({
    id: settlementId,
    account_id: demo.account_id,
    name: 'Campo Grande',
    lat: -29.4,
    lng: -66.8,
    created_at: now,
    updated_at: now,
  })
  .execute();

const seeding = performance.now();
const end = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const start = end - DAYS * DAY_MS;
const devices: Insertable<DevicesTable>[] = Array.from({ length: DEVICES }, (_, i) => ({
  id: newObjectId(),
  account_id: demo.account_id,
  settlement_id: settlementId,
  animal_id: null,
  type: 'COLLAR',
  identifier_type: 'MAC',
  identifier: `BE:NC:${String(i).padStart(4, '0')}`,
  firmware: null,
  technology: null,
  signals: '[]',
  ingest_key_hash: null,
  created_at: now,
  updated_at: now,
}));
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < devices.length; i += CHUNK)
    await trx
      .insertInto('devices')
      .values(devices.slice(i, i + CHUNK))
      .execute();
  let chunk: Insertable<ReadingsTable>[] = [];
  for (const device of devices) {
    // One collar in ten falls silent for the last week: the report has silent devices to count.
    const last = device.identifier.endsWith('0') ? end - 7 * DAY_MS : end;
    for (let ts = start; ts < last; ts += EVERY_MS) {
      chunk.push({
        device_id: device.id,
        ts,
        account_id: demo.account_id,
        animal_id: null,
        lat: -29.4,
        lng: -66.8,
        accuracy: null,
        speed: null,
        battery: 80,
        temperature: 38.5,
        grazing_s: null,
        ruminating_s: null,
        resting_s: null,
        walking_s: null,
        drinking_s: null,
        beacon_id: null,
        beacon_rssi: null,
        gateway_id: null,
      });
      if (chunk.length === CHUNK) {
        await trx.insertInto('readings').values(chunk).execute();
        chunk = [];
      }
    }
  }
  if (chunk.length) await trx.insertInto('readings').values(chunk).execute();
});
if (server.database.dialect === 'postgres') await sql`analyze`.execute(db);
const readings = Math.round((DEVICES * DAYS * DAY_MS) / EVERY_MS);
console.log(
  `reports benchmark: ${server.database.dialect}, ${DEVICES} devices and about ${readings} readings seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
);

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const READS: Record<string, string> = {
  dailyMonth: `scope=settlement&settlementId=${settlementId}&frequency=day&fromDate=${day(start)}&toDate=${day(end - DAY_MS)}`,
  hourlyWeek: `scope=settlement&settlementId=${settlementId}&frequency=hour&fromDate=${day(end - 7 * DAY_MS)}&toDate=${day(end - DAY_MS)}`,
  deviceDailyMonth: `scope=uuid&uuid=BE:NC:0001&frequency=day&fromDate=${day(start)}&toDate=${day(end - DAY_MS)}`,
};

const results: Record<string, { p50: number; p95: number }> = {};
for (const [read, query] of Object.entries(READS)) {
  const get = async () => {
    const response = await fetch(`${server.base}/api/v1/reports/operation?${query}`, { headers });
    if (!response.ok) throw new Error(`${read}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await get();
  results[read] = await timedReads(get, REQUESTS);
  console.log(`${read}: p50 ${results[read]!.p50} ms, p95 ${results[read]!.p95} ms (target < 500 ms)`);
}

saveResults(`reports-${server.database.dialect}`, {
  loadAverage: loadavg()[0],
  dialect: server.database.dialect,
  devices: DEVICES,
  readings,
  requests: REQUESTS,
  results,
});
await server.close();
