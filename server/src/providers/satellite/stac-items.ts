import { z } from 'zod';
import { fetchWithRetry, jsonOf, type RetryOptions } from './satellite-http';
import { SatelliteProviderError, type Bbox, type Scene } from './satellite-provider';

/*
 * Sentinel-2 L2A items from a STAC API (docs/providers.md §3): the search with paging, an item by id, and
 * the grouping of items into acquisitions. One pass of the satellite over a settlement gives one item
 * per MGRS tile it crosses, seconds apart: they make one Scene whose id lists them all, so that a
 * plot across two tiles is read from both, on this server or on another one.
 */

/**
 * Sentinel-2 Collection 1 L2A (the default): every scene reprocessed to baseline 05.00 or later, its
 * files carrying the +1000 digital-number offset and its items stating it (`raster:bands` offset −0.1)
 * alike. The older `sentinel-2-l2a` is kept as a fallback: some of its files had the offset removed
 * (see `scalingOf`).
 */
export const SENTINEL_2_C1_L2A = 'sentinel-2-c1-l2a';
export const SENTINEL_2_L2A = 'sentinel-2-l2a';
export const SENTINEL_2_COLLECTIONS = [SENTINEL_2_C1_L2A, SENTINEL_2_L2A] as const;

const bandSchema = z.object({
  scale: z.number().optional(),
  offset: z.number().optional(),
  nodata: z.number().nullable().optional(),
});

const assetSchema = z.object({
  href: z.string(),
  'raster:bands': z.array(bandSchema).optional(),
});

export const stacItemSchema = z.object({
  id: z.string(),
  collection: z.string().optional(),
  properties: z.looseObject({
    datetime: z.string(),
    'eo:cloud_cover': z.number().nullable().optional(),
    'proj:epsg': z.number().nullable().optional(),
    'proj:code': z.string().nullable().optional(),
    's2:processing_baseline': z.union([z.string(), z.number()]).optional(),
    'earthsearch:boa_offset_applied': z.boolean().optional(),
    'grid:code': z.string().optional(),
    's2:mgrs_tile': z.string().optional(),
  }),
  assets: z.record(z.string(), assetSchema),
});
export type StacItem = z.infer<typeof stacItemSchema>;

const linkSchema = z.object({
  rel: z.string(),
  href: z.string(),
  method: z.string().optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  merge: z.boolean().optional(),
});

const searchAnswerSchema = z.object({
  features: z.array(stacItemSchema),
  links: z.array(linkSchema).optional(),
});

/** Items of one pass within this span are one acquisition (a revisit is days apart). */
const SAME_PASS_MS = 10 * 60_000;
/** A search never follows more pages than this (a year over a settlement is a few pages of 50). */
const MAX_PAGES = 40;

export interface StacSearchOptions extends RetryOptions {
  /** The API's root, e.g. https://earth-search.aws.element84.com/v1. */
  apiUrl: string;
  collection: string;
  /** Tiles cloudier than this (%) are not listed; default 60. */
  maxCloudCover?: number;
  /** Items per page; default 50. */
  pageSize?: number;
}

const url = (root: string, path: string) => new URL(path, root.endsWith('/') ? root : `${root}/`);

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new SatelliteProviderError('bad-answer', `${what}: ${result.error.message}`);
  return result.data;
}

