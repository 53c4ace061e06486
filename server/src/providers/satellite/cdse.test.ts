import type { Polygon } from 'geojson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CDSE_CLIENT, FakeCdse, recordedStatistics } from '../../../test/fake-cdse';
import { cdse } from './cdse';
import { cdseToken } from './cdse-token';
import { SatelliteProviderError } from './satellite-provider';

const PADDOCK: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-62.51, -33.8],
      [-62.5, -33.8],
      [-62.5, -33.81],
      [-62.51, -33.81],
      [-62.51, -33.8],
    ],
  ],
};
const DAY = 86_400_000;
const JANUARY_2 = Date.parse('2024-01-02T00:00:00Z');

describe('Copernicus Data Space adapter against a local Statistical API', () => {
  let fake: FakeCdse;
  const provider = () =>
    cdse({
      ...CDSE_CLIENT,
      tokenUrl: fake.tokenUrl,
      statisticsUrl: fake.statisticsUrl,
      backoffMs: 5,
      timeoutMs: 2000,
    });

  beforeAll(async () => {
    fake = await FakeCdse.start();
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.requests.splice(0));

  it('lists a scene for each day with data over the settlement, a failed day left out', async () => {
    fake.answerNext(recordedStatistics('statistics-scenes.json'));
    const scenes = await provider().searchScenes(
      [-62.6, -33.9, -62.4, -33.7],
      JANUARY_2,
      JANUARY_2 + 10 * DAY,
    );
    expect(scenes).toEqual([
      { id: 'cdse/2024-01-02', acquiredAt: JANUARY_2, cloudCover: 12.3 },
      { id: 'cdse/2024-01-10', acquiredAt: Date.parse('2024-01-10T00:00:00Z'), cloudCover: 71.5 },
    ]);
    const [token, statistics] = fake.requests;
    expect(token!.form).toEqual({
      grant_type: 'client_credentials',
      client_id: CDSE_CLIENT.clientId,
      client_secret: CDSE_CLIENT.clientSecret,
    });
    expect(statistics!.authorization).toBe('Bearer token-1');
    expect(statistics!.body).toMatchObject({
      input: {
        bounds: { properties: { crs: 'http://www.opengis.net/def/crs/EPSG/0/32720' } },
        data: [{ type: 'sentinel-2-l2a' }],
      },
      aggregation: {
        timeRange: { from: '2024-01-02T00:00:00.000Z', to: '2024-01-12T00:00:00.000Z' },
        aggregationInterval: { of: 'P1D' },
      },
    });
  });

  it('gives a plot its figures from the recorded statistics, with one token for several calls', async () => {
    const p = provider();
    fake.answerNext(recordedStatistics('statistics-plot.json'));
    fake.answerNext(recordedStatistics('statistics-plot-overcast.json'));
    const scene = { id: 'cdse/2024-01-02', acquiredAt: JANUARY_2, cloudCover: 12.3 };
    const [figures] = await p.plotFigures(scene, [{ id: 'paddock', polygon: PADDOCK }]);
    expect(figures).toEqual({
      plotId: 'paddock',
      clear: true,
      validShare: 1 - 320 / 4000,
      mean: 0.6123,
      median: 0.6211,
      p10: 0.4897,
      p90: 0.7245,
    });
    const { body } = fake.calls('statistics')[0]!;
    expect(body!.aggregation.evalscript).toMatch(/"B04", "B08", "SCL", "dataMask"/);
    expect(body!.aggregation).toMatchObject({
      timeRange: { from: '2024-01-02T00:00:00.000Z', to: '2024-01-03T00:00:00.000Z' },
      aggregationInterval: { of: 'P1D' },
      resx: 10,
      resy: 10,
    });
    expect(body!.calculations.default.statistics.default.percentiles.k).toEqual([10, 50, 90]);
    // The plot is sent in its UTM zone, in metres.
    const [x, y] = body!.input.bounds.geometry.coordinates[0][0];
    expect(x).toBeGreaterThan(100_000);
    expect(y).toBeGreaterThan(6_000_000);

    // An overcast day: every pixel without data, kept as no clear view.
    const [overcast] = await p.plotFigures({ ...scene, acquiredAt: JANUARY_2 + 8 * DAY }, [
      { id: 'paddock', polygon: PADDOCK },
    ]);
    expect(overcast).toEqual({
      plotId: 'paddock',
      clear: false,
      validShare: 0,
      mean: null,
      median: null,
      p10: null,
      p90: null,
    });
    expect(fake.calls('token')).toHaveLength(1);
  });

  it('renews a token the API refuses, once', async () => {
    const p = provider();
    await p.searchScenes([-62.6, -33.9, -62.4, -33.7], JANUARY_2, JANUARY_2 + DAY);
    fake.revokeTokens();
    fake.answerNext(recordedStatistics('statistics-plot.json'));
    const [figures] = await p.plotFigures(
      { id: 'cdse/2024-01-02', acquiredAt: JANUARY_2, cloudCover: null },
      [{ id: 'paddock', polygon: PADDOCK }],
    );
    expect(figures!.clear).toBe(true);
    expect(fake.calls('token')).toHaveLength(2);
    const [before, refused, renewed] = fake.calls('statistics').map((call) => call.authorization);
    expect(refused).toBe(before);
    expect(renewed).not.toBe(before);
  });

  it('reports a failed interval and a refused client as errors, never as no clear view', async () => {
    fake.answerNext(recordedStatistics('statistics-plot-failed.json'));
    const scene = { id: 'cdse/2024-01-07', acquiredAt: JANUARY_2 + 5 * DAY, cloudCover: null };
    await expect(provider().plotFigures(scene, [{ id: 'paddock', polygon: PADDOCK }])).rejects.toBeInstanceOf(
      SatelliteProviderError,
    );

    const refused = cdse({
      clientId: 'someone',
      clientSecret: 'wrong',
      tokenUrl: fake.tokenUrl,
      statisticsUrl: fake.statisticsUrl,
    });
    await expect(
      refused.searchScenes([-62.6, -33.9, -62.4, -33.7], JANUARY_2, JANUARY_2 + DAY),
    ).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
    });
  });

  it('draws no images', async () => {
    const scene = { id: 'cdse/2024-01-02', acquiredAt: JANUARY_2, cloudCover: null };
    expect(await provider().plotRaster(scene, { id: 'paddock', polygon: PADDOCK }, 'ndvi')).toBeNull();
  });

  it('keeps a token until shortly before it expires', async () => {
    let now = 0;
    const tokens = cdseToken({ ...CDSE_CLIENT, tokenUrl: fake.tokenUrl }, () => now);
    const first = await tokens.token();
    now = 500_000; // 600 s tokens are renewed a minute early
    expect(await tokens.token()).toBe(first);
    now = 541_000;
    expect(await tokens.token()).not.toBe(first);
    expect(fake.calls('token')).toHaveLength(2);
  });
});
