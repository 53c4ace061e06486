import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlotGreenIndex } from '@tropero/shared/contracts/green-index';
import {
  apiAs,
  createSecondApp,
  createSettlement,
  createTestApp,
  createUser,
  squareGeometry,
  type TestContext,
  type TestUser,
} from '../../../test/app';
import { dataApiHeaders } from '../../../test/collars';
import { DIALECTS } from '../../../test/database';
import { FakeSatellite } from '../../../test/fake-satellite';
import { accountsRepository } from '../accounts/accounts.repository';

const NOW = Date.parse('2026-01-15T15:00:00Z');
const BBOX: [number, number, number, number] = [-66.86, -29.41, -66.85, -29.4];
/**
 * A 4 × 2 image of the plot: NaN outside it (the corners) and under a cloud; the other values sit on
 * stops of the NDVI ramp, so each pixel's colour is the stop's own.
 */
const RASTER = {
  width: 4,
  height: 2,
  values: Float32Array.from([NaN, 0.2, 0.6, 1, -0.5, 0.4, NaN, NaN]),
  bbox: BBOX,
};
/** The stops' colours (packages/shared green-index ramp): −0.5 is below the first stop, −0.2. */
const EXPECTED: ([number, number, number, number] | null)[] = [
  null,
  [0xf6, 0xe8, 0xc3, 255],
  [0x7f, 0xbc, 0x41, 255],
  [0x0b, 0x3d, 0x0b, 255],
  [0x8c, 0x51, 0x0a, 255],
  [0xc7, 0xe9, 0xb4, 255],
  null,
  null,
];

describe.each(DIALECTS)('green-index images on %s', (dialect) => {
  let ctx: TestContext;
  let owner: TestUser;
  let data: Record<string, string>;
  let plotId: string;
  const fake = new FakeSatellite((scene, plot) => {
    const clear = scene.id !== 'S2B_CLOUDY';
    return {
      plotId: plot.id,
      clear,
      validShare: clear ? 0.9 : 0.05,
      mean: clear ? 0.6 : null,
      median: clear ? 0.6 : null,
      p10: clear ? 0.4 : null,
      p90: clear ? 0.8 : null,
    };
  }, RASTER);
  const image = (query: string, app = ctx.app) =>
    app.inject({
      method: 'GET',
      url: `/data-api/plots/${plotId}/green-index?${query}`,
      headers: data,
    });

  beforeAll(async () => {
    fake.scenes = [
      { id: 'S2A_CLEAR', acquiredAt: Date.parse('2026-01-05T14:10:00Z'), cloudCover: 3 },
      { id: 'S2B_CLOUDY', acquiredAt: Date.parse('2026-01-10T14:10:00Z'), cloudCover: 90 },
    ];
    ctx = await createTestApp(dialect, { satellite: { provider: fake, now: () => NOW } });
    owner = await createUser(ctx);
    await accountsRepository.update(ctx.database.db, owner.accountId, {
      account_type: 'FULL',
      satellite_integration: 1,
    });
    const api = apiAs(ctx, owner);
    data = await dataApiHeaders(api, owner);
    const settlementId = await createSettlement(ctx, owner, 'Estancia del Mapa');
    const plot = await api.post(`/api/v1/settlements/${settlementId}/plots`, {
      name: 'Potrero Pintado',
      geometry: squareGeometry(),
    });
    plotId = plot.json<{ _id: string }>()._id;
    await ctx.services.greenIndexUpdates.backfillPending();
  });
  afterAll(() => ctx.close());

  it('draws the plot on the NDVI ramp, transparent outside it and where masked, with its legend', async () => {
    const answer = await image('layer=ndvi&sceneId=S2A_CLEAR');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<PlotGreenIndex>();
    expect(body).toMatchObject({
      layer: 'ndvi',
      sceneId: 'S2A_CLEAR',
      date: '2026-01-05T14:10:00.000Z',
      bbox: BBOX,
      source: 'earth-search',
      simulated: false,
    });
    expect(body.legend[0]).toEqual({ value: -0.2, colour: '#8c510a' });
    expect(body.legend.at(-1)).toEqual({ value: 1, colour: '#0b3d0b' });
    expect(body.image.startsWith('data:image/png;base64,')).toBe(true);
    const png = PNG.sync.read(Buffer.from(body.image.slice('data:image/png;base64,'.length), 'base64'));
    expect([png.width, png.height]).toEqual([4, 2]);
    EXPECTED.forEach((pixel, i) => {
      const rgba = [...png.data.subarray(i * 4, i * 4 + 4)];
      if (pixel === null) expect(rgba[3], `pixel ${i}`).toBe(0);
      else expect(rgba, `pixel ${i}`).toEqual(pixel);
    });
  });

  it('keeps the image for every server: another one answers it without asking the source', async () => {
    const second = await createSecondApp(ctx, {
      satellite: { provider: new FakeSatellite(() => ({}) as never, null), now: () => NOW },
    });
    try {
      const calls = fake.rasterCalls.length;
      const first = (await image('sceneId=S2A_CLEAR')).json<PlotGreenIndex>();
      const again = await image('sceneId=S2A_CLEAR', second.app);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<PlotGreenIndex>().image).toBe(first.image);
      expect(fake.rasterCalls.length).toBe(calls);
    } finally {
      await second.close();
    }
  });

  it('draws it again once the plot’s outline changes', async () => {
    const calls = fake.rasterCalls.length;
    const moved = await apiAs(ctx, owner).put(`/api/v1/plots/${plotId}`, {
      geometry: squareGeometry(-66.861),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The old outline's figures are gone with it: no scene of the plot until the backfill reads it again.
    expect((await image('sceneId=S2A_CLEAR')).statusCode).toBe(404);
    await ctx.services.greenIndexUpdates.backfillPending();
    expect((await image('sceneId=S2A_CLEAR')).statusCode).toBe(200);
    expect(fake.rasterCalls.length).toBe(calls + 1);
  });

  it('answers 404 for a scene without a clear view, an unknown scene or a layer the source cannot draw', async () => {
    for (const query of ['sceneId=S2B_CLOUDY', 'sceneId=S2A_NOPE', 'layer=ndwi&sceneId=S2A_CLEAR']) {
      expect((await image(query)).statusCode, query).toBe(404);
    }
  });

  it('refuses a bad layer or a missing scene with field errors', async () => {
    const badLayer = await image('layer=savi&sceneId=S2A_CLEAR');
    expect(badLayer.statusCode).toBe(400);
    expect(badLayer.json().errors).toEqual({ layer: 'validation.greenIndexLayer' });
    const noScene = await image('layer=ndvi');
    expect(noScene.statusCode).toBe(400);
    expect(noScene.json().errors).toEqual({ sceneId: 'validation.required' });
  });
});
