/**
 * Hostile and huge uploads against the built server: a 1 GB KMZ bomb, a 1 GB XLSX bomb (each about
 * 1 MB on the wire) and a KML of 20,000 placemarks. For each: its answer and time, how much the
 * server's resident memory grew over what it was just before (its whole process, upload workers
 * included: /proc/<pid>/status, Linux), and the latency of `GET /api/health` asked over and over,
 * one at a time, meanwhile (the goals: memory under +100 MB during a bomb, health under 200 ms).
 * SQLite by default; PostgreSQL with BENCH_DATABASE_URL. Needs `npm run build`.
 * Usage: npx tsx uploads.ts [placemarks, 20000]
 */
import { readFileSync } from 'node:fs';
import { startServer } from '../e2e/support/server';
import { manyPlacemarksKml, zipBomb } from '../server/test/large-files';
import { saveResults } from './results';
import { benchStore, signedUpHeaders } from './server';

const PLACEMARKS = Number(process.argv[2] ?? 20_000);
const MB = 1024 * 1024;

const store = await benchStore();
const server = await startServer({ DEMO: '0', ...store.env });
const api = `${server.url}/api/v1`;
const user = { email: 'cargas@example.com', password: 'clave-segura-1', name: 'Campo Cargas' };
const mutating = await signedUpHeaders(api, user);
const created = await fetch(`${api}/settlements`, {
  method: 'POST',
  headers: { ...mutating, 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Campo Cargas', location: { lat: -29.4, lng: -66.8 } }),
});
const settlement = (await created.json()) as { _id: string };

const rssBytes = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Watch {
  label: string;
  status: number;
  answer: string;
  seconds: number;
  rssGrowthMb: number;
  healthAnswers: number;
  healthMaxMs: number;
  healthP95Ms: number;
}

/** Sends one upload and watches the server until it answers. */
async function watch(label: string, path: string, filename: string, data: Uint8Array): Promise<Watch> {
  await sleep(1000);
  const before = rssBytes();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes())), 10);
  let running = true;
  const latencies: number[] = [];
  const health = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
      if (running) latencies.push(performance.now() - started);
      await sleep(10);
    }
  })();
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([data]), filename);
  const response = await fetch(`${api}${path}`, { method: 'POST', headers: mutating, body: form });
  const body = await response.text();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  clearInterval(sampler);
  await health;
  latencies.sort((a, b) => a - b);
  let answer: string;
  try {
    const json = JSON.parse(body) as { message?: string; plots?: unknown[] };
    answer = json.plots ? `${json.plots.length} plots` : (json.message ?? '');
  } catch {
    answer = body.slice(0, 80);
  }
  const result = {
    label,
    status: response.status,
    answer,
    seconds: Number(seconds.toFixed(2)),
    rssGrowthMb: Math.round((peak - before) / MB),
    healthAnswers: latencies.length,
    healthMaxMs: Math.round(latencies.at(-1) ?? 0),
    healthP95Ms: Math.round(latencies[Math.floor(latencies.length * 0.95)] ?? 0),
  };
  console.log(
    `${label.padEnd(24)} ${result.status} ${result.answer.padEnd(34)} ${result.seconds.toFixed(2).padStart(6)} s` +
      `  memory +${String(result.rssGrowthMb).padStart(4)} MB  health: ${result.healthAnswers} answers,` +
      ` p95 ${result.healthP95Ms} ms, max ${result.healthMaxMs} ms`,
  );
  return result;
}

console.log(`uploads benchmark on ${store.dialect}: the built server, one upload at a time`);
const kmzBomb = zipBomb('doc.kml', '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>', 1024);
const xlsxBomb = zipBomb('xl/worksheets/sheet1.xml', '<worksheet><sheetData>', 1024);
const plotsPath = `/settlements/${settlement._id}/plots/import`;
const runs = [
  await watch('KMZ bomb (1 GB)', plotsPath, 'bomba.kmz', kmzBomb),
  await watch('XLSX bomb (1 GB)', '/imports/animals', 'bomba.xlsx', xlsxBomb),
  await watch(
    `KML, ${PLACEMARKS.toLocaleString('en-US')} placemarks`,
    plotsPath,
    'grande.kml',
    manyPlacemarksKml(PLACEMARKS),
  ),
];

saveResults(`uploads-${store.dialect}`, { dialect: store.dialect, placemarks: PLACEMARKS, runs });
await server.stop();
await store.drop();
