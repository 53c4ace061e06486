import { beforeAll, expect, it } from 'vitest';
import { apiAs, createSettlement, createUser, type TestUser } from '../../../test/app';
import { describeWithApp, type SuiteOptions } from '../../../test/suite';
import { addCollaredAnimal, ingestReadings } from '../../../test/collars';
import { newObjectId } from '../../db/object-id';
import { toSettlementContext } from './alert-context';
import { AlertOps } from './alert-ops';
import { writeAlerts } from './alert-writer';
import { alertsRepository } from './alerts.repository';
import { settlementSubject } from './subjects';

const HOUR = 3_600_000;
/** The tests replay the last two days: the rules consider readings that old. */
const REPLAYED_MS = 3 * 24 * HOUR;
const DAY = 24 * HOUR;
/** Noon in the settlements' local time (UTC−3). */
const NOW = Date.parse('2026-11-20T15:00:00Z');

const setup: SuiteOptions = { config: { alerts: { contextTtlMs: 0, maxReadingAgeMs: REPLAYED_MS } } };

describeWithApp('time-based alert rules on %s', setup, (ctx) => {
  let owner: TestUser;
  let api: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    owner = await createUser(ctx);
    api = apiAs(ctx, owner);
  });

  const alertsOf = (type: string, subjectId: string) =>
    ctx.database.db
      .selectFrom('alerts')
      .selectAll()
      .where('type', '=', type)
      .where('subject_id', '=', subjectId)
      .orderBy('opened_at')
      .execute();

  it('heat stress now and tomorrow, from the stored weather, raised once and resolved when it cools', async () => {
    // -29.41, -66.85 at UTC−3: the weather location of the settlement.
    const settlementId = await createSettlement(ctx, owner, 'Campo Caluroso', { lat: -29.41, lng: -66.85 });
    const locationId = newObjectId();
    await ctx.database.db
      .insertInto('weather_locations')
      .values({ id: locationId, lat_e2: -2941, lng_e2: -6685, utc_offset_minutes: -180, created_at: NOW })
      .execute();
    const hour = (ts: number, temperature: number, humidity: number) => ({
      location_id: locationId,
      ts,
      temperature,
      humidity,
      dew_point: null,
      precipitation: null,
      radiation: null,
      wind_speed: null,
      wind_direction: null,
      wind_gusts: null,
      weather_code: null,
    });
    const tomorrowAfternoon = Date.parse('2026-11-21T18:00:00Z');
    await ctx.database.db
      .insertInto('weather_hours')
      .values([hour(NOW - HOUR, 35, 60), hour(tomorrowAfternoon, 36, 50)])
      .execute();

    await ctx.services.alertRules.run(NOW);
    await ctx.services.alertRules.run(NOW + 60_000);
    const [heat] = await alertsOf('heatStress', settlementId);
    // A new settlement is beef: INTA's 76, not the dairy 72.
    expect(heat).toMatchObject({
      state: 'open',
      count: 1,
      threshold: 76,
      threshold_basis: 'beef',
      subject_kind: 'settlement',
    });
    expect(heat!.value).toBeCloseTo(86.8, 0);
    const [forecast] = await alertsOf('heatForecast', settlementId);
    expect(forecast).toMatchObject({ state: 'open', threshold: 79 });
    expect(forecast!.value).toBeCloseTo(86, 0);

    await ctx.database.db
      .insertInto('weather_hours')
      .values(hour(NOW + HOUR / 2, 15, 50))
      .execute();
    await ctx.database.db
      .updateTable('weather_hours')
      .set({ temperature: 20 })
      .where('location_id', '=', locationId)
      .where('ts', '=', tomorrowAfternoon)
      .execute();
    await ctx.services.alertRules.run(NOW + HOUR);
    expect(await alertsOf('heatStress', settlementId)).toMatchObject([
      { state: 'resolved', resolved_at: NOW + HOUR },
    ]);
    expect(await alertsOf('heatForecast', settlementId)).toMatchObject([{ state: 'resolved' }]);
  });

  it('writes no alert once its lease is lost (the signal aborted), and says so', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Sin Dueño', { lat: -31.41, lng: -64.18 });
    const locationId = newObjectId();
    await ctx.database.db
      .insertInto('weather_locations')
      .values({ id: locationId, lat_e2: -3141, lng_e2: -6418, utc_offset_minutes: -180, created_at: NOW })
      .execute();
    await ctx.database.db
      .insertInto('weather_hours')
      .values({
        location_id: locationId,
        ts: NOW - HOUR,
        temperature: 35,
        humidity: 60,
        dew_point: null,
        precipitation: null,
        radiation: null,
        wind_speed: null,
        wind_direction: null,
        wind_gusts: null,
        weather_code: null,
      })
      .execute();
    const lost = new AbortController();
    lost.abort(new Error('lease lost'));
    await expect(ctx.services.alertRules.run(NOW, lost.signal)).rejects.toThrow('lease lost');
    expect(await alertsOf('heatStress', settlementId)).toEqual([]);
    await ctx.services.alertRules.run(NOW, new AbortController().signal);
    expect(await alertsOf('heatStress', settlementId)).toMatchObject([{ state: 'open' }]);
  });

  it('rumination drop: the last whole day against the animal’s own week, judged once a day', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Tambo');
    const animalId = (await api.post('/api/v1/animals', { settlementId, caravana: 'R-1' })).json()._id;
    const day = (date: string, minutes: number) => ({
      animal_id: animalId,
      day: date,
      account_id: owner.accountId,
      settlement_id: settlementId,
      grazing_s: 0,
      ruminating_s: minutes * 60,
      resting_s: 0,
      walking_s: 0,
      drinking_s: 0,
      distance_m: 0,
      anchor_ts: null,
      anchor_lat: null,
      anchor_lng: null,
      last_fix_ts: null,
      readings: 96,
    });
    const week = ['12', '13', '14', '15', '16', '17', '18'].map((d) => day(`2026-11-${d}`, 500));
    await ctx.database.db
      .insertInto('animal_days')
      .values([...week, day('2026-11-19', 400)])
      .execute();

    await ctx.services.alertRules.run(NOW);
    // Judged already today: a later run changes nothing, even with the day rewritten.
    await ctx.database.db
      .updateTable('animal_days')
      .set({ ruminating_s: 300 * 60 })
      .where('day', '=', '2026-11-19')
      .execute();
    await ctx.services.alertRules.run(NOW + HOUR);
    expect(await alertsOf('ruminationDrop', animalId)).toMatchObject([
      { state: 'open', count: 1, value: 100, threshold: 30, subject_label: 'R-1' },
    ]);

    await ctx.database.db.insertInto('animal_days').values(day('2026-11-20', 495)).execute();
    await ctx.services.alertRules.run(NOW + DAY);
    expect(await alertsOf('ruminationDrop', animalId)).toMatchObject([{ state: 'resolved' }]);
  });

  it('inactivity: an animal still and idle for inactivityHours raises it; moving again resolves it', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Quieto');
    const collar = await addCollaredAnimal(api, { settlementId, caravana: 'Q-1' }, 'AB:CD:EE:01');
    const now = Date.now();
    const still = Array.from({ length: 11 }, (_, i) => ({
      device: 'AB:CD:EE:01',
      ts: now - 5.5 * HOUR + i * 30 * 60_000,
      lat: -29.405 + (i % 2) * 0.00005,
      lng: -66.855,
      behaviour: { resting: 1800 },
    }));
    expect((await ingestReadings(ctx, collar.key, still)).json().accepted).toBe(11);
    await ctx.services.alertEngine!.idle();
    await ctx.services.alertRules.run(now);
    await ctx.services.alertRules.run(now + 60_000);
    expect(await alertsOf('inactivity', collar.animalId)).toMatchObject([
      { state: 'open', count: 1, value: 6 },
    ]);

    await ingestReadings(ctx, collar.key, [
      { device: 'AB:CD:EE:01', ts: now - 60_000, lat: -29.404, lng: -66.855, behaviour: { walking: 600 } },
    ]);
    await ctx.services.alertEngine!.idle();
    await ctx.services.alertRules.run(now);
    expect(await alertsOf('inactivity', collar.animalId)).toMatchObject([{ state: 'resolved' }]);
  });

  it('a raise that loses the race to another server becomes a repeat, never an error', async () => {
    const settlementId = await createSettlement(ctx, owner, 'Campo Carrera');
    const [row] = await alertsRepository.settlements(ctx.database.db, [settlementId]);
    const subject = settlementSubject('heatStress', toSettlementContext(row!));
    const raise = (at: number) => {
      const ops = new AlertOps();
      ops.raise(subject, { at, value: 80, threshold: 72, lat: null, lng: null }, 2);
      return writeAlerts(ctx.database, ops.list);
    };
    const [first, second] = await Promise.all([raise(NOW), raise(NOW + 1000)]);
    expect([first![0]!.kind, second![0]!.kind].sort()).toEqual(['opened', 'repeated']);
    expect(await alertsOf('heatStress', settlementId)).toMatchObject([
      { state: 'open', count: 4, last_at: NOW + 1000 },
    ]);
  });
});
