import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeStac } from '../../../test/fake-stac';
import {
  ACROSS,
  CLEAR,
  EDGE_CLOUD,
  HALF_CLOUDY,
  expectedFigures,
  expectedNdvi,
  plot,
  polygonOf,
  serveTwoTiles,
} from '../../../test/two-tile-scene';
import { earthSearch, type EarthSearchOptions } from './earth-search';
import { CLEAR_SHARE } from '@tropero/shared/green-index';
import { SatelliteProviderError, type Scene } from './satellite-provider';

/*
 * Two adjacent Sentinel-2 tiles played as small real tiled GeoTIFFs with known digital numbers (see
 * test/two-tile-scene.ts); each plot's figures are computed there without the provider's code.
 */

/** Figures equal to the expected ones to 9 decimals. */
const close = (figures: object) =>
  Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [
      key,
      typeof value === 'number' ? expect.closeTo(value, 9) : value,
    ]),
  );

describe('Earth Search adapter against a local STAC API and COGs', () => {
  let fake: FakeStac;
  let hrefsA: Record<string, string>;
  const provider = (extra: EarthSearchOptions = {}) =>
    earthSearch({ apiUrl: fake.url, timeoutMs: 2000, backoffMs: 5, ...extra });
  const JANUARY = [Date.parse('2024-01-01T00:00:00Z'), Date.parse('2024-01-31T23:59:59Z')] as const;
  const BBOX = [-63, -34, -62, -33] as [number, number, number, number];

  beforeAll(async () => {
    fake = await FakeStac.start();
    hrefsA = serveTwoTiles(fake);
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
      collections: ['sentinel-2-c1-l2a'],
      bbox: BBOX,
      datetime: '2024-01-01T00:00:00.000Z/2024-01-31T23:59:59.000Z',
      query: { 'eo:cloud_cover': { lt: 60 } },
      limit: 2,
    });
    expect(searches[1]!.body).toMatchObject({ next: '2' });
    expect(found).toEqual([
      {
        id: 'sentinel-2-c1-l2a/S2B_20HNH_20240105_0_L2A+S2B_20HPH_20240105_0_L2A',
        acquiredAt: Date.parse('2024-01-05T14:07:25.024Z'),
        cloudCover: 10,
      },
      expect.objectContaining({ acquiredAt: Date.parse('2024-01-15T14:07:21.000Z') }),
      expect.objectContaining({ id: 'sentinel-2-c1-l2a/S2A_20HNH_20240125_0_L2A' }),
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
      rejectedShare: 0,
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
      '/collections/sentinel-2-c1-l2a/items/S2B_20HNH_20240105_0_L2A',
      '/collections/sentinel-2-c1-l2a/items/S2B_20HPH_20240105_0_L2A',
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
