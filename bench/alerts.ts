/**
 * Alerts at scale, on SQLite (PostgreSQL with BENCH_DATABASE_URL), on the demo farm (180 collars,
 * three roundups, two fences): (1) ingestion throughput with the alert rules on versus off in the
 * same run (readings/s through POST /ingest/readings, batches of 500, until the rules have evaluated
 * them too; rounds alternating which goes first, the median of the rounds' ratios; target: at most
 * 10 % lower); (2) the time from sending a reading that raises or resolves
 * an alert to its event on an open /live/alerts stream (p95, target 2 s; it includes the reading's
 * commit, so it bounds the time from the commit) and to the push request arriving at a push service
 * played locally (p95, target 5 s); (3) GET /alert/all p95 with 1,000,000 alerts in the
 * account (target < 50 ms), and the same with a search and a filter, and the unread summary.
 * Usage: npx tsx alerts.ts [readings per throughput run, 20000] [alerts, 1000000]
 */
import { sql } from 'kysely';
import type { Alert, LiveAlert } from '@tropero/shared/contracts/alerts';
import type { AlertsTable } from '../server/src/db/schema';
import { newObjectId } from '../server/src/db/object-id';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/src/seed';
import { percentile } from './load';
import { saveResults } from './results';
import { startBenchServer, type BenchServer } from './server';
import webpush from 'web-push';
import { PushDestinations } from '../server/src/providers/push/push-destinations';
import { webPushService } from '../server/src/providers/push/web-push-service';
import { FakePushService } from '../server/test/fake-push-service';

const READINGS = Number(process.argv[2] ?? 20_000);
const ALERTS = Number(process.argv[3] ?? 1_000_000);
const BATCH = 500;
const SENDERS = 4;
const HOUR = 3_600_000;

interface Farm {
  server: BenchServer;
  gatewayKey: string;
  collars: { _id: string; identifier: string; animalId: string }[];
  settlement: { _id: string; location: { lat: number; lng: number } };
  headers: Record<string, string>;
}

// A push service played locally: every alert the demo user may see is pushed to one browser of his.
const pushService = await FakePushService.start();
// It listens on loopback, where no real push may go: let through by address for the bench only.
const destinations = new PushDestinations({ allow: ['127.0.0.1'] });
const push = webPushService({
  keys: webpush.generateVAPIDKeys(),
  subject: 'mailto:bench@tropero.example',
  timeoutMs: 4000,
  agent: pushService.agent,
  destinations,
});

async function farm(rulesOnReadings: boolean): Promise<Farm> {
  // The runs replay the last hours: the rules consider readings of any age here, as they would fresh ones.
  const server = await startBenchServer({
    alerts: { rulesOnReadings, maxReadingAgeMs: 30 * 24 * HOUR },
    notifications: { push, destinations },
  });
  const headers = await server.demoHeaders();
  const mutating = {
    ...headers,
    'content-type': 'application/json',
    'x-xsrf-token': 'b',
    cookie: 'XSRF-TOKEN=b',
  };
  const api = async <T>(path: string, method = 'GET'): Promise<T> =>
    (
      await fetch(`${server.base}${path}`, {
        method,
        headers: method === 'GET' ? headers : mutating,
        body: method === 'GET' ? undefined : '{}',
      })
    ).json() as Promise<T>;
  const collars = (
    await api<{ items: Farm['collars'] }>('/api/v1/devices?type=COLLAR&pageSize=500')
  ).items.filter((c) => c.animalId);
  const [gateway] = await api<{ _id: string }[]>('/api/v1/gateways');
  const { ingestKey } = await api<{ ingestKey: string }>(`/api/v1/gateways/${gateway!._id}/key`, 'POST');
  const [settlement] = await api<Farm['settlement'][]>('/api/v1/settlements');
  return { server, gatewayKey: ingestKey, collars, settlement: settlement!, headers };
}

/**
 * The i-th reading: collars take turns a minute apart, each grazing within ~20 m of its own spot
 * (spread over ~3 km around the settlement, some outside the fences, some away from their roundup),
 * its battery steady (about one in ten below the threshold): a herd's steady stream, where open
 * alerts repeat.
 */
