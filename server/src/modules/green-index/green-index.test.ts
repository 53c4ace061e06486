import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NdviPoint, PlotNdviSeries, SettlementGreenIndex } from '@tropero/shared/contracts/green-index';
import { SATELLITE_INTEGRATION_REQUIRED } from '@tropero/shared/contracts/green-index';
import { DAY_MS } from '@tropero/shared/constants';
import {
  apiAs,
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
import type { PlotShape, Scene } from '../../providers/satellite/satellite-provider';

const NOW = Date.parse('2026-01-15T15:00:00Z');
const scene = (id: string, iso: string): Scene => ({ id, acquiredAt: Date.parse(iso), cloudCover: 10 });
/** 13 months back: outside the backfill. Then a clear scene, a cloudy one, one clear over plot A only, a clear one. */
const SCENES = [
  scene('S2A_OLD', '2024-12-10T14:10:00Z'),
  scene('S2A_MARCH', '2025-03-01T14:10:00Z'),
  scene('S2B_CLOUDY', '2025-06-01T14:10:00Z'),
  scene('S2A_HALF', '2025-11-01T14:10:00Z'),
  scene('S2B_JANUARY', '2026-01-10T14:10:00Z'),
];

describe.each(DIALECTS)('green index on %s', (dialect) => {
  let ctx: TestContext;
  let owner: TestUser;
  let superadmin: TestUser;
  let api: ReturnType<typeof apiAs>;
  let data: Record<string, string>;
  let settlementId: string;
  let plotA: string;
  let plotB: string;
  let now = NOW;
  const clock = () => now;

  /** Figures a person can read: mean 0.5 + a hundredth per scene; no clear view under clouds, nor over B in "HALF". */
  const figures = (of: Scene, plot: PlotShape) => {
    const clear = of.id !== 'S2B_CLOUDY' && !(of.id === 'S2A_HALF' && plot.id === plotB);
    const mean = 0.5 + SCENES.findIndex((s) => s.id === of.id) / 100 + (plot.id === plotB ? 0.2 : 0);
    return {
      plotId: plot.id,
      clear,
      validShare: clear ? 0.97 : 0.12,
      mean: clear ? mean : null,
      median: clear ? mean + 0.01 : null,
      p10: clear ? mean - 0.1 : null,
      p90: clear ? mean + 0.1 : null,
    };
  };
  const fake = new FakeSatellite(figures);

  const read = (path: string, user = owner, headers = data) =>
    ctx.app.inject({
      method: 'GET',
      url: `/data-api${path}`,
      headers,
      query: { userAccountId: user.accountId },
    });
  const status = async () =>
    (await read(`/settlements/${settlementId}/green-index`)).json<SettlementGreenIndex>();
  const newPlot = async (name: string, lng: number) => {
    const answer = await api.post(`/api/v1/settlements/${settlementId}/plots`, {
      name,
      geometry: squareGeometry(lng, -29.41, 0.01),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ _id: string }>()._id;
  };

  beforeAll(async () => {
    fake.scenes = SCENES;
    ctx = await createTestApp(dialect, { satellite: { provider: fake, now: clock } });
    owner = await createUser(ctx);
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
    api = apiAs(ctx, owner);
    data = await dataApiHeaders(api, owner);
    settlementId = await createSettlement(ctx, owner, 'Estancia La Verde');
    plotA = await newPlot('Potrero A', -66.86);
  });
  afterAll(() => ctx.close());

  it('lists the satellite read, with its resolution and revisit, to any signed-in user', async () => {
    const answer = await read('/satellites');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: 0,
        value: 'Sentinel-2',
        source: 'earth-search',
        resolutionMeters: 10,
        revisitDays: 5,
        simulated: false,
      },
    ]);
  });

  it('answers 403 with the integration’s message while the account does not have it, and the jobs leave it alone', async () => {
    for (const path of [
      `/settlements/${settlementId}/green-index`,
      `/settlements/${settlementId}/ndvi`,
      `/plots/${plotA}/green-index?sceneId=S2A_MARCH`,
    ]) {
      const answer = await read(path);
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json()).toMatchObject({
        message: SATELLITE_INTEGRATION_REQUIRED.message,
        details: { code: 'SATELLITE_INTEGRATION_REQUIRED' },
        alert: false,
      });
    }
    await ctx.services.greenIndexUpdates.backfillPending();
    expect(fake.searches).toEqual([]);
  });

  it('lets only a superadmin turn the integration on, and only with the FULL plan', async () => {
    const account = `/api/v1/userAccount/${owner.accountId}`;
    const asOwner = await api.put(account, { satelliteIntegration: true });
    expect(asOwner.statusCode).toBe(403);
    const admin = apiAs(ctx, superadmin);
    const onFree = await admin.put(account, { satelliteIntegration: true });
    expect(onFree.statusCode).toBe(409);
    expect(onFree.json()).toMatchObject({
      message: 'La integración satelital requiere el plan FULL.',
      errors: { satelliteIntegration: 'validation.satelliteIntegrationNeedsFull' },
    });
    const on = await admin.put(account, { accountType: 'FULL', satelliteIntegration: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ accountType: 'FULL', satelliteIntegration: true });
    // Down to FREE, the integration goes with the plan; back up, it is turned on again.
    expect((await admin.put(account, { accountType: 'FREE' })).json()).toMatchObject({
      satelliteIntegration: false,
    });
    await admin.put(account, { accountType: 'FULL', satelliteIntegration: true });
    const listed = await api.get(`/api/v1/userAccount/${owner.id}`);
    expect(listed.json()).toEqual([expect.objectContaining({ satelliteIntegration: true })]);
    expect((await admin.put(account, { satelliteIntegration: 'yes' })).statusCode).toBe(400);
  });

  it('backfills 12 months of every plot in the background, its progress readable meanwhile', async () => {
    expect(await status()).toMatchObject({ backfill: { state: 'pending', done: 0, total: 0 }, scenes: [] });
    const seen: SettlementGreenIndex['backfill'][] = [];
    fake.beforeFigures = async () => {
      seen.push((await status()).backfill);
    };
    await ctx.services.greenIndexUpdates.backfillPending();
    fake.beforeFigures = async () => {};

    expect(fake.searches).toEqual([
      { bbox: [-66.86, -29.41, -66.85, -29.4], from: Date.parse('2025-01-15T15:00:00Z'), to: NOW },
    ]);
    expect(seen).toEqual([
      { state: 'running', done: 0, total: 4 },
      { state: 'running', done: 1, total: 4 },
      { state: 'running', done: 2, total: 4 },
      { state: 'running', done: 3, total: 4 },
    ]);
    expect((await status()).backfill).toEqual({ state: 'done', done: 4, total: 4 });
  });

  it('stores each plot’s figures as the provider gave them, and a cloudy scene as no clear view', async () => {
    const answer = await read(`/settlements/${settlementId}/ndvi`);
    expect(answer.statusCode, answer.body).toBe(200);
    const [series] = answer.json<PlotNdviSeries[]>();
    const expected = (id: string): NdviPoint => {
      const given = figures(
        SCENES.find((s) => s.id === id)!,
        { id: plotA, polygon: squareGeometry() },
      );
      const { plotId: _plotId, ...values } = given;
      return {
        date: new Date(SCENES.find((s) => s.id === id)!.acquiredAt).toISOString(),
        sceneId: id,
        ...values,
        doubt: null,
      };
    };
    expect(series).toEqual({
      plotId: plotA,
      plotName: 'Potrero A',
      points: ['S2A_MARCH', 'S2B_CLOUDY', 'S2A_HALF', 'S2B_JANUARY'].map(expected),
    });
    expect(series!.points[1]).toEqual({
      date: '2025-06-01T14:10:00.000Z',
      sceneId: 'S2B_CLOUDY',
      clear: false,
      validShare: 0.12,
      mean: null,
      median: null,
      p10: null,
      p90: null,
      doubt: null,
    });
  });

  it('offers as layer dates only the scenes where some plot was clear, newest first', async () => {
    expect(await status()).toEqual({
      source: 'earth-search',
      simulated: false,
      layers: ['ndvi', 'ndwi', 'evi'],
      backfill: { state: 'done', done: 4, total: 4 },
      scenes: [
        { sceneId: 'S2B_JANUARY', date: '2026-01-10T14:10:00.000Z', plotsClear: 1, plotsTotal: 1 },
        { sceneId: 'S2A_HALF', date: '2025-11-01T14:10:00.000Z', plotsClear: 1, plotsTotal: 1 },
        { sceneId: 'S2A_MARCH', date: '2025-03-01T14:10:00.000Z', plotsClear: 1, plotsTotal: 1 },
      ],
    });
  });

  it('backfills a plot drawn later on its own, and the refresh then reads new scenes for every plot', async () => {
    plotB = await newPlot('Potrero B', -66.848);
    expect((await status()).backfill.state).toBe('pending');
    fake.searches = [];
    fake.figureCalls = [];
    await ctx.services.greenIndexUpdates.backfillPending();
    expect(fake.searches).toHaveLength(1);
    expect(fake.figureCalls.map((call) => call.plotIds)).toEqual([[plotB], [plotB], [plotB], [plotB]]);
    const half = (await status()).scenes.find((s) => s.sceneId === 'S2A_HALF');
    expect(half).toEqual({
      sceneId: 'S2A_HALF',
      date: '2025-11-01T14:10:00.000Z',
      plotsClear: 1,
      plotsTotal: 2,
    });

    // Five days later a new scene is out: the refresh looks from a few days before its last search.
    now = NOW + 5 * DAY_MS;
    fake.scenes = [...SCENES, scene('S2A_NEW', '2026-01-19T14:10:00Z')];
    fake.searches = [];
    fake.figureCalls = [];
    await ctx.services.greenIndexUpdates.refreshAll();
    expect(fake.searches).toEqual([expect.objectContaining({ from: NOW - 5 * DAY_MS, to: now })]);
    expect(fake.figureCalls).toEqual([{ sceneId: 'S2A_NEW', plotIds: [plotA, plotB] }]);
    expect((await status()).scenes[0]).toMatchObject({ sceneId: 'S2A_NEW', plotsClear: 2, plotsTotal: 2 });
  });

  it('reads a redrawn plot again with its new outline; a new colour keeps its figures', async () => {
    const figuresOf = async (plotId: string) =>
      (await read(`/settlements/${settlementId}/ndvi?plotIds=${plotId}`)).json<PlotNdviSeries[]>()[0]!.points;
    const before = await figuresOf(plotB);
    expect(before.length).toBeGreaterThan(0);
    expect((await api.put(`/api/v1/plots/${plotB}`, { color: '#42d4f4' })).statusCode).toBe(200);
    expect(await figuresOf(plotB)).toEqual(before);

    const moved = await api.put(`/api/v1/plots/${plotB}`, { geometry: squareGeometry(-66.84, -29.41, 0.02) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await figuresOf(plotB)).toEqual([]);
    expect((await status()).backfill.state).toBe('pending');
    fake.figureCalls = [];
    await ctx.services.greenIndexUpdates.backfillPending();
    expect(fake.figureCalls.every((call) => call.plotIds.join() === plotB)).toBe(true);
    expect(await figuresOf(plotB)).toHaveLength(before.length);
    // The other plot was not read again.
    expect(fake.figureCalls.length).toBeGreaterThan(0);
  });

  it('leaves a failed backfill failed with what it stored, and resumes it from there', async () => {
    const plotC = await newPlot('Potrero C', -66.836);
    fake.failOn = 'S2A_HALF';
    fake.figureCalls = [];
    await ctx.services.greenIndexUpdates.backfillPending();
    expect((await status()).backfill).toEqual({ state: 'failed', done: 2, total: 5 });
    fake.failOn = null;
    fake.figureCalls = [];
    await ctx.services.greenIndexUpdates.backfillPending();
    expect(fake.figureCalls.map((call) => call.sceneId)).toEqual(['S2A_HALF', 'S2B_JANUARY', 'S2A_NEW']);
    expect((await status()).backfill).toEqual({ state: 'done', done: 5, total: 5 });
    const series = (await read(`/settlements/${settlementId}/ndvi?plotIds=${plotC}`)).json<
      PlotNdviSeries[]
    >();
    expect(series[0]!.points).toHaveLength(5);
  });

  it('compares the plots asked for over a range, and refuses bad queries with field errors', async () => {
    const answer = await read(
      `/settlements/${settlementId}/ndvi?plotIds=${plotB},${plotA}&fromDate=2025-10-01&toDate=2025-12-31`,
    );
    expect(answer.statusCode).toBe(200);
    expect(
      answer.json<PlotNdviSeries[]>().map((s) => [s.plotName, s.points.map((p) => [p.sceneId, p.clear])]),
    ).toEqual([
      ['Potrero A', [['S2A_HALF', true]]],
      ['Potrero B', [['S2A_HALF', false]]],
    ]);
    const reversed = await read(`/settlements/${settlementId}/ndvi?fromDate=2025-12-31&toDate=2025-10-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ fromDate: 'validation.endBeforeStart' });
    const badDate = await read(`/settlements/${settlementId}/ndvi?fromDate=yesterday`);
    expect(badDate.json().errors).toEqual({ fromDate: 'validation.date' });
    const badIds = await read(`/settlements/${settlementId}/ndvi?plotIds=a,b`);
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json().errors).toEqual({
      'plotIds.0': 'validation.objectId',
      'plotIds.1': 'validation.objectId',
    });
    const elsewhere = await createSettlement(ctx, owner, 'Otro Campo');
    expect((await read(`/settlements/${elsewhere}/ndvi?plotIds=${plotA}`)).statusCode).toBe(404);
  });

  it('keeps each account to its own settlements and plots; a shared settlement is seen', async () => {
    const stranger = await createUser(ctx);
    const strangerData = await dataApiHeaders(apiAs(ctx, stranger), stranger);
    for (const path of [
      `/settlements/${settlementId}/green-index`,
      `/settlements/${settlementId}/ndvi`,
      `/plots/${plotA}/green-index?sceneId=S2A_MARCH`,
    ]) {
      expect((await read(path, stranger, strangerData)).statusCode, path).toBe(404);
    }
    const viewer = await createUser(ctx, { tags: [] });
    await api.get(`/api/v1/users/invite/${settlementId}/${viewer.email}/invite`);
    await apiAs(ctx, viewer).put(`/api/v1/users/addinvite/${settlementId}/${owner.id}`, {});
    const viewerData = await dataApiHeaders(apiAs(ctx, viewer), viewer);
    const shared = await read(`/settlements/${settlementId}/green-index`, owner, viewerData);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<SettlementGreenIndex>().scenes[0]!.sceneId).toBe('S2A_NEW');
  });
});
