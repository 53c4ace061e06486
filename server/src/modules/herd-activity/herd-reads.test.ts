import { beforeAll, expect, it } from 'vitest';
import { apiAs, createUser } from '../../../test/app';
import { describeWithApp, type SuiteOptions } from '../../../test/suite';
import {
  addCollaredAnimal,
  atDaysAgo as at,
  dataApiHeaders,
  daysAgo as day,
  ingestReadings,
  type Collar,
} from '../../../test/collars';

/** The Históricos reads of the whole herd: each animal's distribution and the herd's daily behaviour. */
const setup: SuiteOptions = { settlement: { name: 'Campo Rodeo', location: { lat: -29.41, lng: -66.86 } } };

describeWithApp('herd distribution and behaviour on %s', setup, (ctx) => {
  let norte: string;
  let dataHeaders: Record<string, string>;
  const animals: Record<string, Collar> = {};

  const data = (url: string, headers = dataHeaders) => ctx.app.inject({ method: 'GET', url, headers });
  /** Six fixes 10 minutes apart from 08:00, walking north `stepDeg` each, the same behaviour each. */
  const morning = (name: string, offset: number, stepDeg: number, behaviour: object) =>
    ingestReadings(
      ctx,
      animals[name]!.key,
      Array.from({ length: 6 }, (_, i) => ({
        device: `C0:22:B8:0${name}`,
        ts: at(offset, '08:00:00') + i * 600_000,
        lat: -29.409 + i * stepDeg,
        lng: -66.855,
        behaviour,
      })),
    );

  async function addAnimal(name: string, roundupId?: string) {
    animals[name] = await addCollaredAnimal(
      ctx.api,
      { settlementId: ctx.settlementId, caravana: `HERD-${name}`, roundupId },
      `C0:22:B8:0${name}`,
    );
  }

  beforeAll(async () => {
    norte = (
      await ctx.api.post('/api/v1/roundups', { name: 'Rodeo Norte', settlementId: ctx.settlementId })
    ).json()._id;
    await addAnimal('1', norte);
    await addAnimal('2', norte);
    await addAnimal('3');
    dataHeaders = await dataApiHeaders(ctx.api, ctx.owner);
    // A week of an hour of rumination a day for animals 1 and 2 (6 fixes × 600 s).
    for (const offset of [8, 7, 6, 5, 4, 3, 2]) {
      await morning('1', offset, 0.0009, { ruminating: 600 });
      await morning('2', offset, 0.0009, { ruminating: 600 });
    }
    // Yesterday animal 1 ruminated 20 minutes, animal 2 as usual; animal 3 grazed and walked twice as far.
    await morning('1', 1, 0.0009, { ruminating: 200, grazing: 400 });
    await morning('2', 1, 0.0009, { ruminating: 600 });
    await morning('3', 1, 0.0018, { grazing: 600 });
  });

  it('distribution: each animal’s mean km, grazing and rumination per reported day', async () => {
    const response = await data(
      `/data-api/settlements/${ctx.settlementId}/distribution?fromDate=${day(1)}&toDate=${day(1)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json();
    expect(rows.map((row: { caravana: string }) => row.caravana)).toEqual(['HERD-1', 'HERD-2', 'HERD-3']);
    expect(rows[0]).toMatchObject({ days: 1, grazingHours: 0.67, ruminatingHours: 0.33 });
    expect(rows[2]).toMatchObject({ days: 1, grazingHours: 1, ruminatingHours: 0 });
    expect(rows[2].distanceKm).toBeGreaterThan(rows[1].distanceKm * 1.5);
    // Over the week, animal 1's means are over its 8 reported days.
    const week = (
      await data(
        `/data-api/settlements/${ctx.settlementId}/distribution?fromDate=${day(8)}&toDate=${day(1)}&roundupId=${norte}`,
      )
    ).json();
    expect(week.map((row: { caravana: string }) => row.caravana)).toEqual(['HERD-1', 'HERD-2']);
    expect(week[0]).toMatchObject({ days: 8, ruminatingHours: Math.round(((7 + 1 / 3) / 8) * 100) / 100 });
  });

  it('herd behaviour: the spread per day and the animals below their own rumination baseline', async () => {
    const response = await data(
      `/data-api/settlements/${ctx.settlementId}/herd-behaviour?fromDate=${day(2)}&toDate=${day(1)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { days, outliers } = response.json();
    // Yesterday is animal 3's first day, begun at 05:00 local (08:00 UTC), past the 2 h slack: a
    // partial day, left out of the herd's spread (animals 1 and 2 reported whole days).
    expect(
      days.map((d: { date: string; animals: number; partial: boolean }) => [d.date, d.animals, d.partial]),
    ).toEqual([
      [day(2), 2, false],
      [day(1), 2, false],
    ]);
    expect(days[0].ruminating).toEqual({ mean: 1, min: 1, p25: 1, median: 1, p75: 1, max: 1 });
    // Yesterday's rumination: 0.33 h (1200 s) and 1 h; mean and median 0.665 → 0.67, p25 = 0.33 +
    // 0.67 × 0.25 = 0.4975 → 0.5, p75 = 0.33 + 0.67 × 0.75 = 0.8325 → 0.83.
    expect(days[1].ruminating).toEqual({
      mean: 0.67,
      min: 0.33,
      p25: 0.5,
      median: 0.67,
      p75: 0.83,
      max: 1,
    });
    expect(days[1].drinking).toMatchObject({ mean: 0, max: 0 });
    // Animal 1 ruminated 40 minutes below its week; animal 3 has no baseline yet.
    expect(outliers).toEqual([
      {
        animalId: animals['1']!.animalId,
        caravana: 'HERD-1',
        date: day(1),
        ruminatingHours: 0.33,
        baselineHours: 1,
        dropMinutes: 40,
      },
    ]);
    const roundup = (
      await data(
        `/data-api/settlements/${ctx.settlementId}/herd-behaviour?fromDate=${day(1)}&toDate=${day(1)}&roundupId=${norte}`,
      )
    ).json();
    expect(roundup.days[0].animals).toBe(2);
  });

  it('bad input answers 400 with the fields in error', async () => {
    for (const path of ['distribution', 'herd-behaviour']) {
      const backwards = await data(
        `/data-api/settlements/${ctx.settlementId}/${path}?fromDate=${day(1)}&toDate=${day(3)}`,
      );
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors).toEqual({ fromDate: 'validation.endBeforeStart' });
      const malformed = await data(
        `/data-api/settlements/${ctx.settlementId}/${path}?toDate=mañana&roundupId=x`,
      );
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual(
        expect.objectContaining({ toDate: 'validation.date', roundupId: expect.any(String) }),
      );
      expect((await data(`/data-api/settlements/nope/${path}`)).json().errors).toHaveProperty('id');
    }
  });

  it('another account gets 404, and no token 401', async () => {
    const stranger = await createUser(ctx);
    const strangerApi = apiAs(ctx, stranger);
    const strangerData = await dataApiHeaders(strangerApi, stranger);
    for (const path of ['distribution', 'herd-behaviour']) {
      const url = `/data-api/settlements/${ctx.settlementId}/${path}`;
      expect((await data(url, strangerData)).statusCode).toBe(404);
      expect((await data(url, {})).statusCode).toBe(401);
    }
  });
});