function reading(f: Farm, i: number, base: number) {
  const c = i % f.collars.length;
  const round = Math.floor(i / f.collars.length);
  const { lat, lng } = f.settlement.location;
  const jitter = (seed: number) => (((round * 13 + seed) % 40) - 20) / 100_000;
  return {
    device: f.collars[c]!.identifier,
    ts: base + round * 60_000,
    lat: lat + ((c * 7919) % 3000) / 100_000 - 0.015 + jitter(c * 7),
    lng: lng + ((c * 104_729) % 3000) / 100_000 - 0.015 + jitter(c * 11),
    battery: 10 + ((c * 37) % 90),
    behaviour: { grazing: 300, ruminating: 200, resting: 100 },
  };
}

/** A run's readings/s, and this process's CPU time per reading (µs: server and senders, all threads). */
async function ingest(f: Farm, base: number): Promise<{ rate: number; cpu: number }> {
  const batches = Array.from({ length: READINGS / BATCH }, (_, b) =>
    JSON.stringify({ readings: Array.from({ length: BATCH }, (_, j) => reading(f, b * BATCH + j, base)) }),
  );
  let next = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      for (let body = batches[next++]; body !== undefined; body = batches[next++]) {
        const response = await fetch(`${f.server.base}/ingest/readings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${f.gatewayKey}`, 'content-type': 'application/json' },
          body,
        });
        const summary = (await response.json()) as { accepted: number };
        if (summary.accepted !== BATCH)
          throw new Error(`batch not fully accepted: ${JSON.stringify(summary)}`);
      }
    }),
  );
  await f.server.services.telemetry.idle();
  await f.server.services.alertEngine?.idle();
  const cpu = process.cpuUsage(cpu0);
  return {
    rate: Math.round(READINGS / ((performance.now() - t0) / 1000)),
    cpu: Number(((cpu.user + cpu.system) / READINGS).toFixed(1)),
  };
}

// 1. Throughput, rules off and on in the same run: rounds of one run each, which goes first taking
// turns, after a warm-up round. The figure is the median of the rounds' own on/off ratios (the machine
// is shared: a run's figure moves with what else runs on it, a round's two runs less so).
const off = await farm(false);
const on = await farm(true);
console.log(
  `alerts benchmark: ${on.collars.length} collars, ${READINGS} readings per run, ${on.server.database.dialect}`,
);
const ROUNDS = 7;
const runs = { off: [] as number[], on: [] as number[], offCpu: [] as number[], onCpu: [] as number[] };
const runHours = Math.ceil(READINGS / on.collars.length / 60) + 1;
for (let round = 0; round <= ROUNDS; round++) {
  const base = Date.now() - (ROUNDS + 2 - round) * runHours * HOUR;
  let offRun: Awaited<ReturnType<typeof ingest>>, onRun: Awaited<ReturnType<typeof ingest>>;
  if (round % 2 === 0) {
    offRun = await ingest(off, base);
    onRun = await ingest(on, base);
  } else {
    onRun = await ingest(on, base);
    offRun = await ingest(off, base);
  }
  if (round === 0) continue;
  runs.off.push(offRun.rate);
  runs.on.push(onRun.rate);
  runs.offCpu.push(offRun.cpu);
  runs.onCpu.push(onRun.cpu);
}
await off.server.close();
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const offRate = middle(runs.off);
const onRate = middle(runs.on);
const slower = Number(((1 - middle(runs.on.map((rate, i) => rate / runs.off[i]!))) * 100).toFixed(1));
// CPU time per reading moves less with the machine's other load (on SQLite it is all of the work).
const cpuMore = Number(((middle(runs.onCpu.map((cpu, i) => cpu / runs.offCpu[i]!)) - 1) * 100).toFixed(1));
const opened = await on.server.database.db
  .selectFrom('alerts')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(
  `ingestion (medians of ${ROUNDS} rounds): rules off ${offRate} readings/s, rules on ${onRate} readings/s, on/off ${slower} % lower (median of the rounds' ratios, target ≤ 10 %); CPU per reading ${middle(runs.offCpu)} µs off, ${middle(runs.onCpu)} µs on, ${cpuMore} % more; ${opened.n} alerts raised`,
);
console.log(`  runs: ${JSON.stringify(runs)}`);

