/**
 * The herd at scale, on SQLite (PostgreSQL with BENCH_DATABASE_URL): (1) importing 10,000 animals
 * from an XLSX through POST /imports/animals (target < 10 s); then, with 50,000 animals in the
 * account, (2) the p95 of an /animals page of 50 (target < 100 ms) and (3) the p95 of the top-bar
 * search (target < 50 ms).
 * Exports of all 50,000 are timed too. Usage: npx tsx herd.ts [seconds per run] [concurrent clients]
 */
import { ANIMAL_IMPORT_COLUMNS, ANIMAL_TYPES, BREEDS } from '@tropero/shared/herd';
import { spreadsheetStream, type ExportColumn } from '../server/src/modules/exports/spreadsheet-writer';
import { runLoad } from './load';
import { saveResults } from './results';
import { startBenchServer } from './server';

const seconds = Number(process.argv[2] ?? 10);
const concurrent = Number(process.argv[3] ?? 4);
const TOTAL = 50_000;
const FIRST_IMPORT = 10_000;

const server = await startBenchServer();
const headers = await server.demoHeaders();
const mutating = { ...headers, 'x-xsrf-token': 'bench', cookie: 'XSRF-TOKEN=bench' };
const json = { ...mutating, 'content-type': 'application/json' };

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const settlement = await post<{ _id: string; name: string }>('/api/v1/settlements', {
  name: 'Campo Grande',
  location: { lat: -29.5, lng: -66.7 },
});
const roundups = ['Rodeo Uno', 'Rodeo Dos', 'Rodeo Tres', 'SIN RODEO'];
for (const name of roundups.slice(0, 3))
  await post('/api/v1/roundups', { name, settlementId: settlement._id });

type Row = Record<(typeof ANIMAL_IMPORT_COLUMNS)[number], string | Date | null>;
const caravana = (i: number) => `CG-${String(i).padStart(6, '0')}`;
const row = (i: number): Row => ({
  caravanaNumber: caravana(i),
  animalSenasa: `SG${String(i).padStart(8, '0')}`,
  breed: BREEDS[i % BREEDS.length]!,
  animalType: ANIMAL_TYPES[i % ANIMAL_TYPES.length]!,
  animalSubtype: null,
  birthDay: new Date(Date.UTC(2018, 0, 1) + (i % 2500) * 86_400_000),
  observations: i % 10 === 0 ? 'Revisar en la manga' : null,
  animalSettlement: settlement.name,
  roundup: roundups[i % roundups.length]!,
});

/** A spreadsheet of rows `from`…`to` (exclusive), built by the server's own export writer. */
async function spreadsheet(format: 'csv' | 'xlsx', from: number, to: number): Promise<Buffer> {
  const columns: ExportColumn<Row>[] = ANIMAL_IMPORT_COLUMNS.map((name) => ({
    header: name,
    width: 16,
    date: name === 'birthDay',
    value: (r) => r[name],
  }));
  const rows = Array.from({ length: to - from }, (_, i) => row(from + i));
  const chunks: Buffer[] = [];
  for await (const chunk of spreadsheetStream(
    format,
    'Animales',
    columns,
    (async function* () {
      yield rows;
    })(),
  )) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

async function importFile(name: string, data: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([data]), name);
  const started = performance.now();
  const response = await fetch(`${server.base}/api/v1/imports/animals`, {
    method: 'POST',
    headers: mutating,
    body: form,
  });
  const elapsed = (performance.now() - started) / 1000;
  if (response.status !== 201)
    throw new Error(`${name}: ${response.status} ${(await response.text()).slice(0, 500)}`);
  return elapsed;
}

const figures: Record<string, unknown> = { seconds, dialect: server.database.dialect, animals: TOTAL };
console.log(
  `herd benchmark: ${TOTAL.toLocaleString('en-US')} animals; ${seconds} s per run, ${server.database.dialect}`,
);

// (1) 10,000 animals from an XLSX, timed from the upload to the answer.
const xlsx = await spreadsheet('xlsx', 0, FIRST_IMPORT);
const importSeconds = await importFile('animales.xlsx', xlsx);
console.log(
  `import of ${FIRST_IMPORT.toLocaleString('en-US')} animals from XLSX (${(xlsx.length / 1024).toFixed(0)} KiB): ${importSeconds.toFixed(2)} s (target < 10 s)`,
);
figures.import10kXlsxSeconds = Number(importSeconds.toFixed(2));

