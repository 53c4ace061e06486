import type { Polygon } from 'geojson';
import proj4 from 'proj4';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeStac, s2Item } from '../../../test/fake-stac';
import { writeTiledGeoTiff } from '../../../test/tiled-geotiff';
import { earthSearch, type EarthSearchOptions } from './earth-search';
import { CLEAR_SHARE } from './index-figures';
import { SatelliteProviderError, type Scene } from './satellite-provider';

/*
 * Two adjacent Sentinel-2 tiles in UTM 20S played as small real tiled GeoTIFFs with known digital
 * numbers: A from x 500000 to 505120, B from 505000 (they overlap by 120 m, as MGRS tiles do). Plots
 * are rectangles with edges on the 10 m grid, so the pixels whose centres are inside are known here
 * without the provider's code, and so are their figures.
 */

const EPSG = 32720;
const Y0 = 6_250_000;
const SIDE = 512; // pixels at 10 m
const A_X0 = 500_000;
const B_X0 = 505_000;

const redA = (col: number, row: number) => 1500 + ((col * 7 + row * 3) % 40) * 10;
const nirA = (col: number, row: number) => 3500 + ((col * 5 + row * 11) % 60) * 20;
const redB = (col: number, row: number) => 1200 + ((col + row) % 30) * 10;
const nirB = (col: number) => 4200 + (col % 13) * 25;
/** Scene classes by ground x: thick cloud over one strip, medium-probability cloud over another. */
const sceneClassAt = (x: number) => (x >= 501_000 && x < 501_200 ? 9 : x >= 501_600 && x < 501_640 ? 8 : 4);

interface Rect {
  west: number;
  south: number;
  east: number;
  north: number;
}
const CLEAR: Rect = { west: 500_400, south: 6_249_200, east: 500_800, north: 6_249_600 };
const HALF_CLOUDY: Rect = { west: 501_000, south: 6_249_200, east: 501_400, north: 6_249_600 };
const EDGE_CLOUD: Rect = { west: 501_600, south: 6_249_200, east: 502_000, north: 6_249_600 };
const ACROSS: Rect = { west: 504_900, south: 6_249_200, east: 505_300, north: 6_249_500 };

const toWgs84 = proj4(`EPSG:${EPSG}`, 'EPSG:4326').forward;
function polygonOf({ west, south, east, north }: Rect): Polygon {
  const corners = [
    [west, north],
    [east, north],
    [east, south],
    [west, south],
    [west, north],
  ] as [number, number][];
  return { type: 'Polygon', coordinates: [corners.map((corner) => toWgs84(corner))] };
}
const plot = (id: string, rect: Rect) => ({ id, polygon: polygonOf(rect) });

// The independent computation: pixel centres in the rectangle, tile A where it has the pixel, else B.
const reflectance = (dn: number, offset: number) => dn * 0.0001 + offset;
function expectedNdvi(rect: Rect, offset = -0.1): { values: number[]; pixels: number } {
  const values: number[] = [];
  let pixels = 0;
  for (let y = rect.north - 5; y > rect.south; y -= 10) {
    for (let x = rect.west + 5; x < rect.east; x += 10) {
      pixels++;
      if (sceneClassAt(x) !== 4) continue;
      const row = (Y0 - y - 5) / 10;
      const inA = x < A_X0 + SIDE * 10;
      const col = (x - (inA ? A_X0 : B_X0) - 5) / 10;
      const red = reflectance(inA ? redA(col, row) : redB(col, row), offset);
      const nir = reflectance(inA ? nirA(col, row) : nirB(col), offset);
      values.push((nir - red) / (nir + red));
    }
  }
  return { values, pixels };
}
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = q * (sorted.length - 1);
  const low = Math.floor(at);
  return low + 1 < sorted.length
    ? sorted[low]! * (1 - (at - low)) + sorted[low + 1]! * (at - low)
    : sorted[low]!;
}
function expectedFigures(id: string, rect: Rect, offset = -0.1) {
  const { values, pixels } = expectedNdvi(rect, offset);
  return {
    plotId: id,
    clear: true,
    validShare: values.length / pixels,
    mean: values.reduce((sum, value) => sum + value, 0) / values.length,
    median: quantile(values, 0.5),
    p10: quantile(values, 0.1),
    p90: quantile(values, 0.9),
  };
}
const close = (figures: object) =>
  Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [
      key,
      typeof value === 'number' ? expect.closeTo(value, 9) : value,
    ]),
  );

const band = (x0: number, value: (col: number, row: number) => number) =>
  writeTiledGeoTiff({
    width: SIDE,
    height: SIDE,
    tileSize: 64,
    bitsPerSample: 16,
    x0,
    y0: Y0,
    resolution: 10,
    epsg: EPSG,
    value,
  });
const classes = (x0: number, value: (x: number) => number) =>
  writeTiledGeoTiff({
    width: SIDE / 2,
    height: SIDE / 2,
    tileSize: 32,
    bitsPerSample: 8,
    x0,
    y0: Y0,
    resolution: 20,
    epsg: EPSG,
    value: (col) => value(x0 + col * 20 + 10),
  });

