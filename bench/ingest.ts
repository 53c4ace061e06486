/**
 * Ingestion throughput in one run, on SQLite (or PostgreSQL with BENCH_DATABASE_URL): raw insert rate
 * of reading rows straight into the database, readings/s through POST /ingest/readings in batches of
 * 500 and the ratio of the two (target ≥ 0.5), single-reading OsmAnd requests/s and their share of
 * the machine's HTTP ceiling measured in the same run (target ≥ 0.7), and p95 latency of the
 * heat-map and behaviour endpoints over 1,000 animals × 30 days at 10-minute fixes (targets < 200 ms and
 * < 50 ms; the herd is simulated and ingested first, which takes a few minutes).
 * Usage: npx tsx ingest.ts [seconds] [connections: trackers posting at once, 256] [days of history, 30; 0 skips the query phase]
 */
import { telemetryRepository, type ReadingRow } from '../server/src/modules/telemetry/telemetry.repository';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/src/seed';
import { gatewaySender } from '../server/src/simulator/ingest-client';
import { HerdSimulator } from '../server/src/simulator/simulator';
import { ensureHerd } from '../server/src/simulator/synthetic-herd';
import { httpCeiling, runHttpLoad } from './load';
import { saveResults } from './results';
import { startBenchServer } from './server';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 256);
const historyDays = Number(process.argv[4] ?? 30);
const server = await startBenchServer();
const auth = await server.demoHeaders();
const mutating = {
  ...auth,
  'content-type': 'application/json',
  'x-xsrf-token': 'bench',
  cookie: 'XSRF-TOKEN=bench',
};
const api = async <T>(path: string, method = 'GET'): Promise<T> =>
  (
    await fetch(`${server.base}${path}`, {
      method,
      headers: method === 'GET' ? auth : mutating,
      body: method === 'GET' ? undefined : '{}',
    })
  ).json() as Promise<T>;

const collars = (
  await api<{ items: { _id: string; identifier: string; animalId: string }[] }>(
    '/api/v1/devices?type=COLLAR&pageSize=500',
  )
).items;
const keys = await Promise.all(
  collars.map((c) => api<{ ingestKey: string }>(`/api/v1/devices/${c._id}/key`, 'POST')),
);
const [gateway] = await api<{ _id: string }[]>('/api/v1/gateways');
const { ingestKey: gatewayKey } = await api<{ ingestKey: string }>(
  `/api/v1/gateways/${gateway!._id}/key`,
  'POST',
);
const { db } = server.database;
const account = await db
  .selectFrom('devices')
  .select('account_id')
  .where('id', '=', collars[0]!._id)
  .executeTakeFirstOrThrow();

const DAY = 86_400_000;
const origin = { lat: -29.555, lng: -66.78 };
/** The i-th reading of a run: collars take turns, each a second apart, around the farm. */
function reading(i: number, base: number) {
  const collar = collars[i % collars.length]!;
  return {
    device: collar.identifier,
    ts: base + Math.floor(i / collars.length) * 1000,
    lat: origin.lat + ((i * 7919) % 1000) / 100_000,
    lng: origin.lng + ((i * 104_729) % 1000) / 100_000,
    battery: 80,
    behaviour: { grazing: 300, ruminating: 200, resting: 100 },
  };
}

const total = 50_000;
console.log(
  `ingest benchmark: ${collars.length} collars, ${total} readings per bulk run, ${server.database.dialect}`,
);

// 1. The same kind of rows straight into the readings table, 500 per transaction.
const rawBase = Date.now() - 3 * DAY;
const rows: ReadingRow[] = Array.from({ length: total }, (_, i) => {
  const r = reading(i, rawBase);
  const collar = collars[i % collars.length]!;
  return {
    device_id: collar._id,
    ts: r.ts,
    account_id: account.account_id,
    animal_id: collar.animalId,
    lat: r.lat,
    lng: r.lng,
    accuracy: null,
    speed: null,
    battery: r.battery,
    temperature: null,
    grazing_s: 300,
    ruminating_s: 200,
    resting_s: 100,
    walking_s: null,
    drinking_s: null,
    beacon_id: null,
    beacon_rssi: null,
    gateway_id: null,
  };
});
let t0 = performance.now();
for (let i = 0; i < rows.length; i += 500) {
  await db.transaction().execute((trx) => telemetryRepository.insertReadings(trx, rows.slice(i, i + 500)));
}
const rawPerSecond = Math.round(total / ((performance.now() - t0) / 1000));
console.log(`raw insert:            ${rawPerSecond} rows/s`);

// 2. The same number of readings through the API, batches of 500, 4 concurrent senders.
const apiBase = Date.now() - 2 * DAY;
const batches = Array.from({ length: total / 500 }, (_, b) =>
  JSON.stringify({ readings: Array.from({ length: 500 }, (_, j) => reading(b * 500 + j, apiBase)) }),
);
let next = 0;
t0 = performance.now();
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let body = batches[next++]; body !== undefined; body = batches[next++]) {
      const response = await fetch(`${server.base}/ingest/readings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${gatewayKey}`, 'content-type': 'application/json' },
        body,
      });
      const summary = (await response.json()) as { accepted: number };
      if (summary.accepted !== 500) throw new Error(`batch not fully accepted: ${JSON.stringify(summary)}`);
    }
  }),
);
const batchPerSecond = Math.round(total / ((performance.now() - t0) / 1000));
const ratio = Number((batchPerSecond / rawPerSecond).toFixed(2));
console.log(
  `POST /ingest/readings: ${batchPerSecond} readings/s (batches of 500), ratio to raw ${ratio} (target ≥ 0.5)`,
);

