/**
 * Biomass at scale, on SQLite (PostgreSQL with BENCH_DATABASE_URL), on the demo farm: a year of stored
 * weather at the settlement and a year of NDVI scenes on a plot (one every 5 days, one in four without a
 * clear view), then the p95 of GET /data-api/biomass/{plotId} over that year for each of the four
 * methods (target < 100 ms), and of the settlement's forage budget; a small read of the same API first
 * tells how busy the machine was.
 * Usage: npx tsx biomass.ts [requests per method, 200]
 */
import { BIOMASS_METHODS } from '@tropero/shared/biomass';
import type { Plot, Settlement } from '@tropero/shared/farm';
import { DAY_MS } from '@tropero/shared/constants';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/src/seed';
import { storeScenes, storeWeatherDays } from '../server/test/biomass-data';
import { timedReads } from './load';
import { saveResults } from './results';
import { startBenchServer } from './server';

const REQUESTS = Number(process.argv[2] ?? 200);
const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);

const server = await startBenchServer();
const headers = await server.demoHeaders();
const get = async <T>(path: string, extra: Record<string, string> = headers): Promise<T> => {
  const response = await fetch(`${server.base}${path}`, { headers: extra });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const [settlement] = await get<Settlement[]>('/api/v1/settlements');
const plots = await get<Plot[]>(`/api/v1/settlements/${settlement!._id}/plots`);
const plot = plots.find((candidate) => candidate.currentCrop?.cropTypeId === 'festuca')!;
const login = await fetch(`${server.base}/data-api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
});
const data = { 'x-access-token-data': ((await login.json()) as { accessToken: string }).accessToken };

// A year back from yesterday (the settlement's days, UTC−3).
const last = dayOf(Date.now() - 3 * 3_600_000 - DAY_MS);
const days = Array.from({ length: 365 }, (_, i) => dayOf(Date.parse(last) - (364 - i) * DAY_MS));
const season = (i: number) => Math.sin(((i + 30) / 365) * 2 * Math.PI);
await storeWeatherDays(
  server.services,
  server.database.db,
  { ...settlement!.location, utcOffsetMinutes: settlement!.utcOffsetMinutes },
  days.map((day, i) => ({ day, temperatureMean: 16 + 8 * season(i), radiation: 18 + 8 * season(i) })),
);
await storeScenes(
  server.database.db,
  plot._id,
  days
    .filter((_, i) => i % 5 === 0)
    .map((day, i) => ({ day, ndvi: i % 4 === 3 ? null : 0.45 + 0.25 * season(i * 5) })),
);
console.log(
  `biomass benchmark: ${server.database.dialect}, plot ${plot.name} (${plot.areaHa} ha, festuca), ${days.length} days of weather, ${Math.ceil(days.length / 5)} scenes`,
);

async function p95Of(path: string): Promise<{ p50: number; p95: number }> {
  await get(path, data);
  return timedReads(() => get(path, data), REQUESTS);
}

// The machine's state during the run: a small read of the same API, for comparison.
const baseline = await p95Of('/data-api/animal/types');
console.log(`GET /data-api/animal/types (baseline): p50 ${baseline.p50} ms, p95 ${baseline.p95} ms`);
const figures: Record<string, { p50: number; p95: number }> = {};
for (const method of BIOMASS_METHODS) {
  const path = `/data-api/biomass/${plot._id}?cropType=festuca&formula=${method}&fromDate=${days[0]}&toDate=${last}&animalsCount=50&daysCount=30`;
  const answer = await get<{ figures: { growth: { kgHa: number } } | null }>(path, data);
  figures[method] = await p95Of(path);
  console.log(
    `GET /data-api/biomass ${method} over 365 days: ${answer.figures?.growth.kgHa} kg DM/ha grown; p50 ${figures[method].p50} ms, p95 ${figures[method].p95} ms (target < 100 ms)`,
  );
}
const forage = await p95Of(`/data-api/settlements/${settlement!._id}/forage-budget`);
console.log(
  `GET /data-api/settlements/{id}/forage-budget (${plots.length} plots): p50 ${forage.p50} ms, p95 ${forage.p95} ms`,
);

saveResults(`biomass-${server.database.dialect}`, {
  dialect: server.database.dialect,
  requestsPerMethod: REQUESTS,
  days: days.length,
  baseline,
  biomass: figures,
  forageBudget: forage,
});
await server.close();
