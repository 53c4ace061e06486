import { beforeAll, expect, it } from 'vitest';
import type { CoefficientTableVersion } from '@tropero/shared/contracts/biomass';
import { apiAs, call, createSettlement, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import {
  addCollaredAnimal,
  atDaysAgo as at,
  dataApiHeaders,
  daysAgo as day,
  ingestReadings,
} from '../../../test/collars';

/** Degrees of latitude in 100 m along a meridian (haversine's mean Earth radius, docs/domain.md §3). */
const STEP_DEG = (100 / 6_371_008.8) * (180 / Math.PI);

/**
 * Energy on both bases (docs/domain.md §4, issue 22): a 420 kg cow walks 3 km in a day, and the answer
 * gives EN and EM with the weight, the fix interval and the coefficients they rest on.
 */
describeWithApp('energy on both bases on %s', {}, (ctx) => {
  let settlementId: string;
  let animalId: string;
  let key: string;
  let headers: Record<string, string>;
  const data = (url: string) => ctx.app.inject({ method: 'GET', url, headers });
  /** 31 fixes ten minutes apart from 11:00 UTC (08:00 in Argentina), at these metres north. */
  const walk = (offset: number, metres: (i: number) => number) =>
    ingestReadings(
      ctx,
      key,
      Array.from({ length: 31 }, (_, i) => ({
        device: 'E0:42:00:01',
        ts: at(offset, '11:00:00') + i * 600_000,
        lat: -29.409 + (metres(i) / 100) * STEP_DEG,
        lng: -66.855,
      })),
    );

  beforeAll(async () => {
    const owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    settlementId = await createSettlement(ctx, owner, 'Campo Energía', { lat: -29.41, lng: -66.86 });
    ({ animalId, key } = await addCollaredAnimal(
      api,
      { settlementId, caravana: 'EN-420', weightKg: 420 },
      'E0:42:00:01',
    ));
    headers = await dataApiHeaders(api, owner);
    // Two days ago: 30 steps of 100 m north, 3 km.
    await walk(2, (i) => i * 100);
  });

  it('a 420 kg cow walking 3 km: EN 8.05 and EM 13.24 Mcal, with their basis', async () => {
    // SBW = 0.96 × 420 = 403.2 kg; 403.2^0.75 = 89.979; NEm = 0.077 × 89.979 = 6.928 Mcal
    // grazing: 6.928 × 1.08 = 7.483; walking: 0.00045 × 420 × 3 = 0.567; EN = 8.0496 ≈ 8.05 Mcal
    // km (NRC 1996) at 2.2 Mcal ME/kg DM: (1.37·2.2 − 0.138·2.2² + 0.0105·2.2³ − 1.12) / 2.2
    //   = 1.337884 / 2.2 = 0.6081; EM = 8.0496 / 0.6081 = 13.237 ≈ 13.24 Mcal
    const response = await data(
      `/data-api/animal/behavior/${animalId}/${settlementId}?fromDate=${day(3)}&toDate=${day(2)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { days, basis } = response.json();
    expect(days).toEqual([
      expect.objectContaining({ date: day(2), distanceKm: 3, enMcal: 8.05, emMcal: 13.24, readings: 31 }),
    ]);
    expect(basis).toEqual({
      weightKg: 420,
      weightAssumed: false,
      fixIntervalSeconds: 600,
      energy: {
        version: 1,
        nemPerSbw075: 0.077,
        sbwRatio: 0.96,
        grazingFactor: 0.08,
        walkingMcalPerKgKm: 0.00045,
        dietMeMcalPerKgDm: 2.2,
        km: 0.608,
      },
      distance: { version: 1, minStepMeters: 10, maxSpeedKmh: 10 },
    });

    // The herd's median of one animal is that animal's day: its first, begun late, so partial.
    const herd = (
      await data(`/data-api/settlements/${settlementId}/herd-median?fromDate=${day(3)}&toDate=${day(2)}`)
    ).json();
    expect(herd.days).toEqual([
      { date: day(2), animals: 1, distanceKm: 3, enMcal: 8.05, emMcal: 13.24, partial: true },
    ]);
    expect(herd.basis).toMatchObject({ animals: 1, weightsAssumed: 0, energy: { version: 1 } });
  });

  it('the next answer and the next filing use a superadmin’s new energy and distance tables', async () => {
    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    const superHeaders = await dataApiHeaders(apiAs(ctx, superadmin), superadmin);
    const edit = async (table: string, changes: Record<string, number>) => {
      const [current] = (
        await ctx.app.inject({
          method: 'GET',
          url: `/data-api/biomass-coefficients?table=${table}`,
          headers: superHeaders,
        })
      ).json<CoefficientTableVersion[]>();
      const rows = current!.rows.map(({ key, value, unit, source, confidence }) => ({
        key,
        value: changes[key] ?? value,
        unit,
        source,
        confidence,
      }));
      const put = await call(
        ctx.app,
        'PUT',
        `/data-api/biomass-coefficients/${table}?userAccountId=${superadmin.accountId}`,
        { headers: superHeaders, body: { rows, note: 'Dieta y filtro de prueba' } },
      );
      expect(put.statusCode, put.body).toBe(200);
    };
    // A poorer diet, 2.0 Mcal ME/kg DM: km = (2.74 − 0.552 + 0.084 − 1.12) / 2.0 = 1.152 / 2.0 = 0.576;
    // EM = 8.0496 / 0.576 = 13.975 ≈ 13.98 Mcal (EN unchanged).
    await edit('energy', { dietMeMcalPerKgDm: 2 });
    // Segments count from 150 m: yesterday's fixes bounce 100 m north and back, 30 × 100 m = 3 km
    // under version 1, and now GPS jitter, 0 km.
    await edit('distance', { minStepMeters: 150 });
    await walk(1, (i) => (i % 2) * 100);

    const { days, basis } = (
      await data(`/data-api/animal/behavior/${animalId}/${settlementId}?fromDate=${day(3)}&toDate=${day(1)}`)
    ).json();
    expect(days).toEqual([
      expect.objectContaining({ date: day(2), distanceKm: 3, enMcal: 8.05, emMcal: 13.98 }),
      expect.objectContaining({ date: day(1), distanceKm: 0 }),
    ]);
    expect(basis.energy).toMatchObject({ version: 2, dietMeMcalPerKgDm: 2, km: 0.576 });
    expect(basis.distance).toEqual({ version: 2, minStepMeters: 150, maxSpeedKmh: 10 });
  });
});