// The rest of the 50,000 (the demo herd counts too), in CSV files of at most 10,000 rows.
const listTotal = async () =>
  ((await (await fetch(`${server.base}/api/v1/animals?pageSize=1`, { headers })).json()) as { total: number })
    .total;
const demo = (await listTotal()) - FIRST_IMPORT;
let next = FIRST_IMPORT;
const loadStarted = performance.now();
while (next < TOTAL - demo) {
  const to = Math.min(next + 10_000, TOTAL - demo);
  await importFile(`animales-${next}.csv`, await spreadsheet('csv', next, to));
  next = to;
}
const total = await listTotal();
console.log(
  `loaded ${(next - FIRST_IMPORT).toLocaleString('en-US')} more from CSV in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s; ${total.toLocaleString('en-US')} animals in the account`,
);
figures.animalsInAccount = total;

const get = async (path: string) => {
  const response = await fetch(`${server.base}${path}`, { headers });
  await response.arrayBuffer();
  return response.ok;
};
const pages = Math.ceil(total / 50);
const random = (n: number) => Math.floor(Math.random() * n);

// (2) A page of 50 of the /animals table, anywhere in the list, and with the table's sorts and filters.
const listRuns: [string, () => string][] = [
  ['/animals?page=<random>&pageSize=50', () => `/api/v1/animals?page=${1 + random(pages)}&pageSize=50`],
  ['/animals?page=1&pageSize=50', () => '/api/v1/animals?page=1&pageSize=50'],
  [
    '/animals?sort=-birthDay&page=<random>',
    () => `/api/v1/animals?sort=-birthDay&page=${1 + random(pages)}&pageSize=50`,
  ],
  [
    '/animals?settlementId&type&page=<random>',
    () =>
      `/api/v1/animals?settlementId=${settlement._id}&type=${ANIMAL_TYPES[random(ANIMAL_TYPES.length)]}&page=${1 + random(Math.floor(pages / ANIMAL_TYPES.length))}&pageSize=50`,
  ],
];
for (const [label, url] of listRuns) {
  for (const clients of [1, concurrent]) {
    const result = await runLoad(clients, seconds, () => get(url()));
    console.log(
      `GET ${label} (${clients} client${clients > 1 ? 's' : ''}): p95 ${result.p95Ms} ms, p50 ${result.p50Ms} ms, ${result.perSecond} req/s${label.includes('<random>&pageSize') && clients === 1 ? ' (target p95 < 100 ms)' : ''}`,
    );
    figures[`list ${label} ${clients} clients`] = result;
  }
}

// (3) The top-bar search: prefixes of caravanas and SENASA ids as a user types them.
const prefix = () => {
  const i = random(TOTAL - demo);
  const id = random(2) ? caravana(i) : `SG${String(i).padStart(8, '0')}`;
  return encodeURIComponent(id.slice(0, 4 + random(6)));
};
for (const clients of [1, concurrent]) {
  const result = await runLoad(clients, seconds, () => get(`/api/v1/search?q=${prefix()}`));
  console.log(
    `GET /search?q=<prefix> (${clients} client${clients > 1 ? 's' : ''}): p95 ${result.p95Ms} ms, p50 ${result.p50Ms} ms, ${result.perSecond} req/s${clients === 1 ? ' (target p95 < 50 ms)' : ''}`,
  );
  figures[`search ${clients} clients`] = result;
}

// Downloads of the whole herd.
for (const format of ['csv', 'xlsx'] as const) {
  const started = performance.now();
  const response = await fetch(`${server.base}/api/v1/exports/animals?format=${format}`, { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  const elapsed = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`export ${format}: ${response.status}`);
  console.log(
    `export of ${total.toLocaleString('en-US')} animals as ${format}: ${elapsed.toFixed(2)} s, ${(bytes / 1024 / 1024).toFixed(1)} MiB`,
  );
  figures[`export ${format} seconds`] = Number(elapsed.toFixed(2));
}

saveResults('herd', figures);
await server.close();