/** Every item over `bbox` in [from, to], following `next` links (POST bodies or GET addresses). */
export async function searchItems(
  options: StacSearchOptions,
  bbox: Bbox,
  from: number,
  to: number,
  signal?: AbortSignal,
): Promise<StacItem[]> {
  const body: Record<string, unknown> = {
    collections: [options.collection],
    bbox,
    datetime: `${new Date(from).toISOString()}/${new Date(to).toISOString()}`,
    query: { 'eo:cloud_cover': { lt: options.maxCloudCover ?? 60 } },
    limit: options.pageSize ?? 50,
  };
  let request: { href: string | URL; method: string; body?: Record<string, unknown> } = {
    href: url(options.apiUrl, 'search'),
    method: 'POST',
    body,
  };
  const items: StacItem[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = parsed(
      searchAnswerSchema,
      await fetchWithRetry(
        request.href,
        {
          method: request.method,
          headers: request.body ? { 'content-type': 'application/json' } : undefined,
          body: request.body ? JSON.stringify(request.body) : undefined,
          signal,
        },
        jsonOf,
        options,
      ),
      'STAC search',
    );
    items.push(...answer.features);
    const next = answer.links?.find((link) => link.rel === 'next');
    if (!next || answer.features.length === 0) break;
    const method = next.method?.toUpperCase() ?? 'GET';
    request = {
      href: next.href,
      method,
      body:
        method === 'POST'
          ? next.merge
            ? { ...request.body, ...next.body }
            : (next.body ?? body)
          : undefined,
    };
  }
  return items;
}

/** One item by id (`GET {root}/collections/{collection}/items/{id}`). */
export async function fetchItem(
  options: StacSearchOptions,
  collection: string,
  id: string,
  signal?: AbortSignal,
): Promise<StacItem> {
  const address = url(
    options.apiUrl,
    `collections/${encodeURIComponent(collection)}/items/${encodeURIComponent(id)}`,
  );
  return parsed(stacItemSchema, await fetchWithRetry(address, { signal }, jsonOf, options), `item ${id}`);
}

/** A scene id names the collection and its items: `collection/itemA+itemB`. */
export function sceneIdOf(collection: string, items: readonly StacItem[]): string {
  return `${collection}/${items.map((item) => item.id).join('+')}`;
}

export function itemIdsOf(sceneId: string): { collection: string; ids: string[] } {
  const slash = sceneId.indexOf('/');
  if (slash <= 0) throw new SatelliteProviderError('bad-answer', `not a STAC scene id: ${sceneId}`);
  return { collection: sceneId.slice(0, slash), ids: sceneId.slice(slash + 1).split('+') };
}

const tileOf = (item: StacItem) =>
  item.properties['grid:code'] ?? item.properties['s2:mgrs_tile'] ?? item.id.split('_')[1] ?? item.id;

const baselineOf = (item: StacItem) => Number(item.properties['s2:processing_baseline'] ?? 0);

/**
 * Items grouped into acquisitions, oldest first: items within minutes of each other are one pass;
 * a tile listed twice in a pass (a reprocessing) keeps its newest processing.
 */
export function acquisitions(items: readonly StacItem[]): { acquiredAt: number; items: StacItem[] }[] {
  const sorted = [...items].sort(
    (a, b) => Date.parse(a.properties.datetime) - Date.parse(b.properties.datetime),
  );
  const passes: { acquiredAt: number; items: StacItem[] }[] = [];
  for (const item of sorted) {
    const at = Date.parse(item.properties.datetime);
    const pass = passes.at(-1);
    if (!pass || at - pass.acquiredAt > SAME_PASS_MS) {
      passes.push({ acquiredAt: at, items: [item] });
      continue;
    }
    const twin = pass.items.findIndex((other) => tileOf(other) === tileOf(item));
    if (twin < 0) pass.items.push(item);
    else if (baselineOf(item) >= baselineOf(pass.items[twin]!)) pass.items[twin] = item;
  }
  return passes;
}

/** The Scene of an acquisition: the cloud cover of its cloudiest tile. */
export function sceneOf(collection: string, pass: { acquiredAt: number; items: StacItem[] }): Scene {
  const covers = pass.items
    .map((item) => item.properties['eo:cloud_cover'])
    .filter((cover): cover is number => typeof cover === 'number');
  return {
    id: sceneIdOf(collection, pass.items),
    acquiredAt: pass.acquiredAt,
    cloudCover: covers.length > 0 ? Math.max(...covers) : null,
  };
}
