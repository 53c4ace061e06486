import { beforeAll, expect, it } from 'vitest';
import type { PlotForage, SettlementForage } from '@tropero/shared/contracts/biomass';
import { DAY_MS } from '@tropero/shared/constants';
import { apiAs, call, createSettlement, createUser, squareGeometry } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { storeScenes } from '../../../test/biomass-data';
import { addCollaredAnimal, dataApiHeaders } from '../../../test/collars';

/** Buenos Aires province: the Pampa Húmeda region. */
const POINT = { lat: -34.6, lng: -58.38 };
/** The settlement's local day (UTC−3), `offset` days back. */
const localDaysAgo = (offset: number) =>
  new Date(Date.now() - 3 * 3_600_000 - offset * DAY_MS).toISOString().slice(0, 10);

/*
 * Worked by hand with the shipped tables for the pastura group in the Pampa Húmeda: kg DM/ha = 5000 ×
 * NDVI − 700; intake 2.5 % of the live weight a day; utilisation 0.5; CREA table by month (January first)
 * 35, 30, 25, 18, 12, 8, 8, 12, 25, 40, 45, 40 kg DM/ha/day; oldest scene taken as current 45 days.
 */
const MONTHLY = [35, 30, 25, 18, 12, 8, 8, 12, 25, 40, 45, 40];
/** The CREA table's growth over the local days `first`…0 days ago, and the distinct months it read. */
function creaGrowth(first: number): { kgHa: number; months: number } {
  let kgHa = 0;
  const months = new Set<string>();
  for (let offset = first; offset >= 0; offset--) {
    const month = localDaysAgo(offset).slice(5, 7);
    kgHa += MONTHLY[Number(month) - 1]!;
    months.add(month);
  }
  return { kgHa, months: months.size };
}

