import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlotForage, SettlementForage } from '@tropero/shared/contracts/biomass';
import {
  apiAs,
  call,
  createSettlement,
  createTestApp,
  createUser,
  squareGeometry,
  type TestContext,
  type TestUser,
} from '../../../test/app';
import { storeScenes } from '../../../test/biomass-data';
import { dataApiHeaders } from '../../../test/collars';
import { DIALECTS } from '../../../test/database';

const DAY_MS = 86_400_000;
/** Buenos Aires province: the Pampa Húmeda region. */
const POINT = { lat: -34.6, lng: -58.38 };
/** The settlement's local day (UTC−3), `offset` days back. */
const localDaysAgo = (offset: number) =>
  new Date(Date.now() - 3 * 3_600_000 - offset * DAY_MS).toISOString().slice(0, 10);

/*
 * Worked by hand with the shipped tables for the pastura group in the Pampa Húmeda: kg DM/ha = 5000 ×
 * NDVI − 700; intake 2.5 % of the live weight a day; utilisation 0.5; CREA table by month (January first)
 * 35, 30, 25, 18, 12, 8, 8, 12, 25, 40, 45, 40 kg DM/ha/day; regrowth window 30 days.
 */
describe.each(DIALECTS)('forage budget on %s', (dialect) => {
  let ctx: TestContext;
  let owner: TestUser;
  let headers: Record<string, string>;
  let settlementId: string;
  const plots: Record<string, { _id: string; areaHa: number }> = {};
  let roundupId: string;

  const get = (url: string, user = owner, userHeaders = headers) =>
    call(ctx.app, 'GET', `/data-api${url}?userAccountId=${user.accountId}`, { headers: userHeaders });

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    headers = await dataApiHeaders(api, owner);
    settlementId = await createSettlement(ctx, owner, 'Estancia La Blanqueada', POINT);
    const q = `?userAccountId=${owner.accountId}`;
    const crops: Record<string, string | null> = {
      grazed: 'festuca',
      rested: 'alfalfa',
      cloudy: 'raigras-perenne',
      bare: null,
    };
    for (const [i, [name, crop]] of Object.entries(crops).entries()) {
      plots[name] = (
        await api.post(`/api/v1/settlements/${settlementId}/plots${q}`, {
          name: `Potrero ${name}`,
          geometry: squareGeometry(POINT.lng + i * 0.02, POINT.lat, 0.01),
        })
      ).json();
      if (crop)
        await api.post(`/api/v1/plots/${plots[name]!._id}/crops${q}`, {
          cropTypeId: crop,
          startDate: localDaysAgo(100),
        });
    }
    await storeScenes(ctx.database.db, plots.grazed!._id, [
      { day: localDaysAgo(10), ndvi: 0.6 },
      { day: localDaysAgo(2), ndvi: null },
    ]);
    await storeScenes(ctx.database.db, plots.rested!._id, [{ day: localDaysAgo(5), ndvi: 0.7 }]);
    // Too old to be the current estimate: the CREA table answers for this plot
    await storeScenes(ctx.database.db, plots.cloudy!._id, [{ day: localDaysAgo(90), ndvi: 0.8 }]);

    roundupId = (await api.post(`/api/v1/roundups${q}`, { name: 'Rodeo Norte', settlementId })).json()._id;
    const animals = [];
    for (const [caravana, weightKg] of [
      ['AR-1', 400],
      ['AR-2', 500],
    ] as const)
      animals.push(
        (await api.post(`/api/v1/animals${q}`, { settlementId, caravana, weightKg, roundupId })).json()._id,
      );
    const allocated = await api.post(`/api/v1/allocations${q}`, {
      plotId: plots.grazed!._id,
      from: localDaysAgo(20),
      roundupId,
    });
    expect(allocated.statusCode).toBe(201);
    // Grazing dynamics: both animals reported all day (144 fixes of 10 minutes) 6 and 5 days ago, and
    // 15 days ago, before the scene (not counted)
    const animalDay = (animalId: string, day: string) => ({
      animal_id: animalId,
      day,
      account_id: owner.accountId,
      settlement_id: settlementId,
      grazing_s: 30_000,
      ruminating_s: 20_000,
      resting_s: 30_000,
      walking_s: 5_000,
      drinking_s: 1_400,
      distance_m: 4000,
      anchor_ts: null,
      anchor_lat: null,
      anchor_lng: null,
      last_fix_ts: null,
      readings: 144,
    });
    await ctx.database.db
      .insertInto('animal_days')
      .values(animals.flatMap((id) => [15, 6, 5].map((offset) => animalDay(id, localDaysAgo(offset)))))
      .execute();
  });
  afterAll(() => ctx.close());

  it('a plot: the last clear scene less what the herd ate since, against its daily intake', async () => {
    const answer = await get(`/plots/${plots.grazed!._id}/forage-budget`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<PlotForage>();
    const area = plots.grazed!.areaHa;
    // 5000 × 0.6 − 700 = 2300 kg DM/ha on the scene's day
    expect(body.forage).toMatchObject({
      method: 'satellite',
      date: localDaysAgo(10),
      ndvi: 0.6,
      estimatedKgDmHa: 2300,
    });
    // Intake: (400 + 500) kg × 2.5 % = 22.5 kg DM a day for the two animals of Rodeo Norte
    expect(body.animals).toBe(2);
    expect(body.demandKgDmPerDay).toBe(22.5);
    expect(body.roundups).toEqual([
      { roundupId, name: 'Rodeo Norte', animals: 2, demandKgDmPerDay: 22.5, weightAssumed: 0 },
    ]);
    // Since the scene: 2 animals × 2 whole days = 4 animal-days × 11.25 kg = 45 kg eaten
    expect(body.observedAnimalDays).toBe(4);
    expect(body.forage!.consumedKgDm).toBe(45);
    const forageKg = 2300 * area - 45;
    expect(body.forage!.kgDm).toBeCloseTo(forageKg, 0);
    // Days left = forage × 0.5 / 22.5
    expect(body.daysLeft).toBeCloseTo((forageKg * 0.5) / 22.5, 0);
    expect(body.notices).toEqual([]);
  });

  it('without a recent clear scene the CREA table answers, and says so', async () => {
    const body = (await get(`/plots/${plots.cloudy!._id}/forage-budget`)).json<PlotForage>();
    const monthly = [35, 30, 25, 18, 12, 8, 8, 12, 25, 40, 45, 40];
    // The last 30 days, each at its month's growth
    let expected = 0;
    for (let offset = 29; offset >= 0; offset--)
      expected += monthly[Number(localDaysAgo(offset).slice(5, 7)) - 1]!;
    expect(body.forage).toMatchObject({ method: 'creaTable', date: localDaysAgo(29), ndvi: null });
    expect(body.forage!.estimatedKgDmHa).toBe(expected);
    // No animals: no demand, no days left
    expect(body.daysLeft).toBeNull();
  });

  it('a settlement: plots ranked by days left and where to move the roundup next', async () => {
    const answer = await get(`/settlements/${settlementId}/forage-budget`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<SettlementForage>();
    // The grazed plot first; then the empty ones by usable forage; the bare plot has none
    expect(body.plots.map((plot) => plot.name)).toEqual([
      'Potrero grazed',
      'Potrero rested',
      'Potrero cloudy',
      'Potrero bare',
    ]);
    expect(body.plots[3]).toMatchObject({ forage: null, notices: ['plotWithoutCrop'] });
    // Rodeo Norte goes to the rested plot: (5000 × 0.7 − 700) × ha × 0.5 / 22.5 days
    expect(body.moves).toHaveLength(1);
    expect(body.moves[0]).toMatchObject({
      roundupId,
      roundupName: 'Rodeo Norte',
      fromPlotId: plots.grazed!._id,
      toPlotId: plots.rested!._id,
    });
    expect(body.moves[0]!.daysThere).toBeCloseTo((2800 * plots.rested!.areaHa * 0.5) / 22.5, 0);
  });

  it('another account’s plot or settlement is not found', async () => {
    const stranger = await createUser(ctx);
    const strangerHeaders = await dataApiHeaders(apiAs(ctx, stranger), stranger);
    expect(
      (await get(`/plots/${plots.grazed!._id}/forage-budget`, stranger, strangerHeaders)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/settlements/${settlementId}/forage-budget`, stranger, strangerHeaders)).statusCode,
    ).toBe(404);
  });
});
