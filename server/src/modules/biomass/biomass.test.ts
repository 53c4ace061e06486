import { beforeAll, expect, it } from 'vitest';
import type { Biomass, CoefficientTableVersion, Region } from '@tropero/shared/contracts/biomass';
import { apiAs, call, createSettlement, createUser, squareGeometry, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { storeScenes, storeWeatherDays } from '../../../test/biomass-data';
import { dataApiHeaders } from '../../../test/collars';

/** Buenos Aires province: the Pampa Húmeda region. */
const POINT = { lat: -34.6, lng: -58.38 };
/** La Rioja: semi-arid, the NOA region (region factor 0.7). */
const LA_RIOJA = { lat: -29.41, lng: -66.86 };
/** 01:30 UTC on 10 February is 22:30 on the 9th in Argentina: "today" there is 9 February. */
const NOW = Date.parse('2026-02-10T01:30:00Z');

/** Days from `first`, `count` of them. */
const daysFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(first) + i * 86_400_000).toISOString().slice(0, 10),
  );

/*
 * Every expected figure below is worked by hand from docs/domain.md's formulas and the shipped version 1 of
 * the tables for festuca (group pastura) in the Pampa Húmeda: regression a = 5000, b = −700; RUE 0.48
 * g/MJ; fPAR = 1.1638·NDVI − 0.1426 (max 0.95); PAR = 0.48 × shortwave; Tbase 5 °C and 4 kg DM/ha/°Cd;
 * CREA table 35 kg DM/ha/day in January and 30 in February; utilisation 0.5; intake 2.5 % of 400 kg =
 * 10 kg DM a day; water 34 L a day for 500 kg at 21 °C; carbon fraction 0.47; and growthLimits: region
 * factor 1 (Pampa Húmeda) and 0.7 (NOA), water limit clip((ΣP / ΣET₀ over 30 days) / 0.65, 0, 1).
 */
const appConfig = () => ({
  weather: {
    provider: null,
    radarIndexUrl: null,
    radarTilesUrl: null,
    satelliteBaseUrl: null,
    now: () => NOW,
  },
});

