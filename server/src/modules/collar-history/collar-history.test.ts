import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_WEIGHT_KG } from '@tropero/shared/herd';
import { median } from '@tropero/shared/telemetry';
import { apiAs, createSettlement, createUser } from '../../../test/app';
import { describeWithApp, type SuiteOptions } from '../../../test/suite';
import {
  addCollaredAnimal,
  atDaysAgo as at,
  dataApiHeaders,
  daysAgo as day,
  ingestReadings,
  type Collar,
} from '../../../test/collars';

/** The animal panel's history: collar temperature, behaviour baseline and the herd's median. */
const setup: SuiteOptions = {
  settlement: { name: 'Campo Historia', location: { lat: -29.41, lng: -66.86 } },
};

describeWithApp('collar and behaviour history on %s', setup, (ctx) => {
  let dataHeaders: Record<string, string>;
  const collars: Record<string, Collar> = {};

  const data = (url: string, headers = dataHeaders) => ctx.app.inject({ method: 'GET', url, headers });
  const ingest = (name: string, readings: object[]) =>
    ingestReadings(
      ctx,
      collars[name]!.key,
      readings.map((reading) => ({ device: `C0:11:A8:0${name}`, ...reading })),
    );
  /** Six fixes, 10 minutes apart from 08:00, walking north `stepDeg` each; behaviour per fix. */
  const morning = (offset: number, stepDeg: number, behaviour: object) =>
    Array.from({ length: 6 }, (_, i) => ({
      ts: at(offset, '08:00:00') + i * 600_000,
      lat: -29.409 + i * stepDeg,
      lng: -66.855,
      behaviour,
    }));

  async function addCollar(name: string, settlement: string, weightKg?: number) {
    collars[name] = await addCollaredAnimal(
      ctx.api,
      { settlementId: settlement, caravana: `HIST-${name}`, weightKg },
      `C0:11:A8:0${name}`,
    );
  }

  beforeAll(async () => {
    const otherSettlement = await createSettlement(ctx, ctx.owner, 'Campo Vecino', {
      lat: -29.41,
      lng: -66.86,
    });
    await addCollar('1', ctx.settlementId, 450);
    await addCollar('2', ctx.settlementId, 300);
    await addCollar('3', ctx.settlementId);
    await addCollar('4', otherSettlement, 450);
    dataHeaders = await dataApiHeaders(ctx.api, ctx.owner);

    // Animal 1: an hour of grazing a day for a week, half an hour two days ago, an hour yesterday.
    for (const offset of [9, 8, 7, 6, 5, 4, 3, 1])
      await ingest('1', morning(offset, 0.0009, { grazing: 600, ruminating: 240 }));
    await ingest('1', morning(2, 0.0009, { grazing: 300, ruminating: 240 }));
    // Yesterday the herd walked: animal 2 twice as far as animal 1, animal 3 four times, and the
    // neighbour's animal (another settlement) far more.
    // Animals 2 and 3 wore their collars from noon the day before: that first day is partial (it
    // began past 02:00 local), yesterday is whole.
    for (const name of ['2', '3'])
      await ingest(name, [{ ts: at(2, '15:00:00'), lat: -29.409, lng: -66.855 }]);
    await ingest('2', morning(1, 0.0018, {}));
    await ingest('3', morning(1, 0.0036, {}));
    await ingest('4', morning(1, 0.009, {}));
    // Animal 1's temperature yesterday: six readings in one hour, one in the next, and a reading
    // without temperature.
    await ingest(
      '1',
      [38.0, 38.2, 38.4, 38.6, 38.8, 39.0].map((temperature, i) => ({
        ts: at(1, '10:00:00') + i * 600_000,
        temperature,
      })),
    );
    await ingest('1', [
      { ts: at(1, '11:10:00'), temperature: 37.1 },
      { ts: at(1, '11:20:00'), battery: 80 },
    ]);
  });

  it('temperature per hour: the mean, lowest and highest reading', async () => {
    const response = await ctx.api.get(
      `/api/v1/devices/${collars['1']!.deviceId}/temperature?fromDate=${day(1)}&toDate=${day(1)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { ts: at(1, '10:00:00'), mean: 38.5, min: 38, max: 39 },
      { ts: at(1, '11:00:00'), mean: 37.1, min: 37.1, max: 37.1 },
    ]);
    // An instant range cuts inside the day.
    const late = await ctx.api.get(
      `/api/v1/devices/${collars['1']!.deviceId}/temperature?fromDate=${new Date(at(1, '11:00:00')).toISOString()}&toDate=${new Date(at(1, '12:00:00')).toISOString()}`,
    );
    expect(late.json()).toEqual([{ ts: at(1, '11:00:00'), mean: 37.1, min: 37.1, max: 37.1 }]);
    const silent = await ctx.api.get(`/api/v1/devices/${collars['2']!.deviceId}/temperature`);
    expect(silent.json()).toEqual([]);
  });

  it('a bad range answers 400 with the field in error', async () => {
    const url = `/api/v1/devices/${collars['1']!.deviceId}/temperature`;
    const backwards = await ctx.api.get(`${url}?fromDate=${day(1)}&toDate=${day(3)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ fromDate: 'validation.endBeforeStart' });
    const malformed = await ctx.api.get(`${url}?fromDate=ayer`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ fromDate: 'validation.date' });
    const tooLong = await data(
      `/data-api/settlements/${ctx.settlementId}/herd-median?fromDate=2024-01-01&toDate=${day(0)}`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ fromDate: 'validation.rangeTooLong' });
    expect((await ctx.api.get(`/api/v1/devices/not-an-id/temperature`)).json().errors).toHaveProperty('id');
  });

  it('behaviour: each day carries the mean of the 7 reported days before it', async () => {
    const { days } = (
      await data(
        `/data-api/animal/behavior/${collars['1']!.animalId}/${ctx.settlementId}?fromDate=${day(3)}&toDate=${day(1)}`,
      )
    ).json();
    expect(days.map((d: { date: string }) => d.date)).toEqual([day(3), day(2), day(1)]);
    // Three days ago: 4–9 days ago reported (6 days of 1 h grazing, 0.4 h rumination).
    expect(days[0].baseline).toEqual({ grazingHours: 1, ruminatingHours: 0.4, drinkingHours: 0 });
    expect(days[1]).toMatchObject({ grazingHours: 0.5, baseline: { grazingHours: 1 } });
    // Yesterday: the week before holds the half hour of two days ago.
    expect(days[2].baseline.grazingHours).toBeCloseTo((6 + 0.5) / 7, 2);
    // Animal 2 has no days before yesterday: no baseline yet.
    const newcomer = (
      await data(`/data-api/animal/behavior/${collars['2']!.animalId}/${ctx.settlementId}?fromDate=${day(1)}`)
    ).json();
    expect(newcomer.days).toEqual([expect.objectContaining({ date: day(1), baseline: null })]);
  });

  it('herd median: km and Mcal of the settlement’s animals that reported each day', async () => {
    const { days: rows, basis } = (
      await data(`/data-api/settlements/${ctx.settlementId}/herd-median?fromDate=${day(2)}&toDate=${day(1)}`)
    ).json();
    // Animal 3 has no recorded weight: its category's default.
    expect(basis).toMatchObject({ animals: 3, weightsAssumed: 1 });
    // Two days ago only animal 1's day is whole (animals 2 and 3 began theirs at noon).
    expect(
      rows.map((row: { date: string; animals: number; partial: boolean }) => [
        row.date,
        row.animals,
        row.partial,
      ]),
    ).toEqual([
      [day(2), 1, false],
      [day(1), 3, false],
    ]);
    const kmOf = async (name: string) =>
      (
        await data(
          `/data-api/animal/behavior/${collars[name]!.animalId}/${ctx.settlementId}?fromDate=${day(1)}&toDate=${day(1)}`,
        )
      ).json().days[0].distanceKm as number;
    const [km1, km2, km3] = [await kmOf('1'), await kmOf('2'), await kmOf('3')];
    expect(km1 < km2 && km2 < km3).toBe(true);
    // The middle animal's km; the neighbour's long walk does not count.
    expect(rows[1].distanceKm).toBeCloseTo(km2, 1);
    // EN = 0.077 × (0.96 × BW)^0.75 × 1.08 + 0.00045 × BW × km (energy table, version 1).
    const en = (weightKg: number, km: number) =>
      0.077 * (0.96 * weightKg) ** 0.75 * 1.08 + 0.00045 * weightKg * km;
    const energies = [en(450, km1), en(300, km2), en(DEFAULT_WEIGHT_KG.VACA, km3)];
    expect(rows[1].enMcal).toBeCloseTo(median(energies)!, 1);
    // EM = EN / km, km = 1.337884 / 2.2 = 0.6081 (NRC 1996 at 2.2 Mcal ME/kg DM).
    expect(rows[1].emMcal).toBeCloseTo(median(energies)! / 0.6081, 1);
  });

  it('collar batteries: the herd’s collars at their last battery, the lowest first', async () => {
    await ingest('2', [{ ts: at(1, '12:00:00'), battery: 15 }]);
    const response = await ctx.api.get(`/api/v1/settlements/${ctx.settlementId}/collar-batteries`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        deviceId: collars['2']!.deviceId,
        identifier: 'C0:11:A8:02',
        animalId: collars['2']!.animalId,
        caravana: 'HIST-2',
        battery: 15,
        ts: at(1, '12:00:00'),
      },
      expect.objectContaining({ caravana: 'HIST-1', battery: 80 }),
      // Never reported a battery: last. The neighbour settlement's collar is not listed.
      expect.objectContaining({ caravana: 'HIST-3', battery: null }),
    ]);
    const bad = await ctx.api.get(`/api/v1/settlements/${ctx.settlementId}/collar-batteries?roundupId=norte`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('roundupId');
  });

  it('another account gets 404 for the temperature and the herd median', async () => {
    const stranger = await createUser(ctx);
    const strangerApi = apiAs(ctx, stranger);
    const strangerData = await dataApiHeaders(strangerApi, stranger);
    expect((await strangerApi.get(`/api/v1/devices/${collars['1']!.deviceId}/temperature`)).statusCode).toBe(
      404,
    );
    expect(
      (await data(`/data-api/settlements/${ctx.settlementId}/herd-median`, strangerData)).statusCode,
    ).toBe(404);
    expect((await data(`/data-api/settlements/${ctx.settlementId}/herd-median`, {})).statusCode).toBe(401);
    expect(
      (await strangerApi.get(`/api/v1/settlements/${ctx.settlementId}/collar-batteries`)).statusCode,
    ).toBe(404);
  });
});
