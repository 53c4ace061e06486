import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Biomass, CoefficientTableVersion, Region } from '@tropero/shared/contracts/biomass';
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
import { storeScenes, storeWeatherDays } from '../../../test/biomass-data';
import { dataApiHeaders } from '../../../test/collars';
import { DIALECTS } from '../../../test/database';

/** Buenos Aires province: the Pampa Húmeda region. */
const POINT = { lat: -34.6, lng: -58.38 };

/*
 * Every expected figure below is worked by hand from domain.md's formulas and the shipped version 1 of
 * the tables for festuca (group pastura) in the Pampa Húmeda: regression a = 5000, b = −700; RUE 0.48
 * g/MJ; fPAR = 1.1638·NDVI − 0.1426 (max 0.95); PAR = 0.48 × shortwave; Tbase 5 °C and 4 kg DM/ha/°Cd;
 * CREA table 35 kg DM/ha/day in January and 30 in February; utilisation 0.5; intake 2.5 % of 400 kg =
 * 10 kg DM a day; water 34 L a day for 500 kg at 21 °C; carbon fraction 0.47.
 */
describe.each(DIALECTS)('biomass on %s', (dialect) => {
  let ctx: TestContext;
  let owner: TestUser;
  let headers: Record<string, string>;
  let settlementId: string;
  let plotId: string;
  let areaHa: number;

  const get = (url: string, user = owner, userHeaders = headers) =>
    call(ctx.app, 'GET', `/data-api${url}${url.includes('?') ? '&' : '?'}userAccountId=${user.accountId}`, {
      headers: userHeaders,
    });
  const biomassOf = (query: string, id = plotId) => get(`/biomass/${id}?cropType=festuca&${query}`);

  async function newPlot(name: string, crop?: { cropTypeId: string; startDate: string }) {
    const api = apiAs(ctx, owner);
    const plot = (
      await api.post(`/api/v1/settlements/${settlementId}/plots?userAccountId=${owner.accountId}`, {
        name,
        geometry: squareGeometry(POINT.lng, POINT.lat, 0.01),
      })
    ).json();
    if (crop) await api.post(`/api/v1/plots/${plot._id}/crops?userAccountId=${owner.accountId}`, crop);
    return plot as { _id: string; areaHa: number };
  }

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    owner = await createUser(ctx);
    headers = await dataApiHeaders(apiAs(ctx, owner), owner);
    settlementId = await createSettlement(ctx, owner, 'Estancia La Blanqueada', POINT);
    const plot = await newPlot('Potrero Festuca', { cropTypeId: 'festuca', startDate: '2026-01-01' });
    plotId = plot._id;
    areaHa = plot.areaHa;
    await storeScenes(ctx.database.db, plotId, [
      { day: '2026-01-05', ndvi: 0.5 },
      { day: '2026-01-15', ndvi: 0.6 },
      // Clouds over the plot: no clear view, never a number
      { day: '2026-01-20', ndvi: null },
      { day: '2026-01-25', ndvi: 0.55 },
    ]);
    const january = Array.from({ length: 31 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);
    await storeWeatherDays(ctx.app, ctx.database.db, POINT, [
      ...january.map((day) => ({ day, temperatureMean: 21, radiation: 25 })),
      { day: '2026-02-01', temperatureMean: 15, radiation: 20 },
      { day: '2026-02-02', temperatureMean: 4, radiation: 20 },
      { day: '2026-02-03', temperatureMean: 25, radiation: 20 },
    ]);
  });
  afterAll(() => ctx.close());

  it('lists the calculation regions, grouped by crop type on request', async () => {
    const regions = (await get('/region')).json<Region[]>();
    expect(regions.map((region) => region._id)).toEqual([
      'pampa-humeda',
      'pampa-semiarida',
      'nea',
      'noa',
      'cuyo',
      'patagonia',
    ]);
    expect(regions[0]!.cropTypeIds).toContain('festuca');
    expect(regions[0]!.cropGroups).toBeUndefined();
    const patagonia = regions.find((region) => region._id === 'patagonia')!;
    expect(patagonia.cropTypeIds).not.toContain('gatton-panic');

    const grouped = (await get('/region?cropGrouped=true')).json<Region[]>();
    const pastura = grouped[0]!.cropGroups!.find((group) => group.group === 'pastura')!;
    expect(pastura.cropTypes).toContainEqual({ _id: 'festuca', name: 'Festuca', available: true });
    const megatermica = grouped[0]!.cropGroups!.find((group) => group.group === 'megatermica')!;
    expect(megatermica.cropTypes).toContainEqual({
      _id: 'megatermicas',
      name: 'Megatérmicas (otras)',
      available: false,
    });
  });

  it('satellite: a·NDVI + b at the last clear scene, with rations, days, water and carbon', async () => {
    const answer = await biomassOf(
      'formula=satellite&fromDate=2026-01-01&toDate=2026-01-31&animalsCount=20&daysCount=30&quality=buena',
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json<Biomass>();
    expect(body.region).toEqual({ _id: 'pampa-humeda', name: 'Pampa Húmeda' });
    expect(body).toMatchObject({ method: 'satellite', quality: 'buena', notices: [], simulated: false });
    expect(body.period).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    const f = body.figures!;
    // Last clear scene 25 January: 5000 × 0.55 − 700 = 2050 kg DM/ha (the cloudy 20th is skipped)
    expect(f.biomassKgHa).toBe(2050);
    expect(f.sceneDate).toBe('2026-01-25');
    expect(f.biomassKg).toBeCloseTo(2050 * areaHa, 1);
    // Rises between clear scenes: (5000 × 0.6 − 700) − (5000 × 0.5 − 700) = 500 kg DM/ha
    expect(f.accumulatedKgHa).toBe(500);
    // One ración = 400 × 2.5 % = 10 kg DM; raciones = 2050 × ha × 0.5 / 10
    expect(f.rationKg).toBe(10);
    expect(f.rations).toBeCloseTo((2050 * areaHa * 0.5) / 10, 1);
    // Days for 20 animals = raciones / 20; animals for 30 days = raciones / 30
    expect(f.grazingDays).toBeCloseTo((2050 * areaHa * 0.5) / 10 / 20, 1);
    expect(f.animals).toBeCloseTo((2050 * areaHa * 0.5) / 10 / 30, 1);
    // Water: 20 animals × 30 days × 34 L × 400/500 at 21 °C = 16,320 L
    expect(f.waterLitres).toBe(16_320);
    // Carbon of the growth: 500 kg/ha × ha × 0.47 / 1000 t; CO₂ × 44/12
    expect(f.carbonT).toBeCloseTo((500 * areaHa * 0.47) / 1000, 3);
    expect(f.co2T).toBeCloseTo(((500 * areaHa * 0.47) / 1000) * (44 / 12), 3);
    // 20 × 30 × 10 kg eaten of 2050 × ha × 0.5 usable
    expect(f.percentConsumed).toBeCloseTo((6000 / (2050 * areaHa * 0.5)) * 100, 1);
    expect(body.carbonLabel).toBe('aboveGroundEstimate');
    expect(body.coefficients).toContainEqual(
      expect.objectContaining({
        table: 'satelliteRegression',
        key: 'a/pastura/pampa-humeda',
        value: 5000,
        confidence: 'unverified',
        version: 1,
      }),
    );
    expect(body.coefficients).toContainEqual(
      expect.objectContaining({ table: 'grazing', key: 'dmiPercentBw', value: 2.5, confidence: 'sourced' }),
    );
  });

  it('radiation: Σ RUE × fPAR(NDVI between clear scenes) × 0.48 × shortwave × 10', async () => {
    const body = (await biomassOf('formula=radiation&fromDate=2026-01-05&toDate=2026-01-07')).json<Biomass>();
    // NDVI 0.5 on the 5th, 0.51 and 0.52 interpolated toward 0.6 on the 15th
    // fPAR = 1.1638 × NDVI − 0.1426: 0.4393, 0.450938, 0.462576
    // kg/ha/d = 0.48 × fPAR × 0.48 × 25 × 10 = 57.6 × fPAR: 25.30368 + 25.9740288 + 26.6443776
    expect(body.figures!.biomassKgHa).toBeCloseTo(77.92, 2);
    expect(body.figures!.coveredDays).toBe(3);
    expect(body.notices).toEqual([]);
  });

  it('degree days: Σ max(0, Tmean − 5) × 4 kg DM/ha/°Cd, saying when weather is missing', async () => {
    const body = (
      await biomassOf('formula=degreeDays&fromDate=2026-02-01&toDate=2026-02-04')
    ).json<Biomass>();
    // (15 − 5) + max(0, 4 − 5) + (25 − 5) = 30 °Cd × 4 = 120 kg DM/ha; 4 February has no weather
    expect(body.figures!.biomassKgHa).toBe(120);
    expect(body.figures!.biomassKg).toBeCloseTo(120 * areaHa, 1);
    expect(body.figures!.coveredDays).toBe(3);
    expect(body.notices).toEqual(['partialData']);
  });

  it('CREA table: kg DM/ha/day of the month, summed over the days', async () => {
    const body = (await biomassOf('formula=creaTable&fromDate=2026-01-30&toDate=2026-02-02')).json<Biomass>();
    // 2 days × 35 + 2 days × 30 = 130 kg DM/ha
    expect(body.figures!.biomassKgHa).toBe(130);
    expect(body.coefficients.map((c) => c.key)).toEqual(
      expect.arrayContaining(['pastura/pampa-humeda/1', 'pastura/pampa-humeda/2']),
    );
  });

  it('the start date defaults to the crop’s', async () => {
    const body = (await biomassOf('formula=creaTable')).json<Biomass>();
    expect(body.period.from).toBe('2026-01-01');
  });

  it('the notices of spec §8: no crop, a withdrawn crop, no data for the period', async () => {
    const bare = await newPlot('Potrero Pelado');
    const noCrop = await biomassOf('formula=satellite', bare._id);
    expect(noCrop.statusCode).toBe(200);
    expect(noCrop.json()).toMatchObject({ figures: null, notices: ['plotWithoutCrop'] });

    const withdrawn = await newPlot('Potrero Viejo');
    await ctx.database.db
      .insertInto('crops')
      .values({
        id: 'a'.repeat(24),
        plot_id: withdrawn._id,
        crop_type_id: 'verdeo-generico',
        start_date: '2025-05-01',
        end_date: null,
        quality: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await biomassOf('formula=creaTable', withdrawn._id)).json()).toMatchObject({
      figures: null,
      notices: ['cropUnavailable'],
    });
    // Asking for a withdrawn type on a plot with a good crop tells the same
    expect((await get(`/biomass/${plotId}?cropType=megatermicas&formula=creaTable`)).json().notices).toEqual([
      'cropUnavailable',
    ]);

    const empty = await biomassOf('formula=satellite&fromDate=2025-06-01&toDate=2025-06-30');
    expect(empty.json()).toMatchObject({ figures: null, notices: ['noDataForPeriod'] });
  });

  it('refuses bad input with field errors (spec §5)', async () => {
    const errors = async (url: string) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(400);
      return answer.json().errors;
    };
    expect(await errors(`/biomass/${plotId}?formula=satellite`)).toEqual({ cropType: 'validation.required' });
    expect(await errors(`/biomass/${plotId}?cropType=festuca&formula=magic`)).toEqual({
      formula: 'validation.biomassFormula',
    });
    for (const bad of ['0', '-3', 'abc'])
      expect(
        await errors(`/biomass/${plotId}?cropType=festuca&formula=satellite&animalsCount=${bad}`),
      ).toEqual({
        animalsCount: 'validation.positive',
      });
    expect(await errors(`/biomass/${plotId}?cropType=festuca&formula=satellite&daysCount=0`)).toEqual({
      daysCount: 'validation.positive',
    });
    expect(await errors(`/biomass/${plotId}?cropType=festuca&formula=satellite&fromDate=2026-01-01`)).toEqual(
      {
        toDate: 'validation.rangeBothOrNone',
      },
    );
    expect(
      await errors(
        `/biomass/${plotId}?cropType=festuca&formula=satellite&fromDate=2026-02-01&toDate=2026-01-01`,
      ),
    ).toEqual({ toDate: 'validation.endBeforeStart' });
    expect(await errors(`/biomass/${plotId}?cropType=festuca&formula=satellite&region=atlantida`)).toEqual({
      region: 'validation.regionUnknown',
    });
    expect(
      await errors(`/biomass/${plotId}?cropType=gatton-panic&formula=satellite&region=patagonia`),
    ).toEqual({
      cropType: 'validation.cropTypeNotInRegion',
    });
    expect(await errors(`/biomass/${plotId}?cropType=trebol&formula=satellite`)).toEqual({
      cropType: 'validation.cropTypeUnknown',
    });
  });

  it('another account’s plot is not found', async () => {
    const stranger = await createUser(ctx);
    const strangerHeaders = await dataApiHeaders(apiAs(ctx, stranger), stranger);
    const answer = await get(
      `/biomass/${plotId}?cropType=festuca&formula=creaTable`,
      stranger,
      strangerHeaders,
    );
    expect(answer.statusCode).toBe(404);
  });

  it('only a superadmin edits a table: a new version, the old one kept and still readable', async () => {
    const table = (await get('/biomass-coefficients?table=carbon')).json<CoefficientTableVersion[]>();
    expect(table).toHaveLength(1);
    expect(table[0]).toMatchObject({ table: 'carbon', version: 1, current: true, createdBy: null });
    const rows = [
      { key: 'fraction', value: 0.5, unit: 'C / DM', source: 'IPCC GPG 2003', confidence: 'sourced' },
    ];

    const put = (user: TestUser, userHeaders: Record<string, string>, body: unknown) =>
      call(ctx.app, 'PUT', `/data-api/biomass-coefficients/carbon?userAccountId=${user.accountId}`, {
        headers: userHeaders,
        body,
      });
    expect((await put(owner, headers, { rows })).statusCode).toBe(403);

    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    const superHeaders = await dataApiHeaders(apiAs(ctx, superadmin), superadmin);
    const bad = await put(superadmin, superHeaders, { rows: [{ ...rows[0], confidence: 'maybe' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'rows.0.confidence': 'validation.confidence' });

    const written = await put(superadmin, superHeaders, { rows, note: 'IPCC GPG 2003' });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({
      table: 'carbon',
      version: 2,
      current: true,
      createdBy: superadmin.id,
    });

    const old = (await get('/biomass-coefficients?table=carbon&version=1')).json<CoefficientTableVersion[]>();
    expect(old[0]).toMatchObject({ version: 1, current: false });
    expect(old[0]!.rows[0]).toMatchObject({ key: 'fraction', value: 0.47, confidence: 'unverified' });

    // The next answer uses version 2: 500 kg/ha × ha × 0.5 / 1000 t
    const body = (await biomassOf('formula=satellite&fromDate=2026-01-01&toDate=2026-01-31')).json<Biomass>();
    expect(body.figures!.carbonT).toBeCloseTo((500 * areaHa * 0.5) / 1000, 3);
    expect(body.coefficients).toContainEqual(
      expect.objectContaining({
        table: 'carbon',
        key: 'fraction',
        value: 0.5,
        version: 2,
        confidence: 'sourced',
      }),
    );
  });
});