describeWithApp('biomass on %s', { config: appConfig, owner: true }, (ctx) => {
  let headers: Record<string, string>;
  let settlementId: string;
  let plotId: string;
  let areaHa: number;
  let dryPlot: { _id: string; areaHa: number };

  const get = (url: string, user = ctx.owner, userHeaders = headers) =>
    call(ctx.app, 'GET', `/data-api${url}${url.includes('?') ? '&' : '?'}userAccountId=${user.accountId}`, {
      headers: userHeaders,
    });
  const biomassOf = (query: string, id = plotId) => get(`/biomass/${id}?cropType=festuca&${query}`);

  async function newPlot(
    name: string,
    crop?: { cropTypeId: string; startDate: string },
    where = { settlementId: '', point: POINT },
  ) {
    const api = apiAs(ctx, ctx.owner);
    const plot = (
      await api.post(
        `/api/v1/settlements/${where.settlementId || settlementId}/plots?userAccountId=${ctx.owner.accountId}`,
        { name, geometry: squareGeometry(where.point.lng, where.point.lat, 0.01) },
      )
    ).json();
    if (crop) await api.post(`/api/v1/plots/${plot._id}/crops?userAccountId=${ctx.owner.accountId}`, crop);
    return plot as { _id: string; areaHa: number };
  }

  beforeAll(async () => {
    headers = await dataApiHeaders(apiAs(ctx, ctx.owner), ctx.owner);
    settlementId = await createSettlement(ctx, ctx.owner, 'Estancia La Blanqueada', POINT);
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
    await storeWeatherDays(ctx.services, ctx.database.db, POINT, [
      ...january.map((day) => ({ day, temperatureMean: 21, radiation: 25 })),
      { day: '2026-02-01', temperatureMean: 15, radiation: 20 },
      { day: '2026-02-02', temperatureMean: 4, radiation: 20 },
      { day: '2026-02-03', temperatureMean: 25, radiation: 20 },
      // A humid April: 5 mm of rain and 5 mm of ET₀ a day, 15 °C
      ...daysFrom('2026-04-01', 33).map((day) => ({
        day,
        temperatureMean: 15,
        radiation: 15,
        precipitation: 5,
        et0: 5,
      })),
    ]);
    const laRioja = await createSettlement(ctx, ctx.owner, 'Estancia Los Llanos', LA_RIOJA);
    dryPlot = await newPlot(
      'Potrero Seco',
      { cropTypeId: 'festuca', startDate: '2026-01-01' },
      { settlementId: laRioja, point: LA_RIOJA },
    );
    // The same April at La Rioja: 1 mm of rain a day against 5 mm of ET₀
    await storeWeatherDays(
      ctx.services,
      ctx.database.db,
      LA_RIOJA,
      daysFrom('2026-04-01', 33).map((day) => ({
        day,
        temperatureMean: 15,
        radiation: 15,
        precipitation: 1,
        et0: 5,
      })),
    );
  });

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

  it('satellite: growth is the net change between the first and last clear scenes, a fall counted', async () => {
    const answer = await biomassOf(
      'formula=satellite&fromDate=2026-01-01&toDate=2026-01-31&animalsCount=20&daysCount=30&quality=buena',
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json<Biomass>();
    expect(body.region).toEqual({ _id: 'pampa-humeda', name: 'Pampa Húmeda' });
    expect(body).toMatchObject({ method: 'satellite', quality: 'buena', notices: [], simulated: false });
    expect(body.period).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    const f = body.figures!;
    // First clear scene 5 January: 5000 × 0.5 − 700 = 1800; last 25 January: 5000 × 0.55 − 700 = 2050
    // (the cloudy 20th is skipped); the rise to 2300 on the 15th and the fall after it cancel out:
    // net 2050 − 1800 = 250 kg DM/ha (the old sum of rises said 500)
    expect(f.growth.kgHa).toBe(250);
    expect(f.growth.kg).toBeCloseTo(250 * areaHa, 1);
    expect(f.growth.kgHaDay).toBeCloseTo(250 / 31, 2);
    expect(f.growth).toMatchObject({ coveredDays: 21, waterFactor: null, regionFactor: null });
    expect(f.sceneDate).toBe('2026-01-25');
    // Standing now (9 February): the 25 January scene's 2050 kg DM/ha + the CREA growth since (26–31
    // January 6 × 35 + 1–9 February 9 × 30 = 480) = 2530 kg DM/ha; nobody grazes the plot
    expect(f.standingStock).toMatchObject({
      kgHa: 2530,
      sceneKgHa: 2050,
      growthSinceKgHa: 480,
      eatenSinceKg: 0,
    });
    expect(f.rationKg).toBe(10);
    // Water: 20 animals × 30 days × 34 L × 400/500 at 21 °C (dry cows) = 16,320 L
    expect(f.waterLitres).toBe(16_320);
    expect(f.waterBasis).toBe('dryCow');
    // Carbon of the growth: 250 kg/ha × ha × 0.47 / 1000 t; CO₂ × 44/12
    expect(f.carbonT).toBeCloseTo((250 * areaHa * 0.47) / 1000, 3);
    expect(f.co2T).toBeCloseTo(((250 * areaHa * 0.47) / 1000) * (44 / 12), 3);
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
    expect(body.confidence).toEqual({
      unverified: body.coefficients.filter((c) => c.confidence === 'unverified').length,
      total: body.coefficients.length,
    });
    expect(body.confidence.total).toBeGreaterThan(body.confidence.unverified);

    // 15 January to 25 January: 2300 → 2050, a loss of 250 kg DM/ha; no carbon is fixed by a loss
    const fall = (await biomassOf('formula=satellite&fromDate=2026-01-15&toDate=2026-01-31')).json<Biomass>();
    expect(fall.figures!.growth.kgHa).toBe(-250);
    expect(fall.figures!.carbonT).toBe(0);
    expect(fall.figures!.co2T).toBe(0);
  });

  it('radiation: Σ RUE × fPAR(NDVI between clear scenes) × 0.48 × shortwave × 10', async () => {
    const body = (await biomassOf('formula=radiation&fromDate=2026-01-05&toDate=2026-01-07')).json<Biomass>();
    // NDVI 0.5 on the 5th, 0.51 and 0.52 interpolated toward 0.6 on the 15th
    // fPAR = 1.1638 × NDVI − 0.1426: 0.4393, 0.450938, 0.462576
    // kg/ha/d = 0.48 × fPAR × 0.48 × 25 × 10 = 57.6 × fPAR: 25.30368 + 25.9740288 + 26.6443776
    // No ET₀ stored for January: no water limit known (null), none applied; Pampa Húmeda: × 1
    expect(body.figures!.growth.kgHa).toBeCloseTo(77.92, 2);
    expect(body.figures!.growth).toMatchObject({ waterFactor: null, regionFactor: 1 });
    expect(body.figures!.coveredDays).toBe(3);
    expect(body.notices).toEqual([]);
  });

  it('degree days: Σ max(0, Tmean − 5) × 4 kg DM/ha/°Cd, saying when weather is missing', async () => {
    const body = (
      await biomassOf('formula=degreeDays&fromDate=2026-02-01&toDate=2026-02-04')
    ).json<Biomass>();
    // (15 − 5) + max(0, 4 − 5) + (25 − 5) = 30 °Cd × 4 = 120 kg DM/ha; 4 February has no weather
    expect(body.figures!.growth.kgHa).toBe(120);
    expect(body.figures!.growth.kg).toBeCloseTo(120 * areaHa, 1);
    expect(body.figures!.coveredDays).toBe(3);
    expect(body.notices).toEqual(['partialData']);
  });

  it('degree days limited by water and region: a humid and a dry site', async () => {
    const period = 'formula=degreeDays&fromDate=2026-05-01&toDate=2026-05-03';
    // Humid Pampa Húmeda: the 30 days to each day hold 150 mm of rain and 150 of ET₀: 1 / 0.65 > 1,
    // no water limit; region × 1: 3 days × (15 − 5) × 4 = 120 kg DM/ha
    const humid = (await biomassOf(period)).json<Biomass>();
    expect(humid.figures!.growth).toMatchObject({ kgHa: 120, waterFactor: 1, regionFactor: 1 });
    expect(humid.coefficients).toContainEqual(
      expect.objectContaining({ table: 'growthLimits', key: 'water/fullGrowthRatio', value: 0.65 }),
    );

    // Dry La Rioja (NOA): 30 mm of rain against 150 mm of ET₀: 0.2 / 0.65 = 0.307692 each day
    // 120 × 0.307692 × 0.7 (NOA) = 25.846 kg DM/ha
    const dry = (await biomassOf(period, dryPlot._id)).json<Biomass>();
    expect(dry.region._id).toBe('noa');
    expect(dry.figures!.growth.kgHa).toBe(25.85);
    expect(dry.figures!.growth.kg).toBeCloseTo(25.846 * dryPlot.areaHa, 0);
    expect(dry.figures!.growth).toMatchObject({ waterFactor: 0.308, regionFactor: 0.7 });
    // 25.846 / 3 days = 8.62 kg DM/ha/day
    expect(dry.figures!.growth.kgHaDay).toBe(8.62);
  });

  it('standing stock: the last clear scene + the CREA growth since − what every animal there ate', async () => {
    const grazed = await newPlot('Potrero Pastoreado', { cropTypeId: 'festuca', startDate: '2026-01-01' });
    await storeScenes(ctx.database.db, grazed._id, [{ day: '2026-01-25', ndvi: 0.55 }]);
    const api = apiAs(ctx, ctx.owner);
    const q = `?userAccountId=${ctx.owner.accountId}`;
    const animalIds: string[] = [];
    for (const [caravana, weightKg] of [
      ['PA-1', 400],
      ['PA-2', 500],
    ] as const)
      animalIds.push(
        (await api.post(`/api/v1/animals${q}`, { settlementId, caravana, weightKg })).json()._id,
      );
    const allocated = await api.post(`/api/v1/allocations${q}`, {
      plotId: grazed._id,
      from: '2026-02-05',
      animalIds,
    });
    expect(allocated.statusCode).toBe(201);
    const body = (
      await biomassOf('formula=creaTable&animalsCount=20&daysCount=30', grazed._id)
    ).json<Biomass>();
    const area = grazed.areaHa;
    // Scene 25 January: 5000 × 0.55 − 700 = 2050 kg DM/ha; growth 26 January – 9 February (today):
    // 6 × 35 + 9 × 30 = 480 kg DM/ha. Eaten: two animals without collars, 400 and 500 kg (10 and 12.5
    // kg DM a day), allocated 5–9 February: 5 × 22.5 = 112.5 kg DM.
    const grossKg = 2530 * area;
    const usable = grossKg * 0.5 - 112.5;
    expect(body.figures!.standingStock).toMatchObject({
      sceneDate: '2026-01-25',
      sceneKgHa: 2050,
      ageDays: 15,
      growthSinceKgHa: 480,
      growthMethod: 'creaTable',
      eatenSinceKg: 112.5,
    });
    const stock = body.figures!.standingStock!;
    expect(stock.kg).toBeCloseTo(grossKg - 112.5, 0);
    expect(stock.usableKg).toBeCloseTo(usable, 0);
    // Rations = usable / 10 kg; 20 animals graze rations / 20 days; 30 days feed rations / 30 animals
    expect(body.figures!.rations).toBeCloseTo(usable / 10, 0);
    expect(body.figures!.grazingDays).toBeCloseTo(usable / 10 / 20, 1);
    expect(body.figures!.animals).toBeCloseTo(usable / 10 / 30, 1);
    expect(body.figures!.portionKg).toBeCloseTo(usable / 30, 0);
    expect(body.figures!.percentConsumed).toBeCloseTo(((20 * 30 * 10) / usable) * 100, 1);
    expect(body.notices).toEqual([]);

    // A plot without a clear scene in the last 45 days: its growth, but no stock and no days of grazing
    const young = await newPlot('Potrero Sin Imagen', { cropTypeId: 'festuca', startDate: '2026-01-01' });
    const blind = (await biomassOf('formula=creaTable&animalsCount=20', young._id)).json<Biomass>();
    expect(blind.figures!.growth.kgHa).toBe(1005);
    expect(blind.figures).toMatchObject({ standingStock: null, rations: null, grazingDays: null });
    expect(blind.notices).toEqual(['noRecentScene']);
  });

  it('CREA table: kg DM/ha/day of the month, summed over the days', async () => {
    const body = (await biomassOf('formula=creaTable&fromDate=2026-01-30&toDate=2026-02-02')).json<Biomass>();
    // 2 days × 35 + 2 days × 30 = 130 kg DM/ha
    expect(body.figures!.growth.kgHa).toBe(130);
    expect(body.coefficients.map((c) => c.key)).toEqual(
      expect.arrayContaining(['pastura/pampa-humeda/1', 'pastura/pampa-humeda/2']),
    );
  });

  it('the period defaults to the last 30 days to the settlement’s local today, not before the crop', async () => {
    // Today in Argentina is 9 February (22:30 local, already the 10th in UTC): 11 January – 9 February
    const body = (await biomassOf('formula=creaTable')).json<Biomass>();
    expect(body.period).toEqual({ from: '2026-01-11', to: '2026-02-09' });
    // 21 January days × 35 + 9 February days × 30 = 735 + 270 = 1005 kg DM/ha
    expect(body.figures!.growth.kgHa).toBe(1005);
    expect(body.figures!.growth.kgHaDay).toBe(33.5);

    const young = await newPlot('Potrero Nuevo', { cropTypeId: 'festuca', startDate: '2026-02-01' });
    const since = (await biomassOf('formula=creaTable', young._id)).json<Biomass>();
    // Sown on 1 February: 9 days × 30 = 270 kg DM/ha
    expect(since.period).toEqual({ from: '2026-02-01', to: '2026-02-09' });
    expect(since.figures!.growth.kgHa).toBe(270);
  });

  it('water of the animals allocated to the plot, by category, when the settlement is given', async () => {
    const api = apiAs(ctx, ctx.owner);
    const q = `?userAccountId=${ctx.owner.accountId}`;
    const animalIds: string[] = [];
    for (const animal of [
      { caravana: 'AR-1', type: 'VACA', subtype: 'TAMBO', weightKg: 500 },
      { caravana: 'AR-2', type: 'TERNERO', weightKg: 200 },
    ])
      animalIds.push((await api.post(`/api/v1/animals${q}`, { settlementId, ...animal })).json()._id);
    expect(
      (await api.post(`/api/v1/allocations${q}`, { plotId, from: '2026-01-01', animalIds })).statusCode,
    ).toBe(201);
    const period = 'formula=creaTable&fromDate=2026-01-01&toDate=2026-01-03&animalsCount=10&daysCount=3';
    const mixed = (await biomassOf(`${period}&settlementId=${settlementId}`)).json<Biomass>();
    // At 21 °C: the lactating 500 kg cow 34 × 500/500 × 2.2353 = 76.0002 L; the 200 kg calf (growing)
    // 34 × 200/500 × 1 = 13.6 L; a head of the mix (76.0002 + 13.6) / 2 = 44.8001 L
    // × 10 head × 3 days = 1344.003 L
    expect(mixed.figures!.waterLitres).toBe(1344);
    expect(mixed.figures!.waterBasis).toBe('allocatedAnimals');
    expect(mixed.coefficients).toContainEqual(
      expect.objectContaining({ table: 'water', key: 'category/lactating', value: 2.2353, version: 2 }),
    );
    // Without the settlement: dry cows of 400 kg, 34 × 400/500 = 27.2 L × 30 = 816 L
    const dry = (await biomassOf(period)).json<Biomass>();
    expect(dry.figures!).toMatchObject({ waterLitres: 816, waterBasis: 'dryCow' });
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
    expect((await put(ctx.owner, headers, { rows })).statusCode).toBe(403);

    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    const superHeaders = await dataApiHeaders(apiAs(ctx, superadmin), superadmin);
    const bad = await put(superadmin, superHeaders, {
      rows: [{ ...rows[0], confidence: 'maybe' }],
      note: 'IPCC GPG 2003',
    });
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

    expect((await get('/biomass-coefficients?version=1')).json().errors).toEqual({
      table: 'validation.required',
    });
    expect((await get('/biomass-coefficients?table=carbon&version=9')).statusCode).toBe(404);
    const old = (await get('/biomass-coefficients?table=carbon&version=1')).json<CoefficientTableVersion[]>();
    expect(old[0]).toMatchObject({ version: 1, current: false });
    expect(old[0]!.rows[0]).toMatchObject({ key: 'fraction', value: 0.47, confidence: 'unverified' });

    // The next answer uses version 2: 250 kg/ha × ha × 0.5 / 1000 t
    const body = (await biomassOf('formula=satellite&fromDate=2026-01-01&toDate=2026-01-31')).json<Biomass>();
    expect(body.figures!.carbonT).toBeCloseTo((250 * areaHa * 0.5) / 1000, 3);
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
