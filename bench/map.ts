/**
 * A settlement with 500 plots (40 vertices each) and 5 fences: p95 latency of the geometry
 * endpoints the map loads (one client: the latency a user sees; and under concurrent clients),
 * and their JSON size. Usage: npx tsx map.ts [seconds] [concurrent clients]
 */
import { fromOrigin } from '../server/src/demo/farm';
import { runLoad } from './load';
import { saveResults } from './results';
import { startBenchServer } from './server';

const seconds = Number(process.argv[2] ?? 10);
const concurrent = Number(process.argv[3] ?? 4);
const server = await startBenchServer();
const headers = await server.demoHeaders();
const json = {
  ...headers,
  'content-type': 'application/json',
  'x-xsrf-token': 'bench',
  cookie: 'XSRF-TOKEN=bench',
};

/** A roughly round paddock of ~40 vertices centred `east`, `north` km from the demo origin. */
function paddock(east: number, north: number) {
  const ring = Array.from({ length: 40 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 40;
    const radius = 0.18 + 0.03 * Math.sin(5 * angle);
    return fromOrigin(east + radius * Math.cos(angle), north + radius * Math.sin(angle));
  });
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

const created = await fetch(`${server.base}/api/v1/settlements`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ name: 'Campo Grande', location: { lat: -29.5, lng: -66.7 } }),
});
const settlement = (await created.json()) as { _id: string };
for (let i = 0; i < 500; i++) {
  const response = await fetch(`${server.base}/api/v1/settlements/${settlement._id}/plots`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: `Potrero ${i + 1}`,
      geometry: paddock((i % 25) * 0.4, Math.floor(i / 25) * 0.4),
    }),
  });
  if (response.status !== 201) throw new Error(`plot ${i}: ${response.status} ${await response.text()}`);
}
for (let i = 0; i < 5; i++) {
  await fetch(`${server.base}/api/v1/settlements/${settlement._id}/fences`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: `Cerco ${i + 1}`, geometry: paddock(i * 2, 9) }),
  });
}

const figures: Record<string, unknown> = { seconds, dialect: server.database.dialect, plots: 500, fences: 5 };
console.log(
  `map benchmark: 500 plots × 40 vertices, 5 fences; ${seconds} s per run, ${server.database.dialect}`,
);
for (const kind of ['plots', 'fences'] as const) {
  const url = `${server.base}/api/v1/settlements/${settlement._id}/${kind}`;
  const bytes = (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
  for (const clients of [1, concurrent]) {
    const result = await runLoad(clients, seconds, async () => {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      return response.ok;
    });
    console.log(
      `GET …/${kind} (${clients} client${clients > 1 ? 's' : ''}): p95 ${result.p95Ms} ms, p50 ${result.p50Ms} ms, ${result.perSecond} req/s, JSON ${(bytes / 1024).toFixed(0)} KiB`,
    );
    figures[`${kind}_${clients}_clients`] = { ...result, jsonBytes: bytes };
  }
}
saveResults('map', figures);
await server.close();
