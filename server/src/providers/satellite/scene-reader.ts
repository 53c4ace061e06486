import proj4 from 'proj4';
import { openCog, valuesUnder, type Cog } from './cog-reader';
import { MASKED_SCENE_CLASSES, type Band } from './index-figures';
import type { RetryOptions } from './satellite-http';
import { SatelliteProviderError } from './satellite-provider';
import type { StacItem } from './stac-items';

/*
 * The pixels of one acquisition under a set of ground points, read from its items' COGs: reflectance
 * per band (scale and offset as each item says, before any index) and whether the point is valid,
 * masked by its scene class, or without data. Items are tried in order and a point takes the first
 * item with data under it, so a plot across two tiles is read from both. Each file's pixel grid comes
 * from its own GeoTIFF tags (origin and pixel size, which the item's `proj:transform` repeats). Each
 * COG is opened once per reader, and a reader lives for one provider call.
 */

/** A point's state in `ScenePixels.state`; NoData: no item has data there (off the tiles, no-data pixels). */
export const PointState = { NoData: 0, Masked: 1, Valid: 2 } as const;

export interface ScenePixels {
  state: Uint8Array;
  reflectance: Partial<Record<Band, Float64Array>>;
}

/** The L2A digital-number scaling when an item does not state it (docs/domain.md §8). */
const DEFAULT_SCALE = 0.0001;
/** From processing baseline 04.00 the L2A digital numbers carry +1000 (docs/domain.md §8). */
const BOA_OFFSET_DN = 1000;

/**
 * DN → reflectance for an asset of an item: `dn · scale + offset`. An item whose
 * `earthsearch:boa_offset_applied` is true had the +1000 taken out of its files already: its
 * `raster:bands` offset (−0.1 on such items) describes the product, not the file, and applying it would
 * take 0.1 off every reflectance twice. Otherwise the offset is the item's, or from the baseline.
 */
export function scalingOf(item: StacItem, asset: string): { scale: number; offset: number } {
  const band = item.assets[asset]?.['raster:bands']?.[0];
  const scale = band?.scale ?? DEFAULT_SCALE;
  if (item.properties['earthsearch:boa_offset_applied'] === true) return { scale, offset: 0 };
  if (band?.offset !== undefined) return { scale, offset: band.offset };
  const baseline = Number(item.properties['s2:processing_baseline'] ?? 0);
  return { scale, offset: baseline >= 4 ? -BOA_OFFSET_DN * scale : 0 };
}

function crsOf(item: StacItem): string | null {
  const { 'proj:epsg': epsg, 'proj:code': code } = item.properties;
  return epsg ? `EPSG:${epsg}` : (code ?? null);
}

export class SceneReader {
  private readonly cogs = new Map<string, Promise<Cog>>();

  constructor(
    readonly items: readonly StacItem[],
    private readonly retry: RetryOptions,
    private readonly signal?: AbortSignal,
  ) {}

  private href(item: StacItem, asset: string): string {
    const href = item.assets[asset]?.href;
    if (!href) throw new SatelliteProviderError('bad-answer', `item ${item.id} has no ${asset} asset`);
    return href;
  }

  /** The COG of an asset, opened once. */
  cog(item: StacItem, asset: string): Promise<Cog> {
    const href = this.href(item, asset);
    let cog = this.cogs.get(href);
    if (!cog) {
      cog = openCog(href, this.retry, this.signal);
      this.cogs.set(href, cog);
    }
    return cog;
  }

  /** An item's CRS: its `proj:epsg` (or `proj:code`), else its red band's GeoKeys. */
  async crs(item: StacItem): Promise<string> {
    const crs = crsOf(item) ?? (await this.cog(item, 'red')).crs;
    if (!crs) throw new SatelliteProviderError('bad-answer', `item ${item.id} has no CRS`);
    return crs;
  }

  /** The pixels under `points` (x, y pairs in `crs`) for the bands asked. */
  async pixels(points: Float64Array, crs: string, bands: readonly Band[]): Promise<ScenePixels> {
    const count = points.length / 2;
    const state = new Uint8Array(count);
    const reflectance: ScenePixels['reflectance'] = {};
    for (const band of bands) reflectance[band] = new Float64Array(count).fill(NaN);
    for (const item of this.items) {
      const pending: number[] = [];
      for (let i = 0; i < count; i++) if (state[i] === PointState.NoData) pending.push(i);
      if (pending.length === 0) break;
      const itemCrs = await this.crs(item);
      const forward = itemCrs === crs ? null : proj4(crs, itemCrs).forward;
      const local = new Float64Array(pending.length * 2);
      pending.forEach((i, k) => {
        const xy: [number, number] = [points[2 * i]!, points[2 * i + 1]!];
        const [x, y] = forward ? forward(xy) : xy;
        local[2 * k] = x;
        local[2 * k + 1] = y;
      });
      const read = async (asset: string) => valuesUnder(await this.cog(item, asset), local, this.signal);
      const [classes, ...dns] = await Promise.all([read('scl'), ...bands.map(read)]);
      const scalings = bands.map((band) => ({
        ...scalingOf(item, band),
        nodata: item.assets[band]?.['raster:bands']?.[0]?.nodata ?? 0,
      }));
      pending.forEach((i, k) => {
        const sceneClass = classes![k]!;
        const noData = dns.some((values, b) => Number.isNaN(values[k]) || values[k] === scalings[b]!.nodata);
        if (Number.isNaN(sceneClass) || sceneClass === 0 || noData) return;
        if (MASKED_SCENE_CLASSES.has(sceneClass)) {
          state[i] = PointState.Masked;
          return;
        }
        state[i] = PointState.Valid;
        bands.forEach((band, b) => {
          reflectance[band]![i] = dns[b]![k]! * scalings[b]!.scale + scalings[b]!.offset;
        });
      });
    }
    return { state, reflectance };
  }
}
