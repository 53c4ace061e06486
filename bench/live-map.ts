/**
 * The live map with a big herd ("10,000 animals without jank"): the built server on a fresh
 * database, a settlement of 10,000 animals with a collar each (imported from CSV) spread over 48
 * paddocks of 2,500 ha, and the dashboard in headless Chromium at 1440×900. Measures (1) the time
 * from opening the dashboard until the legend counts every animal and until the map has drawn them
 * all (the cluster counts and the single dots add up to the herd); (2) frame times (requestAnimationFrame deltas), long
 * main-thread tasks and the main thread's busy time (all of it, and JS) while panning and zooming —
 * with the animals, without them, and with a steady live stream of readings — and with the map still
 * under that stream; (3) a burst of one reading per animal in one gateway batch: the time until the
 * map shows it, and the longest task meanwhile.
 * Headless Chromium draws WebGL in software (SwiftShader) on the machine's cores, shared with the
 * server: absolute frame times are pessimistic; compare runs on the same machine.
 * Needs `npm run build` (or WEB_DIST=<folder> for another build of the web app, e.g. to compare two).
 * Usage: npx tsx live-map.ts [animals, 10000] [--profile]
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';
import {
  framesBetween,
  pageNow,
  panAndZoom,
  PROBE_SCRIPT,
  waitForHerd,
  type FrameFigures,
} from './live-map-probe';
import { saveResults } from './results';
import { benchStore, signedUpHeaders } from './server';

const ANIMALS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10_000);
/** --profile: a CPU profile of the page for each phase, in bench/results/ (for Chromium's DevTools). */
const PROFILE = process.argv.includes('--profile');
const VIEWPORT = { width: 1440, height: 900 };
const ORIGIN = { lat: -30.2, lng: -66.4 }; // the Llanos of La Rioja: ~12 ha a head
const KM_LAT = 1 / 110.574;
const KM_LNG = 1 / (111.32 * Math.cos((ORIGIN.lat * Math.PI) / 180));
const at = (eastKm: number, northKm: number) => ({
  lat: ORIGIN.lat + northKm * KM_LAT,
  lng: ORIGIN.lng + eastKm * KM_LNG,
});