describe('Earth Search adapter against a local STAC API and COGs', () => {
  let fake: FakeStac;
  let hrefsA: Record<string, string>;
  const provider = (extra: EarthSearchOptions = {}) =>
    earthSearch({ apiUrl: fake.url, timeoutMs: 2000, backoffMs: 5, ...extra });
  const JANUARY = [Date.parse('2024-01-01T00:00:00Z'), Date.parse('2024-01-31T23:59:59Z')] as const;
  const BBOX = [-63, -34, -62, -33] as [number, number, number, number];

  beforeAll(async () => {
    fake = await FakeStac.start();
    hrefsA = {
      red: fake.addFile('A/B04.tif', band(A_X0, redA)),
      nir: fake.addFile('A/B08.tif', band(A_X0, nirA)),
      green: fake.addFile(
        'A/B03.tif',
        band(A_X0, () => 1800),
      ),
      blue: fake.addFile(
        'A/B02.tif',
        band(A_X0, () => 1400),
      ),
      scl: fake.addFile('A/SCL.tif', classes(A_X0, sceneClassAt)),
    };
    const hrefsB = {
      red: fake.addFile('B/B04.tif', band(B_X0, redB)),
      nir: fake.addFile('B/B08.tif', band(B_X0, nirB)),
      scl: fake.addFile('B/SCL.tif', classes(B_X0, sceneClassAt)),
    };
    const overcast = {
      scl: fake.addFile(
        'A/SCL-overcast.tif',
        classes(A_X0, () => 9),
      ),
      sclB: fake.addFile(
        'B/SCL-overcast.tif',
        classes(B_X0, () => 9),
      ),
    };
    const item = (id: string, tile: string, datetime: string, hrefs: object, extra = {}) =>
      fake.addItem(s2Item({ id, tile, datetime, epsg: EPSG, cloudCover: 10, hrefs, ...extra }));
    // 5 January: one pass over both tiles, seconds apart.
    item('S2B_20HNH_20240105_0_L2A', '20HNH', '2024-01-05T14:07:25.024Z', hrefsA);
    item('S2B_20HPH_20240105_0_L2A', '20HPH', '2024-01-05T14:07:29.310Z', hrefsB);
    // 15 January: overcast over both.
    item('S2B_20HNH_20240115_0_L2A', '20HNH', '2024-01-15T14:07:21.000Z', { ...hrefsA, scl: overcast.scl });
    item('S2B_20HPH_20240115_0_L2A', '20HPH', '2024-01-15T14:07:25.000Z', { ...hrefsB, scl: overcast.sclB });
    // 25 January: tile A only, an item that states no scale or offset (baseline 04.00, offset not applied).
    item('S2A_20HNH_20240125_0_L2A', '20HNH', '2024-01-25T14:07:30.000Z', hrefsA, {
      withoutScaling: true,
      processingBaseline: '04.00',
      boaOffsetApplied: false,
    });
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.resetCounts());

  async function scenes(p = provider()): Promise<Scene[]> {
    return p.searchScenes(BBOX, ...JANUARY);
  }

  it('searches page by page and makes one scene of one pass over two tiles, oldest first', async () => {
    const found = await scenes(provider({ pageSize: 2 }));
    const searches = fake.requests.filter((request) => request.path === '/search');
    expect(searches).toHaveLength(3);
    expect(searches[0]!.body).toMatchObject({
      collections: ['sentinel-2-l2a'],
      bbox: BBOX,
      datetime: '2024-01-01T00:00:00.000Z/2024-01-31T23:59:59.000Z',
      query: { 'eo:cloud_cover': { lt: 60 } },
      limit: 2,
    });
    expect(searches[1]!.body).toMatchObject({ next: '2' });
    expect(found).toEqual([
      {
        id: 'sentinel-2-l2a/S2B_20HNH_20240105_0_L2A+S2B_20HPH_20240105_0_L2A',
        acquiredAt: Date.parse('2024-01-05T14:07:25.024Z'),
        cloudCover: 10,
      },
      expect.objectContaining({ acquiredAt: Date.parse('2024-01-15T14:07:21.000Z') }),
      expect.objectContaining({ id: 'sentinel-2-l2a/S2A_20HNH_20240125_0_L2A' }),
    ]);
  });

  it('gives each plot NDVI from reflectances (scale and offset applied), its own valid share, the cloud masked', async () => {
    const p = provider();
    const [january5] = await scenes(p);
    const figures = await p.plotFigures(january5!, [
      plot('clear', CLEAR),
      plot('half', HALF_CLOUDY),
      plot('edge', EDGE_CLOUD),
      plot('across', ACROSS),
    ]);
    expect(figures[0]).toEqual(close(expectedFigures('clear', CLEAR)));
    expect(figures[0]!.validShare).toBe(1);
    // Without the offset the same digital numbers give another NDVI.
    expect(Math.abs(expectedFigures('clear', CLEAR, 0).mean - figures[0]!.mean!)).toBeGreaterThan(0.02);

    // Half the plot under thick cloud (scene class 9): kept as no clear view.
    expect(figures[1]).toEqual({
      plotId: 'half',
      clear: false,
      validShare: 0.5,
      mean: null,
      median: null,
      p10: null,
      p90: null,
    });
    expect(figures[1]!.validShare).toBeLessThan(CLEAR_SHARE);

    // A tenth under cloud: figures from the clear pixels only.
    expect(figures[2]).toEqual(close(expectedFigures('edge', EDGE_CLOUD)));
    expect(figures[2]!.validShare).toBeCloseTo(0.9, 9);

    // Across the two tiles: pixels of both, merged.
    expect(figures[3]).toEqual(close(expectedFigures('across', ACROSS)));
    expect(fake.served(`${fake.url}/files/B/B04.tif`)).toBeGreaterThan(0);
  });

  it('applies the baseline offset when the item states no scale or offset', async () => {
    const p = provider();
    const january25 = (await scenes(p))[2]!;
    const [figures] = await p.plotFigures(january25, [plot('clear', CLEAR)]);
    expect(figures).toEqual(close(expectedFigures('clear', CLEAR)));
  });

  it('keeps an overcast scene as no clear view', async () => {
    const p = provider();
    const january15 = (await scenes(p))[1]!;
    const figures = await p.plotFigures(january15, [plot('clear', CLEAR), plot('across', ACROSS)]);
    for (const figure of figures) {
      expect(figure).toMatchObject({
        clear: false,
        validShare: 0,
        mean: null,
        median: null,
        p10: null,
        p90: null,
      });
    }
  });

  it('reads a small part of the files for a plot', async () => {
    const p = provider();
    const [january5] = await scenes(p);
    fake.resetCounts();
    await p.plotFigures(january5!, [plot('clear', CLEAR)]);
    for (const asset of ['red', 'nir', 'scl']) {
      const share = fake.served(hrefsA[asset]!) / fake.fileSize(hrefsA[asset]!);
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThan(0.25);
    }
    expect(fake.served(`${fake.url}/files/B/B04.tif`)).toBe(0);
    expect(fake.requests.every((request) => !request.path.startsWith('/files/') || request.range)).toBe(true);
  });

  it('reads a scene found by another server: its items fetched by id', async () => {
    const [january5] = await scenes();
    fake.resetCounts();
    const [figures] = await provider().plotFigures(january5!, [plot('across', ACROSS)]);
    expect(
      fake.requests.filter((request) => request.path.includes('/items/')).map((request) => request.path),
    ).toEqual([
      '/collections/sentinel-2-l2a/items/S2B_20HNH_20240105_0_L2A',
      '/collections/sentinel-2-l2a/items/S2B_20HPH_20240105_0_L2A',
    ]);
    expect(figures).toEqual(close(expectedFigures('across', ACROSS)));
  });

  it('draws NDVI, NDWI and EVI images clipped to the plot', async () => {
    const p = provider();
    const [january5] = await scenes(p);
    const expected = expectedNdvi(CLEAR).values;
    const ndvi = (await p.plotRaster(january5!, plot('clear', CLEAR), 'ndvi'))!;
    expect(ndvi.values).toHaveLength(ndvi.width * ndvi.height);
    const drawn = [...ndvi.values].filter((value) => !Number.isNaN(value));
    expect(drawn.length).toBeGreaterThan(0.8 * expected.length);
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(Math.min(...expected) - 1e-6);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(Math.max(...expected) + 1e-6);
    const [west, south, east, north] = ndvi.bbox;
    const outline = polygonOf(CLEAR).coordinates[0]!;
    expect(west).toBeCloseTo(Math.min(...outline.map((p) => p[0]!)), 3);
    expect(north).toBeCloseTo(Math.max(...outline.map((p) => p[1]!)), 3);
    expect(east).toBeGreaterThan(west);
    expect(north).toBeGreaterThan(south);
    // NDWI and EVI read green and blue too.
    for (const layer of ['ndwi', 'evi'] as const) {
      const image = (await p.plotRaster(january5!, plot('clear', CLEAR), layer))!;
      expect([...image.values].filter((value) => Number.isFinite(value)).length).toBe(drawn.length);
    }
  });

  it('retries a 500, a 429 and a failed range read; reports what failed', async () => {
    fake.answerNext(429, { 'retry-after': '0' });
    expect(await scenes()).toHaveLength(3);
    expect(fake.requests.filter((request) => request.path === '/search')).toHaveLength(2);

    fake.resetCounts();
    for (let i = 0; i < 3; i++) fake.answerNext(500);
    await expect(scenes()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(fake.requests).toHaveLength(3);

    const p = provider();
    const [january5] = await scenes(p);
    fake.answerNext(503);
    const [figures] = await p.plotFigures(january5!, [plot('clear', CLEAR)]);
    expect(figures).toEqual(close(expectedFigures('clear', CLEAR)));
  });

  it('times out a search that gets no answer', async () => {
    fake.hangNext();
    const error = await scenes(provider({ timeoutMs: 200, attempts: 1 })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SatelliteProviderError);
    expect(error).toMatchObject({ kind: 'timeout' });
  });
});
