import { BaseClient, BaseResponse, fromCustomClient, type GeoTIFFImage } from 'geotiff';
import type { Grid } from './plot-grid';
import { fetchWithRetry, type RetryOptions } from './satellite-http';
import { SatelliteProviderError } from './satellite-provider';

/*
 * Windows of a Cloud-Optimised GeoTIFF read with HTTP range requests (docs/providers.md §3): geotiff reads
 * the header and then only the tiles under a window, through a client that times out and retries like
 * every other satellite call. Tiles are kept for the life of the opened file (one provider call).
 */

class RangeResponse extends BaseResponse {
  constructor(
    private readonly code: number,
    private readonly headers: Headers,
    private readonly data: ArrayBuffer,
  ) {
    super();
  }
  override get status() {
    return this.code;
  }
  override getHeader(name: string) {
    return this.headers.get(name) ?? undefined;
  }
  override async getData() {
    return this.data;
  }
}

/**
 * Range requests with retries. geotiff asks a tile's bytes again for every window that touches it
 * (its own tile cache only saves the decoding), so answers are kept by range for the life of the
 * opened file: plots of one settlement that share a tile fetch it once.
 */
class RangeClient extends BaseClient {
  private readonly answers = new Map<string, Promise<RangeResponse>>();

  constructor(
    url: string,
    private readonly retry: RetryOptions,
  ) {
    super(url);
  }

  override request(init: RequestInit = {}): Promise<BaseResponse> {
    const range = new Headers(init.headers).get('range') ?? '';
    let answer = this.answers.get(range);
    if (!answer) {
      answer = this.fetchRange(init);
      this.answers.set(range, answer);
      answer.catch(() => this.answers.delete(range));
    }
    return answer;
  }

  private fetchRange(init: RequestInit): Promise<RangeResponse> {
    return fetchWithRetry(
      this.url,
      init,
      async (response) => {
        // A server that ignores Range would send the whole file (hundreds of MB): refuse it unread.
        if (response.status !== 206) {
          await response.body?.cancel();
          throw new SatelliteProviderError('bad-answer', `${this.url} ignored the byte range`);
        }
        return new RangeResponse(response.status, response.headers, await response.arrayBuffer());
      },
      this.retry,
    );
  }
}

/** An opened raster: its first image, its grid and CRS. */
export interface Cog {
  image: GeoTIFFImage;
  grid: Grid;
  width: number;
  height: number;
  /** The CRS its GeoKeys give (e.g. 'EPSG:32720'), when they give one. */
  crs: string | null;
}

export async function openCog(href: string, retry: RetryOptions, signal?: AbortSignal): Promise<Cog> {
  const tiff = await fromCustomClient(new RangeClient(href, retry), {}, signal);
  // Decoded tiles kept too: a tile under several plots is decoded once.
  tiff.cache = true;
  const image = await tiff.getImage(0);
  const [x0, y0] = image.getOrigin() as [number, number];
  const [dx, dy] = image.getResolution() as [number, number];
  const code = image.getGeoKeys()?.ProjectedCSTypeGeoKey as number | undefined;
  return {
    image,
    grid: { x0, y0, dx, dy: Math.abs(dy) },
    width: image.getWidth(),
    height: image.getHeight(),
    crs: code ? `EPSG:${code}` : null,
  };
}

/**
 * The value of the pixel under each point (x, y pairs in the raster's CRS), read as one window around
 * them all; NaN for a point off the raster.
 */
export async function valuesUnder(
  cog: Cog,
  points: ArrayLike<number>,
  signal?: AbortSignal,
): Promise<Float64Array> {
  const count = points.length / 2;
  const cols = new Int32Array(count);
  const rows = new Int32Array(count);
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    const col = Math.floor((points[2 * i]! - cog.grid.x0) / cog.grid.dx);
    const row = Math.floor((cog.grid.y0 - points[2 * i + 1]!) / cog.grid.dy);
    const on = col >= 0 && row >= 0 && col < cog.width && row < cog.height;
    cols[i] = on ? col : -1;
    rows[i] = row;
    if (!on) continue;
    left = Math.min(left, col);
    right = Math.max(right, col + 1);
    top = Math.min(top, row);
    bottom = Math.max(bottom, row + 1);
  }
  const under = new Float64Array(count).fill(NaN);
  if (left === Infinity) return under;
  const [values] = (await cog.image.readRasters({
    window: [left, top, right, bottom],
    samples: [0],
    signal,
  })) as unknown as ArrayLike<number>[];
  const width = right - left;
  for (let i = 0; i < count; i++) {
    if (cols[i]! >= 0) under[i] = values![(rows[i]! - top) * width + (cols[i]! - left)]!;
  }
  return under;
}
