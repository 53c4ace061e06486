import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SENTINEL_2_C1_L2A, SENTINEL_2_L2A } from '../src/providers/satellite/stac-items';

/*
 * Earth Search played on a local port (docs/providers.md §3): `POST /search` answers the items it holds of
 * the collections asked, in the recorded answer's shape, a page at a time with a POST `next` link;
 * items answer by id under `/collections/{collection}/items/{id}`; files (COGs) answer byte ranges with 206 as S3 does, and the
 * bytes each file served are counted. A test can script the next answers (a status, a hang) and reads
 * every request made.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const recordedPage = JSON.parse(
  readFileSync(new URL('./fixtures/earth-search/search-page.json', import.meta.url), 'utf8'),
) as Json;

export { SENTINEL_2_C1_L2A as C1_L2A, SENTINEL_2_L2A as L2A };

export interface S2ItemSpec {
  /** Default `sentinel-2-c1-l2a`, whose items do not carry `earthsearch:boa_offset_applied`. */
  collection?: typeof SENTINEL_2_C1_L2A | typeof SENTINEL_2_L2A;
  id: string;
  datetime: string;
  epsg: number;
  /** MGRS tile, e.g. 20HNH. */
  tile: string;
  cloudCover: number;
  /** Asset name → address (the fake's `fileUrl`). */
  hrefs: Partial<Record<'blue' | 'green' | 'red' | 'nir' | 'scl', string>>;
  processingBaseline?: string;
  /** `earthsearch:boa_offset_applied`; default true in `sentinel-2-l2a`, absent in Collection 1. */
  boaOffsetApplied?: boolean;
  /** Drop `scale` and `offset` from the bands' raster:bands (older items). */
  withoutScaling?: boolean;
}

/**
 * An item in Earth Search's recorded shape, with its own collection, id, time, tile and files. The
 * recorded `sentinel-2-l2a` item states `raster:bands` offset −0.1 and `earthsearch:boa_offset_applied`
 * true; a Collection 1 item states the same offset without the flag.
 */
export function s2Item(spec: S2ItemSpec): Json {
  const item = structuredClone(recordedPage.features[0]) as Json;
  const collection = spec.collection ?? SENTINEL_2_C1_L2A;
  item.id = spec.id;
  item.collection = collection;
  Object.assign(item.properties, {
    datetime: spec.datetime,
    'eo:cloud_cover': spec.cloudCover,
    'proj:epsg': spec.epsg,
    'grid:code': `MGRS-${spec.tile}`,
    's2:processing_baseline': spec.processingBaseline ?? '05.10',
    'earthsearch:boa_offset_applied': spec.boaOffsetApplied ?? (collection === SENTINEL_2_L2A || undefined),
  });
  if (item.properties['earthsearch:boa_offset_applied'] === undefined) {
    delete item.properties['earthsearch:boa_offset_applied'];
  }
  for (const [name, asset] of Object.entries(item.assets as Record<string, Json>)) {
    const href = spec.hrefs[name as keyof S2ItemSpec['hrefs']];
    if (href) asset.href = href;
    else delete item.assets[name];
    if (!spec.withoutScaling) continue;
    for (const band of asset['raster:bands']) {
      delete band.scale;
      delete band.offset;
    }
  }
  return item;
}

export interface StacRequest {
  method: string;
  path: string;
  range?: string;
  body?: Json;
}

type Scripted = { kind: 'status'; status: number; headers?: Record<string, string> } | { kind: 'hang' };