describeWithApp('forage budget on %s', { owner: true }, (ctx) => {
  let headers: Record<string, string>;
  let settlementId: string;
  const plots: Record<string, { _id: string; areaHa: number }> = {};
  let roundupId: string;

  const get = (url: string, user = ctx.owner, userHeaders = headers) =>
    call(ctx.app, 'GET', `/data-api${url}?userAccountId=${user.accountId}`, { headers: userHeaders });

  beforeAll(async () => {
    const api = apiAs(ctx, ctx.owner);
    headers = await dataApiHeaders(api, ctx.owner);
    settlementId = await createSettlement(ctx, ctx.owner, 'Estancia La Blanqueada', POINT);
    const q = `?userAccountId=${ctx.owner.accountId}`;
    // The grazed plot is small (about 1 ha), so that what the herd ate weighs in its budget.
    const crops: Record<string, [string | null, number]> = {
      grazed: ['festuca', 0.001],
      rested: ['alfalfa', 0.01],
      cloudy: ['raigras-perenne', 0.01],
      bare: [null, 0.01],
    };
    for (const [i, [name, [crop, side]]] of Object.entries(crops).entries()) {
      plots[name] = (
        await api.post(`/api/v1/settlements/${settlementId}/plots${q}`, {
          name: `Potrero ${name}`,
          geometry: squareGeometry(POINT.lng + i * 0.02, POINT.lat, side),
        })
      ).json();
      if (crop)
        await api.post(`/api/v1/plots/${plots[name]!._id}/crops${q}`, {
          cropTypeId: crop,
          startDate: localDaysAgo(100),
        });
    }
    await storeScenes(ctx.database.db, plots.grazed!._id, [
      { day: localDaysAgo(20), ndvi: 0.6 },
      { day: localDaysAgo(2), ndvi: null },
    ]);
    await storeScenes(ctx.database.db, plots.rested!._id, [{ day: localDaysAgo(5), ndvi: 0.7 }]);
    // Too old to be a standing stock: no days of grazing from growth alone
    await storeScenes(ctx.database.db, plots.cloudy!._id, [{ day: localDaysAgo(90), ndvi: 0.8 }]);

    roundupId = (await api.post(`/api/v1/roundups${q}`, { name: 'Rodeo Norte', settlementId })).json()._id;
    // AR-1 wears a collar that reports every 15 minutes; AR-2 has none
    const collared = await addCollaredAnimal(
      api,
      { settlementId, caravana: 'AR-1', weightKg: 400, roundupId },
      'FO:RA:00:01',
    );
    await api.post(`/api/v1/animals${q}`, { settlementId, caravana: 'AR-2', weightKg: 500, roundupId });
    const allocated = await api.post(`/api/v1/allocations${q}`, {
      plotId: plots.grazed!._id,
      from: localDaysAgo(25),
      roundupId,
    });
    expect(allocated.statusCode).toBe(201);
    // AR-1's collar: 96 readings a day (a whole day at 15 minutes) from 25 days ago to yesterday, 48 so
    // far today, each day's newest at noon; yesterday's and today's 48 readings before noon, 15 minutes
    // apart, are stored for its interval to be measured
    const noon = (offset: number) => Date.parse(`${localDaysAgo(offset)}T12:00:00Z`);
    const animalDay = (offset: number) => ({
      animal_id: collared.animalId,
      day: localDaysAgo(offset),
      account_id: ctx.owner.accountId,
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
      last_fix_ts: noon(offset),
      readings: offset === 0 ? 48 : 96,
    });
    await ctx.database.db
      .insertInto('animal_days')
      .values(Array.from({ length: 26 }, (_, offset) => animalDay(offset)))
      .execute();
    await ctx.database.db
      .insertInto('readings')
      .values(
        Array.from({ length: 96 }, (_, i) => ({
          device_id: collared.deviceId,
          ts: noon(Math.floor(i / 48)) - (i % 48) * 900_000,
          account_id: ctx.owner.accountId,
          animal_id: collared.animalId,
          lat: POINT.lat,
          lng: POINT.lng,
        })),
      )
      .execute();
  });

  it('a plot: (stock × utilisation − what every allocated animal ate since the scene) / daily demand', async () => {
    const answer = await get(`/plots/${plots.grazed!._id}/forage-budget`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<PlotForage>();
    const area = plots.grazed!.areaHa;
    const growth = creaGrowth(19);
    // Intake: (400 + 500) kg × 2.5 % = 10 + 12.5 = 22.5 kg DM a day for the two animals of Rodeo Norte
    expect(body.animals).toBe(2);
    expect(body.demandKgDmPerDay).toBe(22.5);
    expect(body.roundups).toEqual([
      // AR-1 wears a collar, AR-2 none: both eat and both are in the demand.
      { roundupId, name: 'Rodeo Norte', animals: 2, collared: 1, demandKgDmPerDay: 22.5, weightAssumed: 0 },
    ]);
    // Since the scene (20 days ago): the 20 days from 19 days ago to today.
    // AR-1, collar at 15 min (the median gap of its readings, 900 s): 96 × 900 s = 1 day on each of 19
    // days, 48 × 900 s = 0.5 day today: 19.5 animal-days × 10 kg = 195 kg. (At a constant 600 s a
    // reading it would be 96 × 600 s = 16 h a day: 13 animal-days.)
    // AR-2, no collar: allocated all 20 days: 20 × 12.5 kg = 250 kg. Eaten 445 kg in 39.5 animal-days.
    expect(body.observedAnimalDays).toBe(39.5);
    // Stock: 5000 × 0.6 − 700 = 2300 kg DM/ha at the scene, plus the CREA table's growth since.
    // E.g. in November (40 kg DM/ha/day) on A ≈ 1.02 ha: (2300 + 800) × 1.02 = 3162 kg; usable
    // 3162 × 0.5 − 445 = 1136 kg → 1136 / 22.5 = 50.5 days, where (3162 − 445) × 0.5 / 22.5 = 60.4
    // (the old convention, which also left AR-2 out of what was eaten and took 600 s a reading: 13
    // animal-days × 11.25 kg = 146 kg eaten, (3162 − 146) × 0.5 / 22.5 = 67.0 days).
    const grossKg = (2300 + growth.kgHa) * area;
    expect(body.forage).toMatchObject({
      sceneDate: localDaysAgo(20),
      ndvi: 0.6,
      sceneKgHa: 2300,
      ageDays: 20,
      growthSinceKgHa: growth.kgHa,
      growthMethod: 'creaTable',
      eatenSinceKg: 445,
    });
    expect(body.forage!.kg).toBeCloseTo(grossKg - 445, 0);
    expect(body.forage!.kgHa).toBeCloseTo((grossKg - 445) / area, 0);
    expect(body.forage!.usableKg).toBeCloseTo(grossKg * 0.5 - 445, 0);
    expect(body.daysLeft).toBeCloseTo((grossKg * 0.5 - 445) / 22.5, 1);
    // Rows: utilisation [U], dmiPercentBw [S], sceneMaxAgeDays [U], regression a and b [U], one CREA
    // row per month of the 20 days [U]
    expect(body.confidence).toEqual({ unverified: 4 + growth.months, total: 5 + growth.months });
    expect(body.notices).toEqual([]);
  });

  it('grazing dynamics counts each reading as its collar’s own interval', async () => {
    const range = `fromDate=${localDaysAgo(1)}&toDate=${localDaysAgo(1)}`;
    const url = `/data-api/grazing-dynamics?userAccountId=${ctx.owner.accountId}&settlementId=${settlementId}`;
    const rows = (await call(ctx.app, 'GET', `${url}&${range}`, { headers })).json();
    // 96 readings × 900 s = 24 h (not 96 × 600 s = 16 h)
    expect(rows).toEqual([
      {
        plotId: plots.grazed!._id,
        date: localDaysAgo(1),
        animals: 1,
        animalHours: 24,
        grazingHours: 8.33,
        partial: false,
      },
    ]);
  });

  it('without a recent clear scene there is no standing stock and no days of grazing', async () => {
    const body = (await get(`/plots/${plots.cloudy!._id}/forage-budget`)).json<PlotForage>();
    expect(body.forage).toBeNull();
    expect(body.daysLeft).toBeNull();
    expect(body.notices).toEqual(['noRecentScene']);
    // utilisation [U], dmiPercentBw [S], sceneMaxAgeDays [U]
    expect(body.confidence).toEqual({ unverified: 2, total: 3 });
  });

  it('a settlement: plots ranked by days left and where to move the roundup next', async () => {
    const answer = await get(`/settlements/${settlementId}/forage-budget`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<SettlementForage>();
    // The grazed plot first; then the empty ones by usable forage (none on the bare and the cloudy plots)
    expect(body.plots.map((plot) => plot.name)).toEqual([
      'Potrero grazed',
      'Potrero rested',
      'Potrero bare',
      'Potrero cloudy',
    ]);
    expect(body.plots[2]).toMatchObject({ forage: null, notices: ['plotWithoutCrop'] });
    // Rodeo Norte goes to the rested plot: (5000 × 0.7 − 700 + growth of the 5 days since) × ha × 0.5
    // (nobody ate there) / 22.5 kg a day
    expect(body.moves).toHaveLength(1);
    expect(body.moves[0]).toMatchObject({
      roundupId,
      roundupName: 'Rodeo Norte',
      fromPlotId: plots.grazed!._id,
      toPlotId: plots.rested!._id,
    });
    const rested = (2800 + creaGrowth(4).kgHa) * plots.rested!.areaHa * 0.5;
    expect(body.moves[0]!.daysThere).toBeCloseTo(rested / 22.5, 0);
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