/** A small deterministic generator, so that every run places the same herd. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}
const next = random(42);
const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

const store = await benchStore();
const server = await startServer({ DEMO: '0', ...store.env });
const api = `${server.url}/api/v1`;
const user = { email: 'grande@example.com', password: 'clave-segura-1', name: 'Campo Grande' };
const mutating = await signedUpHeaders(api, user);

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { ...mutating, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function importCsv(kind: 'animals' | 'devices', lines: string[]): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([lines.join('\n')]), `${kind}.csv`);
  const response = await fetch(`${api}/imports/${kind}`, { method: 'POST', headers: mutating, body: form });
  if (response.status !== 201) throw new Error(`import ${kind}: ${response.status} ${await response.text()}`);
}

console.log(
  `live-map benchmark: ${ANIMALS.toLocaleString('en-US')} animals, Chromium ${VIEWPORT.width}×${VIEWPORT.height}`,
);
const started = performance.now();
const settlement = await post<{ _id: string; name: string }>('/settlements', {
  name: 'Estancia Grande',
  location: at(20, 15),
});
// 8 × 6 paddocks of 5 × 5 km.
const plots: { east: number; north: number }[] = [];
for (let row = 0; row < 6; row++) {
  for (let column = 0; column < 8; column++) {
    const [east, north] = [column * 5, row * 5];
    const ring = [at(east, north), at(east + 5, north), at(east + 5, north + 5), at(east, north + 5)];
    await post(`/settlements/${settlement._id}/plots`, {
      name: `Potrero ${plots.length + 1}`,
      geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]!].map(({ lat, lng }) => [lng, lat])] },
    });
    plots.push({ east, north });
  }
}
const roundups = ['Vacas', 'Vaquillonas', 'Novillos', 'Terneros'];
for (const name of roundups) await post('/roundups', { name, settlementId: settlement._id });

const caravana = (i: number) => `EG-${String(i).padStart(6, '0')}`;
const collar = (i: number) => `LM${String(i).padStart(8, '0')}`;
await importCsv('animals', [
  'caravanaNumber,animalSettlement,roundup',
  ...Array.from({ length: ANIMALS }, (_, i) => `${caravana(i)},${settlement.name},${roundups[i % 4]}`),
]);
await importCsv('devices', [
  'deviceType,deviceMACAddress,deviceAnimalID',
  ...Array.from({ length: ANIMALS }, (_, i) => `COLLAR,${collar(i)},${caravana(i)}`),
]);
const { ingestKey } = await post<{ ingestKey: string }>('/gateways', {
  identifier: 'GWGRANDE01',
  name: 'Antena del casco',
  settlementId: settlement._id,
});

// Herds of ~500 head grazing around a point of their paddock (sd 600 m).
const herds = Math.ceil(ANIMALS / 500);
const centres = Array.from({ length: herds }, (_, h) => {
  const plot = plots[(h * 29) % plots.length]!;
  return { east: plot.east + 1 + 3 * next(), north: plot.north + 1 + 3 * next() };
});
const positions = Array.from({ length: ANIMALS }, (_, i) => {
  const centre = centres[i % herds]!;
  return at(centre.east + 0.6 * gaussian(), centre.north + 0.6 * gaussian());
});

/** One reading per animal in one gateway batch (the ingest limit is 10,000 a batch). */
async function postReadings(ts: number, shiftKm: number, battery: number, from = 0, to = ANIMALS) {
  const readings = positions.slice(from, to).map((position, j) => ({
    device: collar(from + j),
    ts,
    lat: position.lat,
    lng: position.lng + shiftKm * KM_LNG,
    battery,
  }));
  for (let i = 0; i < readings.length; i += 10_000) {
    const response = await fetch(`${server.url}/ingest/readings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ingestKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ readings: readings.slice(i, i + 10_000) }),
    });
    const summary = (await response.json()) as { accepted: number };
    if (summary.accepted !== Math.min(10_000, readings.length - i))
      throw new Error(`readings not accepted: ${JSON.stringify(summary).slice(0, 300)}`);
  }
}
await postReadings(Date.now() - 10 * 60_000, 0, 85);
const setupSeconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `setup: ${ANIMALS} animals with collars, ${plots.length} paddocks, one position each in ${setupSeconds} s`,
);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-AR', serviceWorkers: 'block' });
await context.addInitScript({ content: PROBE_SCRIPT });
// Basemap tiles come from the internet: refused at once, the map draws on its plain background.
await context.route(
  (url) => url.origin !== server.url,
  (route) => route.abort(),
);
const page = await context.newPage();
const figures: Record<string, unknown> = {
  animals: ANIMALS,
  viewport: VIEWPORT,
  renderer: 'SwiftShader',
  dialect: store.dialect,
};

try {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/dashboard/);

  const cdp = await context.newCDPSession(page);
  if (PROFILE) await cdp.send('Profiler.enable');
  const saveProfile = async (label: string) => {
    if (!PROFILE) return;
    const { profile } = await cdp.send('Profiler.stop');
    const file = new URL(`./results/live-map-${label.replace(/\W+/g, '-')}.cpuprofile`, import.meta.url);
    writeFileSync(file, JSON.stringify(profile));
  };

  // (1) Opening the dashboard (the app's code is cached, as for a returning user).
  if (PROFILE) await cdp.send('Profiler.start');
  const livePositions = page.waitForResponse((r) => r.url().includes('/live-positions') && r.ok());
  await page.goto(`${server.url}/dashboard?settlementId=${settlement._id}`);
  const answer = await livePositions;
  const liveBytes = (await answer.body()).byteLength;
  const listed = await waitForHerd(page, (herd) => herd.legend === ANIMALS);
  const drawn = await waitForHerd(page, (herd) => herd.drawn === ANIMALS, 60_000);
  const load = await framesBetween(page, 0, drawn.at ?? (await pageNow(page)));
  figures.open = {
    livePositionsKiB: Math.round(liveBytes / 1024),
    legendCountsAllMs: Math.round(listed.at ?? -1),
    mapDrawsAllMs: drawn.at === null ? null : Math.round(drawn.at),
    clustersOnScreen: drawn.herd.clusters,
    clusteredAnimals: drawn.herd.clustered,
    singleDots: drawn.herd.drawn - drawn.herd.clustered,
    longestTaskMs: load.longestTaskMs,
    longTasksTotalMs: load.longTasksTotalMs,
  };
  console.log(
    `open: live-positions ${Math.round(liveBytes / 1024)} KiB; legend counts all ${ANIMALS} at ${Math.round(listed.at ?? -1)} ms, ` +
      `map draws all (${drawn.herd.clusters} clusters summing ${drawn.herd.clustered}, ${drawn.herd.drawn - drawn.herd.clustered} single dots) at ${drawn.at === null ? 'never' : `${Math.round(drawn.at)} ms`}; ` +
      `longest task ${load.longestTaskMs} ms (${load.longTasksTotalMs} ms in long tasks)`,
  );
  await saveProfile('open');
  await page.waitForTimeout(2_000);
  // The main thread's busy time by kind (Chromium's own counters, cumulative): JS, and all tasks.
  await cdp.send('Performance.enable');
  const busy = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { script: metric('ScriptDuration') * 1000, task: metric('TaskDuration') * 1000 };
  };

  const map = page.getByRole('region', { name: 'Mapa', exact: true });
  const box = (await map.boundingBox())!;
  const pan = () => panAndZoom(page, { x: box.x + box.width / 2, y: box.y + box.height * 0.45 });

  type Phase = FrameFigures & { scriptMsPerSecond: number; busyMsPerSecond: number };
  const measure = async (label: string, work: () => Promise<void>): Promise<Phase> => {
    if (PROFILE) await cdp.send('Profiler.start');
    const from = await pageNow(page);
    const busyBefore = await busy();
    await work();
    const busyAfter = await busy();
    await saveProfile(label);
    const frames = await framesBetween(page, from, await pageNow(page));
    const result = {
      ...frames,
      scriptMsPerSecond: Math.round((busyAfter.script - busyBefore.script) / frames.seconds),
      busyMsPerSecond: Math.round((busyAfter.task - busyBefore.task) / frames.seconds),
    };
    console.log(
      `${label}: ${result.frames} frames in ${result.seconds} s (${result.fps} fps); frame p50 ${result.p50Ms} ms, ` +
        `p95 ${result.p95Ms} ms, max ${result.maxMs} ms, ${result.over50Ms} over 50 ms; ` +
        `${result.longTasks} long tasks, longest ${result.longestTaskMs} ms; ` +
        `main thread busy ${result.busyMsPerSecond} ms/s, of which JS ${result.scriptMsPerSecond} ms/s`,
    );
    return result;
  };

  // (2) Panning and zooming: still, then with readings streaming in.
  figures.idle = await measure('idle map (3 s)', () => page.waitForTimeout(3_000));
  figures.panZoom = await measure('pan and zoom', pan);
  // The same without the animals: what the map and the machine cost by themselves.
  const layers = async () => {
    await page.getByRole('button', { name: 'Mapa base y capas' }).click();
    await page.getByRole('checkbox', { name: 'Animales' }).click();
    await page.keyboard.press('Escape');
  };
  await layers();
  figures.panZoomWithoutAnimals = await measure('pan and zoom, animals layer off', pan);
  await layers();
  let streaming = true;
  const stream = (async () => {
    // 1,000 readings a second (every animal every 10 s: 60 times a collar's usual rate), 250 at a time.
    for (let n = 0; streaming; n++) {
      const from = (n * 250) % ANIMALS;
      await postReadings(Date.now() - 5 * 60_000 + n, 0.05 * Math.sin(n), 85, from, from + 250);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  figures.stillStreaming = await measure('still map, 1,000 readings/s streaming (10 s)', () =>
    page.waitForTimeout(10_000),
  );
  figures.panZoomStreaming = await measure('pan and zoom, 1,000 readings/s streaming', pan);
  streaming = false;
  await stream;
  await page.waitForTimeout(2_000);

  // (3) A burst: every animal reports at once, 1 km east and low on battery.
  const before = await waitForHerd(page, (herd) => herd.drawn === ANIMALS, 10_000);
  if (PROFILE) await cdp.send('Profiler.start');
  const burstFrom = await pageNow(page);
  const busyBefore = await busy();
  const posted = postReadings(Date.now(), 1, 15);
  const stored = await waitForHerd(page, (herd) => herd.lowBattery === ANIMALS);
  const moved = await waitForHerd(
    page,
    (herd) => herd.signature !== before.herd.signature && herd.drawn === ANIMALS,
    30_000,
  );
  await posted;
  await page.waitForTimeout(1_000);
  const busyAfter = await busy();
  await saveProfile('burst');
  const burst = await framesBetween(page, burstFrom, await pageNow(page));
  figures.burst = {
    readings: ANIMALS,
    legendShowsMs: stored.at === null ? null : Math.round(stored.at - burstFrom),
    mapShowsMs: moved.at === null ? null : Math.round(moved.at - burstFrom),
    ...burst,
    // Includes this benchmark's own polling of the page (a few ms).
    scriptMs: Math.round(busyAfter.script - busyBefore.script),
    busyMs: Math.round(busyAfter.task - busyBefore.task),
  };
  console.log(
    `burst of ${ANIMALS} readings in one batch: legend shows it after ${stored.at === null ? 'never' : `${Math.round(stored.at - burstFrom)} ms`}, ` +
      `map after ${moved.at === null ? 'never' : `${Math.round(moved.at - burstFrom)} ms`}; frame p95 ${burst.p95Ms} ms, max ${burst.maxMs} ms; ` +
      `longest task ${burst.longestTaskMs} ms (${burst.longTasksTotalMs} ms in long tasks); ` +
      `main thread busy ${Math.round(busyAfter.task - busyBefore.task)} ms, of which JS ${Math.round(busyAfter.script - busyBefore.script)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
  await store.drop();
}

saveResults('live-map', figures);