export class FakeStac {
  readonly requests: StacRequest[] = [];
  /** Items by id, in the order searches list them. */
  readonly items = new Map<string, Json>();
  /** Bytes each file served, by path. */
  readonly bytesServed = new Map<string, number>();
  private readonly files = new Map<string, Buffer>();
  private readonly script: Scripted[] = [];
  private readonly hanging = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeStac> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeStac(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => fake.answer(request, Buffer.concat(chunks).toString('utf8'), response));
    });
    return fake;
  }

  /** Serves a file at `/files/{name}` and answers its address. */
  addFile(name: string, content: Buffer): string {
    this.files.set(`/files/${name}`, content);
    return `${this.url}/files/${name}`;
  }

  addItem(item: Json): void {
    this.items.set(item.id as string, item);
  }

  fileSize(url: string): number {
    return this.files.get(new URL(url).pathname)!.length;
  }

  served(url: string): number {
    return this.bytesServed.get(new URL(url).pathname) ?? 0;
  }

  resetCounts(): void {
    this.requests.splice(0);
    this.bytesServed.clear();
  }

  /** The next request (of any kind) is answered with this status and no useful body. */
  answerNext(status: number, headers?: Record<string, string>): void {
    this.script.push({ kind: 'status', status, headers });
  }

  /** The next request gets no answer at all (the adapter's timeout ends it). */
  hangNext(): void {
    this.script.push({ kind: 'hang' });
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(request: IncomingMessage, text: string, response: ServerResponse): void {
    const path = new URL(request.url ?? '/', this.url).pathname;
    const body = text ? (JSON.parse(text) as Json) : undefined;
    this.requests.push({ method: request.method ?? 'GET', path, range: request.headers.range, body });
    const scripted = this.script.shift();
    if (scripted?.kind === 'hang') {
      this.hanging.add(response);
      return;
    }
    if (scripted) {
      response.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers });
      response.end(JSON.stringify({ code: 'Scripted', description: `scripted ${scripted.status}` }));
      return;
    }
    const file = this.files.get(path);
    if (file) return this.sendRange(path, file, request.headers.range, response);
    const item = /^\/collections\/([^/]+)\/items\/([^/]+)$/.exec(path);
    const found = item && this.items.get(decodeURIComponent(item[2]!));
    if (found && found.collection === decodeURIComponent(item[1]!)) return this.json(response, 200, found);
    if (path === '/search' && request.method === 'POST' && body) return this.search(body, response);
    this.json(response, 404, { code: 'NotFound', description: `${path} not found` });
  }

  /** Items whose time is in the body's range, `limit` a page, paged by a `next` index. */
  private search(body: Json, response: ServerResponse): void {
    const [from, to] = (body.datetime as string).split('/').map((time) => Date.parse(time));
    const collections = body.collections as string[];
    const matched = [...this.items.values()].filter((item) => {
      const at = Date.parse(item.properties.datetime as string);
      return collections.includes(item.collection as string) && at >= from! && at <= to!;
    });
    const start = Number(body.next ?? 0);
    const limit = Number(body.limit ?? 10);
    const features = matched.slice(start, start + limit);
    const links: Json[] = [{ rel: 'root', type: 'application/json', href: this.url }];
    if (start + limit < matched.length) {
      const next = { ...body, next: String(start + limit) };
      links.unshift({ ...recordedPage.links[0], href: `${this.url}/search`, body: next });
    }
    this.json(response, 200, {
      type: 'FeatureCollection',
      features,
      links,
      context: { limit, matched: matched.length, returned: features.length },
      numberMatched: matched.length,
      numberReturned: features.length,
    });
  }

  private sendRange(path: string, file: Buffer, range: string | undefined, response: ServerResponse): void {
    const match = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
    if (!match) {
      this.count(path, file.length);
      response.writeHead(200, { 'content-type': 'image/tiff', 'content-length': file.length });
      response.end(file);
      return;
    }
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), file.length - 1);
    if (start >= file.length) {
      response.writeHead(416, { 'content-range': `bytes */${file.length}` });
      response.end();
      return;
    }
    const slice = file.subarray(start, end + 1);
    this.count(path, slice.length);
    response.writeHead(206, {
      'content-type': 'image/tiff',
      'content-range': `bytes ${start}-${end}/${file.length}`,
      'content-length': slice.length,
      'accept-ranges': 'bytes',
    });
    response.end(slice);
  }

  private count(path: string, bytes: number): void {
    this.bytesServed.set(path, (this.bytesServed.get(path) ?? 0) + bytes);
  }

  private json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/geo+json' });
    response.end(JSON.stringify(body));
  }
}
