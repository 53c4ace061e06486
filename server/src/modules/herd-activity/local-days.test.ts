import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, dayStart } from '@tropero/shared/local-day';
import { DIALECTS } from '../../../test/database';
import { apiAs, createSettlement, createTestApp, createUser, type TestContext } from '../../../test/app';
import {
  addCollaredAnimal,
  dataApiHeaders,
  daysAgo,
  ingestReadings,
  type Collar,
} from '../../../test/collars';

const HOUR = 3_600_000;

/**
 * One notion of a day: the daily figures are grouped by the settlement's local day, whatever its
 * offset, across the three hours (21:00–24:00 at UTC−3) that are already tomorrow in UTC; "today"
 * there is partial, and so is an animal's first day begun late, which no median counts.
 */
describe.each(DIALECTS)('daily figures by the settlement’s local day on %s', (dialect) => {
  // Day D is three days before the real today in Argentina; the clock is pinned at 23:30 of D+1 at
  // UTC−3 (02:30 UTC of D+2): "today" there is D+1, while UTC already says D+2.
  const D = daysAgo(3);
  const D1 = addDays(D, 1);
  const AR = -180;
  const COLOMBIA = -300;
  const at = (day: string, offset: number, hours: number) => dayStart(day, offset) + hours * HOUR;
  const NOW = at(D1, AR, 23.5);

  let ctx: TestContext;
  let headers: Record<string, string>;
  let pampa: string;
  let llano: string;
  const collars: Record<string, Collar> = {};
  const data = (url: string) => ctx.app.inject({ method: 'GET', url, headers });
  const ingest = (name: string, readings: { ts: number; grazing?: number; ruminating?: number }[]) =>
    ingestReadings(
      ctx,
      collars[name]!.key,
      readings.map(({ ts, grazing, ruminating }, i) => ({
        device: `DA:1D:00:0${name}`,
        ts,
        lat: -29.409 + i * 0.001,
        lng: -66.855,
        behaviour: { ...(grazing && { grazing }), ...(ruminating && { ruminating }) },
      })),
    );
  const behaviour = async (name: string, settlementId: string) => {
    const response = await data(
      `/data-api/animal/behavior/${collars[name]!.animalId}/${settlementId}?fromDate=${D}&toDate=${D1}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().days as {
      date: string;
      grazingHours: number;
      ruminatingHours: number;
      readings: number;
      partial: boolean;
    }[];
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
    ctx = await createTestApp(dialect);
    const owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    pampa = await createSettlement(ctx, owner, 'Campo Pampa');
    llano = await createSettlement(ctx, owner, 'Hato Llano');
    const put = await api.put(`/api/v1/settlements/${llano}`, { utcOffsetMinutes: COLOMBIA });
    expect(put.statusCode, put.body).toBe(200);
    for (const [name, settlementId] of [
      ['1', pampa],
      ['2', pampa],
      ['3', llano],
    ] as const)
      collars[name] = await addCollaredAnimal(
        api,
        { settlementId, caravana: `DIA-${name}` },
        `DA:1D:00:0${name}`,
      );
    headers = await dataApiHeaders(api, owner);
    // Animal 1 (UTC−3): 00:30, 12:00 and 22:30 of D (22:30 is 01:30 UTC of D+1), 00:30 of D+1.
    await ingest('1', [
      { ts: at(D, AR, 0.5), grazing: 600 },
      { ts: at(D, AR, 12), ruminating: 600 },
      { ts: at(D, AR, 22.5), grazing: 600 },
      { ts: at(D1, AR, 0.5), grazing: 600 },
    ]);
    // Animal 2 (UTC−3): its collar fitted at 21:00 of D (a first day holding its last 3 hours).
    await ingest('2', [
      { ts: at(D, AR, 21), grazing: 1200 },
      { ts: at(D1, AR, 1), grazing: 600 },
    ]);
    // Animal 3 (UTC−5): 01:00 and 22:30 of D there (22:30 is 03:30 UTC of D+1, 00:30 of D+1 at UTC−3).
    await ingest('3', [
      { ts: at(D, COLOMBIA, 1), grazing: 600 },
      { ts: at(D, COLOMBIA, 22.5), grazing: 600 },
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
    vi.useRealTimers();
  });

  it('a reading at 22:30 local counts for that day, not the next, at UTC−3 and at UTC−5', async () => {
    // Animal 1 on D: 600 + 600 s grazing = 0.33 h, 600 s ruminating = 0.17 h, 3 readings; D+1: one.
    expect(await behaviour('1', pampa)).toMatchObject([
      { date: D, grazingHours: 0.33, ruminatingHours: 0.17, readings: 3, partial: false },
      { date: D1, grazingHours: 0.17, readings: 1 },
    ]);
    // Animal 3 on D at UTC−5: both readings (1200 s = 0.33 h); nothing on D+1.
    expect(await behaviour('3', llano)).toMatchObject([
      { date: D, grazingHours: 0.33, readings: 2, partial: false },
    ]);
    const counts = (
      await data(`/data-api/settlements/${pampa}/animal-count?fromDate=${D}&toDate=${D1}`)
    ).json();
    expect(counts).toEqual([
      { date: D, count: 2 },
      { date: D1, count: 2 },
    ]);
  });

  it('today at 23:30 local is D+1 (UTC says D+2), and it is partial', async () => {
    const days = await behaviour('1', pampa);
    expect(days.map((day) => [day.date, day.partial])).toEqual([
      [D, false],
      [D1, true],
    ]);
    // Asked by instants up to now, the last local day is D+1.
    const byInstant = await data(
      `/data-api/settlements/${pampa}/animal-count?fromDate=${new Date(at(D, AR, 0)).toISOString()}`,
    );
    expect(byInstant.json().map((row: { date: string }) => row.date)).toEqual([D, D1]);
  });

  it('a first day begun at 21:00 is partial and left out of the herd median', async () => {
    const days = await behaviour('2', pampa);
    // 21:00 is 19 h past the 2 h slack after midnight: partial; D+1 is today (partial too).
    expect(days.map((day) => [day.date, day.grazingHours, day.partial])).toEqual([
      [D, 0.33, true],
      [D1, 0.17, true],
    ]);
    const median = (
      await data(`/data-api/settlements/${pampa}/herd-median?fromDate=${D}&toDate=${D1}`)
    ).json();
    // D: only animal 1's whole day counts (animal 2's began at 21:00). D+1: no whole day yet (today),
    // so all reporting animals are shown and the day is partial.
    expect(
      median.days.map((row: { date: string; animals: number; partial: boolean }) => [
        row.date,
        row.animals,
        row.partial,
      ]),
    ).toEqual([
      [D, 1, false],
      [D1, 2, true],
    ]);
    const herd = (
      await data(`/data-api/settlements/${pampa}/herd-behaviour?fromDate=${D}&toDate=${D}`)
    ).json();
    // D's spread is over animal 1 alone: 0.33 h grazing (animal 2's 1200 s left out).
    expect(herd.days).toMatchObject([
      { date: D, animals: 1, partial: false, grazing: { mean: 0.33, max: 0.33 } },
    ]);
  });
});
