import { beforeAll, expect, it } from 'vitest';
import type { Biomass, CoefficientTableVersion } from '@tropero/shared/contracts/biomass';
import { apiAs, call, createSettlement, createUser, squareGeometry, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { storeScenes } from '../../../test/biomass-data';
import { dataApiHeaders, daysAgo } from '../../../test/collars';
import { nowIso } from '../../db/executor';
import { coefficientTablesRepository } from './coefficient-tables.repository';

/** Buenos Aires province: the Pampa Húmeda region. */
const POINT = { lat: -34.6, lng: -58.38 };

type Row = CoefficientTableVersion['rows'][number];
const bodyRow = ({ key, value, unit, source, confidence }: Row) => ({ key, value, unit, source, confidence });

/*
 * The coefficient tables as a superadmin edits them: every value within its range (COEFFICIENT_RANGES),
 * every named coefficient kept, a note for each version. The biomass figures are worked by hand from
 * the shipped tables for festuca (pastura) in the Pampa Húmeda: a = 5000, b = −700; intake 2.5 % of
 * 400 kg = 10 kg DM a day.
 */
describeWithApp('coefficient tables on %s', { owner: true }, (ctx) => {
  let ownerHeaders: Record<string, string>;
  let superadmin: TestUser;
  let superHeaders: Record<string, string>;
  let plotId: string;
  let areaHa: number;

  const get = (url: string, user = ctx.owner, headers = ownerHeaders) =>
    call(ctx.app, 'GET', `/data-api${url}${url.includes('?') ? '&' : '?'}userAccountId=${user.accountId}`, {
      headers,
    });
  const put = (table: string, body: unknown, user = superadmin, headers = superHeaders) =>
    call(ctx.app, 'PUT', `/data-api/biomass-coefficients/${table}?userAccountId=${user.accountId}`, {
      headers,
      body,
    });
  const currentRows = async (table: string) =>
    (await get(`/biomass-coefficients?table=${table}`)).json<CoefficientTableVersion[]>()[0]!.rows;
  /** The current grazing rows with `key` set to `value`. */
  const grazingWith = async (key: string, value: number) =>
    (await currentRows('grazing')).map((row) => bodyRow(row.key === key ? { ...row, value } : row));
  // One clear scene ten days ago, NDVI 0.55: 5000 × 0.55 − 700 = 2050 kg DM/ha standing then (the
  // period is the default, the last 30 days).
  const satellite = () => get(`/biomass/${plotId}?cropType=festuca&formula=satellite&animalsCount=20`);

  beforeAll(async () => {
    ownerHeaders = await dataApiHeaders(apiAs(ctx, ctx.owner), ctx.owner);
    superadmin = await createUser(ctx, { tags: ['superadmin'] });
    superHeaders = await dataApiHeaders(apiAs(ctx, superadmin), superadmin);
    const settlementId = await createSettlement(ctx, ctx.owner, 'Estancia La Blanqueada', POINT);
    const api = apiAs(ctx, ctx.owner);
    const plot = (
      await api.post(`/api/v1/settlements/${settlementId}/plots?userAccountId=${ctx.owner.accountId}`, {
        name: 'Potrero Festuca',
        geometry: squareGeometry(POINT.lng, POINT.lat, 0.01),
      })
    ).json<{ _id: string; areaHa: number }>();
    await api.post(`/api/v1/plots/${plot._id}/crops?userAccountId=${ctx.owner.accountId}`, {
      cropTypeId: 'festuca',
      startDate: '2026-01-01',
    });
    plotId = plot._id;
    areaHa = plot.areaHa;
    await storeScenes(ctx.database.db, plotId, [{ day: daysAgo(10), ndvi: 0.55 }]);
  });

  it('every row carries its allowed range; the shipped version has no author', async () => {
    const [grazing] = (await get('/biomass-coefficients?table=grazing')).json<CoefficientTableVersion[]>();
    expect(grazing).toMatchObject({ version: 1, createdBy: null, author: null, current: true });
    expect(grazing!.rows.find((row) => row.key === 'utilisation')).toMatchObject({
      value: 0.5,
      confidence: 'unverified',
      range: { min: 0.05, max: 1 },
    });
    expect(grazing!.rows.find((row) => row.key === 'dmiPercentBw')!.range).toEqual({ min: 0.5, max: 5 });
    const crea = await currentRows('creaTable');
    expect(crea.find((row) => row.key === 'pastura/pampa-humeda/1')).toMatchObject({
      value: 35,
      range: { min: 0, max: 300 },
    });
  });

  it('refuses values out of range, unknown keys, a named coefficient left out and a missing note', async () => {
    const rows = await currentRows('grazing');
    const at = (key: string) => rows.findIndex((row) => row.key === key);
    for (const [key, value] of [
      ['utilisation', 1.5],
      ['utilisation', -0.5],
      ['dmiPercentBw', 0],
    ] as const) {
      const answer = await put('grazing', { rows: await grazingWith(key, value), note: 'prueba' });
      expect(answer.statusCode).toBe(400);
      const field = `rows.${at(key)}.value`;
      expect(answer.json().errors).toEqual({ [field]: 'validation.coefficientRange' });
      expect(answer.json().details.ranges[field]).toEqual(
        key === 'utilisation' ? { min: 0.05, max: 1 } : { min: 0.5, max: 5 },
      );
    }

    const unknown = await put('grazing', {
      rows: [
        ...rows.map(bodyRow),
        { key: 'grazingFactor', value: 0.08, unit: '-', source: 'x', confidence: 'unverified' },
      ],
      note: 'prueba',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ [`rows.${rows.length}.key`]: 'validation.coefficientUnknown' });

    const withoutUtilisation = await put('grazing', {
      rows: rows.filter((row) => row.key !== 'utilisation').map(bodyRow),
      note: 'prueba',
    });
    expect(withoutUtilisation.statusCode).toBe(400);
    expect(withoutUtilisation.json().errors).toEqual({ rows: 'validation.coefficientRequired' });
    expect(withoutUtilisation.json().details.missingKeys).toEqual(['utilisation']);

    expect((await put('grazing', { rows: rows.map(bodyRow) })).json().errors).toEqual({
      note: 'validation.required',
    });
    // Nothing was written
    expect((await get('/biomass-coefficients/grazing/versions')).json()).toHaveLength(1);

    // A row of a crop × region × month family may go: the table covers one crop or region less
    const crea = await currentRows('creaTable');
    const fewer = await put('creaTable', {
      rows: crea.filter((row) => row.key !== 'rastrojo/patagonia/1').map(bodyRow),
      note: 'Sin rastrojo en Patagonia en enero',
    });
    expect(fewer.statusCode).toBe(200);
  });

  it('only a superadmin writes a table', async () => {
    const answer = await put(
      'grazing',
      { rows: await grazingWith('utilisation', 0.6), note: 'x' },
      ctx.owner,
      ownerHeaders,
    );
    expect(answer.statusCode).toBe(403);
  });

  it('the next biomass answer uses an edited value; the version names its author', async () => {
    const written = await put('grazing', {
      rows: await grazingWith('utilisation', 0.8),
      note: 'Pastoreo rotativo intensivo',
    });
    expect(written.statusCode).toBe(200);
    const author = { _id: superadmin.id, name: expect.any(String), email: superadmin.email };
    expect(written.json()).toMatchObject({ version: 2, createdBy: superadmin.id, author });

    const body = (await satellite()).json<Biomass>();
    const stock = body.figures!.standingStock!;
    expect(stock.sceneKgHa).toBeCloseTo(2050, 0);
    // Days for 20 animals: (2050 + growth since the scene) kg/ha × ha × 0.8, the edited utilisation
    // (nothing eaten: no animal on the plot), / (20 × 10 kg DM a day)
    expect(body.figures!.grazingDays).toBeCloseTo(
      ((stock.sceneKgHa + stock.growthSinceKgHa) * areaHa * 0.8) / (20 * 10),
      1,
    );
    expect(body.coefficients).toContainEqual(
      expect.objectContaining({ table: 'grazing', key: 'utilisation', value: 0.8, version: 2 }),
    );

    const versions = (await get('/biomass-coefficients/grazing/versions')).json();
    expect(versions).toMatchObject([
      { version: 2, current: true, note: 'Pastoreo rotativo intensivo', author },
      { version: 1, current: false, author: null, note: expect.any(String) },
    ]);
    expect(versions[0].author.name).toMatch(/^Usuario /);
  });

  it('a value stored out of range answers 400, never 500 (intake 0 would divide by zero)', async () => {
    const rows = await grazingWith('dmiPercentBw', 0);
    await ctx.database.db
      .transaction()
      .execute((trx) =>
        coefficientTablesRepository.writeVersion(
          trx,
          'grazing',
          { createdAt: nowIso(), createdBy: superadmin.id, note: 'written around the API' },
          rows,
        ),
      );
    const answer = await satellite();
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ formula: 'validation.coefficientOutOfRange' });
    const budget = await get(`/plots/${plotId}/forage-budget`);
    expect(budget.statusCode).toBe(400);
    expect(budget.json().errors).toEqual({ coefficients: 'validation.coefficientOutOfRange' });

    // Set right through the screen's API, the answer comes back
    expect(
      (await put('grazing', { rows: await grazingWith('dmiPercentBw', 2.5), note: 'Vuelve a 2,5 %' }))
        .statusCode,
    ).toBe(200);
    expect((await satellite()).statusCode).toBe(200);
  });
});
