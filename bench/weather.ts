/**
 * Weather at scale, on SQLite (PostgreSQL with BENCH_DATABASE_URL), against a local Open-Meteo:
 * (1) the upstream calls of an hourly refresh of 500 settlements (several per call), and its time;
 * then the p95 of (2) the 7-day forecast and (3) a 365-day ITH history answered from storage
 * (targets < 20 ms each). Usage: npx tsx weather.ts [seconds per run]
 */
import { DAY_MS } from '@tropero/shared/constants';
import { writeTransaction } from '../server/src/db/write-transaction';
import { openMeteo } from '../server/src/providers/weather/open-meteo';
import { simulatedHour } from '../server/src/providers/weather/simulated';
import type { ProviderHour } from '../server/src/providers/weather/weather-provider';
import { locationKey } from '../server/src/modules/weather/weather-updates';
import { weatherRepository } from '../server/src/modules/weather/weather.repository';
import { FakeOpenMeteo } from '../server/test/fake-open-meteo';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/src/seed';
import { runLoad } from './load';
import { saveResults } from './results';
import { startBenchServer } from './server';

const seconds = Number(process.argv[2] ?? 10);
const SETTLEMENTS = 500;

const fake = await FakeOpenMeteo.start();
const provider = openMeteo({ apiUrl: fake.url, archiveUrl: fake.url });
const server = await startBenchServer({
  weather: { provider, radarIndexUrl: null, radarTilesUrl: null, satelliteBaseUrl: null },
});
const headers = await server.demoHeaders();
const mutating = { ...headers, 'x-xsrf-token': 'bench', cookie: 'XSRF-TOKEN=bench' };
const json = { ...mutating, 'content-type': 'application/json' };

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { ...json, ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// 500 settlements over the pampas, each in its own 0.01° cell.
const settlements: { _id: string; location: { lat: number; lng: number } }[] = [];
for (let i = 0; i < SETTLEMENTS; i++) {
  const location = { lat: -30 - (i % 25) * 0.3, lng: -58 - Math.floor(i / 25) * 0.4 };
  settlements.push(
    await request('POST', '/api/v1/settlements', { name: `Campo ${String(i).padStart(3, '0')}`, location }),
  );
}
const { user: me } = await request<{ user: { _id: string } }>('POST', '/api/v1/login', {
  email: DEMO_EMAIL,
  password: DEMO_PASSWORD,
});

// (1) The hourly refresh: every location's forecast and last days.
const started = performance.now();
const calls = await server.services.weatherUpdates.refreshAll();
const refreshSeconds = (performance.now() - started) / 1000;
const locations = (await weatherRepository.locations(server.database.db)).length;
console.log(
  `hourly refresh of ${SETTLEMENTS} settlements (${locations} locations with the demo's): ${calls} upstream calls (one per location would be ${locations}), ${refreshSeconds.toFixed(1)} s`,
);

// A year of hours for one settlement, as the backfill stores them.
const target = settlements[0]!;
const location = await server.services.weatherUpdates.location(
  locationKey(target.location.lat, target.location.lng, -180),
);
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
for (let day = 365; day > 7; day -= 30) {
  const hours: ProviderHour[] = [];
  for (let ts = today - day * DAY_MS; ts < today - Math.max(day - 30, 7) * DAY_MS; ts += 3_600_000)
    hours.push(simulatedHour(target.location, ts));
  await writeTransaction(server.database, (trx) => weatherRepository.writeHours(trx, location, hours));
}

const data = await fetch(`${server.base}/data-api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
}).then((response) => response.json() as Promise<{ accessToken: string }>);
const toDate = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const fromDate = new Date(Date.parse(toDate) - 364 * DAY_MS).toISOString().slice(0, 10);

const figures: Record<string, unknown> = {
  dialect: server.database.dialect,
  settlements: SETTLEMENTS,
  locations,
  calls,
  refreshSeconds,
};
const runs: [string, () => Promise<boolean>][] = [
  [
    'POST /cabure/forecast/{id}',
    async () =>
      (
        await fetch(`${server.base}/api/v1/cabure/forecast/${target._id}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ ...target.location, userId: me._id }),
        })
      ).ok,
  ],
  [
    'GET /data-api/settlements/{id}/ith (365 days)',
    async () =>
      (
        await fetch(
          `${server.base}/data-api/settlements/${target._id}/ith?fromDate=${fromDate}&toDate=${toDate}`,
          {
            headers: { 'x-access-token-data': data.accessToken },
          },
        )
      ).ok,
  ],
];
for (const [label, call] of runs) {
  if (!(await call())) throw new Error(`${label} failed`);
  const result = await runLoad(1, seconds, call);
  console.log(
    `${label}: p95 ${result.p95Ms} ms, p50 ${result.p50Ms} ms, ${result.perSecond} req/s, ${result.errors} errors (target p95 < 20 ms)`,
  );
  figures[label] = result;
}

saveResults(`weather-${server.database.dialect}`, figures);
await server.close();
await fake.stop();