// 2. Reading → alert event on an open /live/alerts stream.
const { accessToken } = (await (
  await fetch(`${on.server.base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  })
).json()) as { accessToken: string };
const stream = await fetch(`${on.server.base}/api/v1/live/alerts?access_token=${accessToken}`);
const reader = stream.body!.getReader();
let buffered = '';
/**
 * Resolves on the stream's next event of this change to the collar's low-battery alert (opened, or
 * resolved), passing over the others: those of earlier changes may still wait in the stream (the
 * resolution below before the timed readings), and would be timed as the next reading's.
 */
async function nextAlert(animalId: string, state: 'open' | 'resolved'): Promise<void> {
  for (;;) {
    const at = buffered.indexOf('event: alert\ndata: ');
    const end = at >= 0 ? buffered.indexOf('\n\n', at) : -1;
    if (end >= 0) {
      const event = JSON.parse(buffered.slice(at + 'event: alert\ndata: '.length, end)) as LiveAlert;
      buffered = buffered.slice(end + 2);
      const { type, state: now, opened } = event;
      if (
        type === 'lowBattery' &&
        event.animalId === animalId &&
        now === state &&
        opened === (now === 'open')
      )
        return;
      continue;
    }
    const { done, value } = await reader.read();
    if (done) throw new Error('the alert stream ended');
    buffered += new TextDecoder().decode(value);
  }
}
await on.server.services.alertEngine!.idle();
const browser = pushService.subscribe('bench');
const me = await on.server.database.db
  .selectFrom('users')
  .select('id')
  .where('email', '=', DEMO_EMAIL)
  .executeTakeFirstOrThrow();
const stored = await fetch(`${on.server.base}/api/v1/devicestoken`, {
  method: 'PUT',
  headers: { ...on.headers, 'content-type': 'application/json', 'x-xsrf-token': 'b', cookie: 'XSRF-TOKEN=b' },
  body: JSON.stringify({ id: me.id, deviceToken: JSON.stringify(browser) }),
});
if (!stored.ok) throw new Error(`the push subscription was refused: ${await stored.text()}`);
/** Resolves when the push service has received `count` requests for the bench's browser. */
async function pushed(count: number): Promise<void> {
  while (pushService.to(browser).length < count) await new Promise((resolve) => setTimeout(resolve, 2));
}
const collar = on.collars[0]!;
let ts = Date.now() - 10 * 60_000;
// A full battery first: the collar's low-battery alert of the throughput runs is resolved, so that each
// reading below opens or resolves one (a repeat would neither push nor be told at once).
await fetch(`${on.server.base}/ingest/readings`, {
  method: 'POST',
  headers: { authorization: `Bearer ${on.gatewayKey}`, 'content-type': 'application/json' },
  body: JSON.stringify([{ device: collar.identifier, ts: (ts += 1000), battery: 90 }]),
});
await on.server.services.alertEngine!.idle();
await new Promise((resolve) => setTimeout(resolve, 500));
const latencies: number[] = [];
const pushLatencies: number[] = [];
for (let i = 0; i < 40; i++) {
  // Low, then high again: each reading opens or resolves the collar's low-battery alert.
  const battery = i % 2 === 0 ? 5 : 90;
  const pushes = pushService.to(browser).length;
  const t0 = performance.now();
  const heard = nextAlert(collar.animalId, battery < 20 ? 'open' : 'resolved');
  // An opened alert is pushed, and so (quietly) is its resolution.
  const pushedOut = pushed(pushes + 1).then(() => pushLatencies.push(performance.now() - t0));
  await fetch(`${on.server.base}/ingest/readings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${on.gatewayKey}`, 'content-type': 'application/json' },
    body: JSON.stringify([{ device: collar.identifier, ts: (ts += 1000), battery }]),
  });
  await heard;
  latencies.push(performance.now() - t0);
  await pushedOut;
}
await reader.cancel();
await pushService.stop();
latencies.sort((a, b) => a - b);
pushLatencies.sort((a, b) => a - b);
const eventP95 = Number(percentile(latencies, 95).toFixed(1));
const pushP95 = Number(percentile(pushLatencies, 95).toFixed(1));
console.log(
  `reading → /live/alerts event: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${eventP95} ms (target 2000 ms)`,
);
console.log(
  `reading → push request at the push service: p50 ${percentile(pushLatencies, 50).toFixed(1)} ms, p95 ${pushP95} ms (target 5000 ms)`,
);

// 3. /alert/all with a million alerts in the account.
const { db } = on.server.database;
const settlement = await db
  .selectFrom('settlements')
  .select(['id', 'account_id'])
  .where('id', '=', on.settlement._id)
  .executeTakeFirstOrThrow();
const TYPES = ['outsideFence', 'lowBattery', 'noSignal', 'herdSeparation', 'nightMovement'] as const;
const t0 = performance.now();
const now = Date.now();
const ROWS_PER_INSERT = 1000;
for (let i = 0; i < ALERTS; i += ROWS_PER_INSERT * 10) {
  await db.transaction().execute(async (trx) => {
    for (let j = i; j < Math.min(ALERTS, i + ROWS_PER_INSERT * 10); j += ROWS_PER_INSERT) {
      const rows: AlertsTable[] = [];
      for (let k = j; k < Math.min(ALERTS, j + ROWS_PER_INSERT); k++) {
        const c = on.collars[k % on.collars.length]!;
        const at = now - (ALERTS - k) * 30_000;
        rows.push({
          id: newObjectId(at),
          account_id: settlement.account_id,
          settlement_id: settlement.id,
          type: TYPES[k % TYPES.length]!,
          severity: 'warning',
          subject_kind: 'animal',
          subject_id: c.animalId,
          subject_label: `caravana ${k % 997}`,
          animal_id: c.animalId,
          device_id: c._id,
          state: 'resolved',
          opened_at: at,
          last_at: at,
          resolved_at: at + 60_000,
          count: 1,
          value: null,
          threshold: null,
          lat: null,
          lng: null,
          open_key: null,
          threshold_basis: null,
        });
      }
      await trx.insertInto('alerts').values(rows).execute();
    }
  });
}
if (on.server.database.dialect === 'postgres') await sql`analyze alerts`.execute(db);
console.log(`${ALERTS} alerts written in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

const { user } = (await (
  await fetch(`${on.server.base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  })
).json()) as { user: { _id: string } };

async function p95Of(path: string, times = 200): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    const response = await fetch(`${on.server.base}${path}`, { headers: on.headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.json();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return Number(percentile(ms, 95).toFixed(1));
}
const first = (await (
  await fetch(`${on.server.base}/api/v1/alert/all/${user._id}`, { headers: on.headers })
).json()) as {
  items: Alert[];
  total: number;
};
console.log(`first page: ${first.items.length} alerts, total ${first.total}`);
const listP95 = await p95Of(`/api/v1/alert/all/${user._id}`);
const deepP95 = await p95Of(`/api/v1/alert/all/${user._id}?p=50`);
const searchP95 = await p95Of(`/api/v1/alert/all/${user._id}?q=caravana%2042`);
const filterP95 = await p95Of(`/api/v1/alert/all/${user._id}?f=type:lowBattery,state:resolved`);
const unreadP95 = await p95Of(`/api/v1/alert/countunread/${user._id}`);
console.log(`GET /alert/all with ${ALERTS} alerts: p95 ${listP95} ms (target < 50 ms)`);
console.log(
  `  page 50: p95 ${deepP95} ms; search: p95 ${searchP95} ms; filter: p95 ${filterP95} ms; countunread: p95 ${unreadP95} ms`,
);

saveResults(`alerts-${on.server.database.dialect}`, {
  dialect: on.server.database.dialect,
  collars: on.collars.length,
  readingsPerRun: READINGS,
  ingestion: {
    rulesOffPerSecond: offRate,
    rulesOnPerSecond: onRate,
    lowerPercent: slower,
    cpuPerReadingMicros: { off: middle(runs.offCpu), on: middle(runs.onCpu), morePercent: cpuMore },
    runs,
    targetPercent: 10,
  },
  alertEvent: { p50Ms: Number(percentile(latencies, 50).toFixed(1)), p95Ms: eventP95, targetMs: 2000 },
  pushRequest: { p50Ms: Number(percentile(pushLatencies, 50).toFixed(1)), p95Ms: pushP95, targetMs: 5000 },
  alertList: {
    alerts: ALERTS,
    p95Ms: listP95,
    page50P95Ms: deepP95,
    searchP95Ms: searchP95,
    filterP95Ms: filterP95,
    countUnreadP95Ms: unreadP95,
    targetMs: 50,
  },
});
await on.server.close();