// 3. Single-reading OsmAnd requests, from a worker thread over keep-alive connections.
// Every request carries a new timestamp (milliseconds from a day ago), so every reading is stored.
// The machine's HTTP ceiling is measured around it, with the same generator and parameters against a
// bare Fastify route answering the same JSON: the ratio is what the server keeps of it.
const urls = collars.map((collar, i) => {
  const r = reading(i, 0);
  return `${server.base}/ingest/osmand/${keys[i]!.ingestKey}?id=${encodeURIComponent(collar.identifier)}&lat=${r.lat}&lon=${r.lng}&batt=80&timestamp={n}`;
});
const oneAccepted = { accepted: 1, duplicated: 0, rejected: 0, rejections: [] };
const load = { urls, seconds, connections, counterBase: Date.now() - DAY };
const ceilingBefore = await httpCeiling('/ingest/osmand/:key', oneAccepted, load);
const single = await runHttpLoad(load);
// Under load, acknowledged readings are filed into readings and rollups about once a second: the
// filing of the last ones counts too.
t0 = performance.now();
await server.services.telemetry.idle();
const filedPerSecond = Math.round(single.requests / (single.seconds + (performance.now() - t0) / 1000));
const ceilingAfter = await httpCeiling('/ingest/osmand/:key', oneAccepted, load);
const ceiling = Math.round((ceilingBefore.perSecond + ceilingAfter.perSecond) / 2);
const ofCeiling = Number((single.perSecond / ceiling).toFixed(2));
console.log(
  `bare Fastify ceiling:  ${ceilingBefore.perSecond} and ${ceilingAfter.perSecond} requests/s (before and after), same load`,
);
console.log(
  `OsmAnd single readings: ${single.perSecond} requests/s, p95 ${single.p95Ms} ms, ${single.errors} errors; ${ofCeiling} of the ceiling (target ≥ 0.7)`,
);
console.log(
  `                        ${filedPerSecond} readings/s filed (the last ones' filing included), ${Number((filedPerSecond / ceiling).toFixed(2))} of the ceiling`,
);

const figures: Record<string, unknown> = {
  dialect: server.database.dialect,
  collars: collars.length,
  rawPerSecond,
  batchPerSecond,
  ratio,
  osmandSingle: single,
  httpCeiling: { before: ceilingBefore, after: ceilingAfter },
  osmandOfCeiling: ofCeiling,
  osmandFiledPerSecond: filedPerSecond,
};

// 4. Queries over a big history: 1,000 simulated animals in a settlement of their own, `historyDays` days.
if (historyDays > 0) {
  const created = await fetch(`${server.base}/api/v1/settlements`, {
    method: 'POST',
    headers: mutating,
    body: JSON.stringify({ name: 'Campo Historia', location: { lat: -29.9, lng: -66.3 } }),
  });
  const settlement = (await created.json()) as { _id: string };
  const { gatewayId } = await ensureHerd(db, settlement._id, 1000);
  const simulator = new HerdSimulator(db, settlement._id, await gatewaySender(server, db, gatewayId));
  await simulator.load();
  t0 = performance.now();
  const history = await simulator.run(Date.now() - historyDays * DAY, Date.now());
  const ingestSeconds = Math.round((performance.now() - t0) / 1000);
  console.log(
    `history:               ${history} readings of 1000 animals over ${historyDays} days, ingested in ${ingestSeconds} s`,
  );
  const login = await fetch(`${server.base}/data-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const dataToken = ((await login.json()) as { accessToken: string }).accessToken;
  const animals = (
    await api<{ items: { _id: string }[] }>(`/api/v1/animals?settlementId=${settlement._id}&pageSize=500`)
  ).items;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const range = `fromDate=${day(Date.now() - historyDays * DAY)}&toDate=${day(Date.now())}`;
  const headers = { 'x-access-token-data': dataToken };
  const heat = await runHttpLoad({
    urls: [`${server.base}/data-api/heatmap?${range}&settlementId=${settlement._id}`],
    headers,
    seconds,
    connections: 1,
  });
  console.log(
    `GET /data-api/heatmap (${historyDays} days): p95 ${heat.p95Ms} ms, p50 ${heat.p50Ms} ms (target < 200 ms)`,
  );
  const behaviour = await runHttpLoad({
    urls: animals.map((a) => `${server.base}/data-api/animal/behavior/${a._id}/${settlement._id}?${range}`),
    headers,
    seconds,
    connections: 1,
  });
  console.log(
    `GET /data-api/animal/behavior (${historyDays} days): p95 ${behaviour.p95Ms} ms, p50 ${behaviour.p50Ms} ms (target < 50 ms)`,
  );
  Object.assign(figures, {
    historyDays,
    historyReadings: history,
    historyIngestSeconds: ingestSeconds,
    heatmap: heat,
    behaviour,
  });
}

saveResults('ingest', figures);
await server.close();
