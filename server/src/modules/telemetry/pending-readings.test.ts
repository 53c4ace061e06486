import { beforeAll, expect, it } from 'vitest';
import { outboxMailer } from '../../providers/mail/mailer';
import { buildServer } from '../../server';
import { apiAs, createSettlement, createUser, testConfig } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { addCollaredAnimal, ingestReadings, type Collar } from '../../../test/collars';
import { FILE_AFTER_MS } from './pending-readings';
import { pendingReadingsRepository, type PendingRow } from './pending-readings.repository';

const HOUR = 3_600_000;

/** Acknowledged readings wait in pending_readings until filed into readings and the rollups. */
describeWithApp('pending readings on %s', {}, (ctx) => {
  let api: ReturnType<typeof apiAs>;
  let settlementId: string;
  const collars: Record<string, Collar> = {};

  const stored = async (deviceId: string) =>
    Number(
      (
        await ctx.database.db
          .selectFrom('readings')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('device_id', '=', deviceId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const waiting = async (deviceId: string) =>
    (await pendingReadingsRepository.take(ctx.database.db, 1000, false)).rows.filter(
      (row) => row.device_id === deviceId,
    ).length;
  const animalDay = (animalId: string) =>
    ctx.database.db.selectFrom('animal_days').selectAll().where('animal_id', '=', animalId).execute();
  /** A reading as the service would have left it pending (a server stopped before filing it). */
  const pendingRow = (collar: Collar, ts: number): PendingRow => ({
    device_id: collar.deviceId,
    ts,
    account_id: '',
    animal_id: collar.animalId,
    settlement_id: settlementId,
    lat: -29.41,
    lng: -66.85,
    accuracy: null,
    speed: null,
    battery: 70,
    temperature: null,
    grazing_s: 600,
    ruminating_s: null,
    resting_s: null,
    walking_s: null,
    drinking_s: null,
    beacon_id: null,
    beacon_rssi: null,
    gateway_id: null,
  });
  const leavePending = async (collar: Collar, stamps: number[]) => {
    const { account_id } = await ctx.database.db
      .selectFrom('devices')
      .select('account_id')
      .where('id', '=', collar.deviceId)
      .executeTakeFirstOrThrow();
    await pendingReadingsRepository.add(
      ctx.database.db,
      stamps.map((ts) => ({ ...pendingRow(collar, ts), account_id })),
    );
  };

  beforeAll(async () => {
    const owner = await createUser(ctx);
    api = apiAs(ctx, owner);
    settlementId = await createSettlement(ctx, owner);
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      collars[name] = await addCollaredAnimal(
        api,
        { settlementId, caravana: `PEND-${name}` },
        `PD:00:00:0${name}`,
      );
    }
  });

  it('concurrent requests are answered once committed, and filed within FILE_AFTER_MS', async () => {
    const collar = collars.A!;
    // Yesterday 10:00 UTC: the twenty minutes fall on one rollup day whatever the hour the test runs.
    const start = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR - 14 * HOUR;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ingestReadings(ctx, collar.key, [
          {
            device: 'PD:00:00:0A',
            ts: start + i * 60_000,
            lat: -29.41,
            lng: -66.85,
            behaviour: { grazing: 60 },
          },
        ]),
      ),
    );
    expect(answers.map((answer) => answer.json().accepted)).toEqual(Array(20).fill(1));
    // Every answered reading is committed: filed already, or pending.
    expect((await stored(collar.deviceId)) + (await waiting(collar.deviceId))).toBe(20);
    await expect
      .poll(() => stored(collar.deviceId), { timeout: FILE_AFTER_MS + 2_000, interval: 100 })
      .toBe(20);
    expect(await waiting(collar.deviceId)).toBe(0);
    expect(await animalDay(collar.animalId)).toEqual([
      expect.objectContaining({ readings: 20, grazing_s: 1200 }),
    ]);
  });

  it('among concurrent requests, a copy of a reading filed earlier is answered as duplicated', async () => {
    const collar = collars.E!;
    const at = (ts: number) => [{ device: 'PD:00:00:0E', ts, lat: -29.41, lng: -66.85 }];
    const start = Date.now() - 6 * HOUR;
    expect((await ingestReadings(ctx, collar.key, at(start))).json()).toMatchObject({ accepted: 1 });
    const answers = await Promise.all(
      [start + 60_000, start, start + 120_000, start + 180_000].map((ts) =>
        ingestReadings(ctx, collar.key, at(ts)),
      ),
    );
    expect(answers.map((answer) => answer.json())).toMatchObject([
      { accepted: 1 },
      { accepted: 0, duplicated: 1 },
      { accepted: 1 },
      { accepted: 1 },
    ]);
    await ctx.services.telemetry.filePending();
    expect(await stored(collar.deviceId)).toBe(4);
  });

  it('a copy of a reading that waits is stored once, and counted once', async () => {
    const collar = collars.B!;
    const ts = Date.now() - 3 * HOUR;
    await leavePending(collar, [ts]);
    const again = await ingestReadings(ctx, collar.key, [
      { device: 'PD:00:00:0B', ts, lat: -29.41, lng: -66.85 },
    ]);
    expect(again.json()).toMatchObject({ accepted: 1, duplicated: 0 });
    await ctx.services.telemetry.filePending();
    expect(await stored(collar.deviceId)).toBe(1);
    expect(await animalDay(collar.animalId)).toEqual([expect.objectContaining({ readings: 1 })]);
  });

  it('readings left pending by a stopped server are filed when the next one starts', async () => {
    const collar = collars.C!;
    const ts = Date.now() - 4 * HOUR;
    await leavePending(collar, [ts, ts + 600_000]);
    const next = await buildServer({
      config: testConfig(),
      database: ctx.database,
      mailer: outboxMailer(ctx.database.db, { info: () => {} }),
    });
    await next.close();
    expect(await waiting(collar.deviceId)).toBe(0);
    expect(await stored(collar.deviceId)).toBe(2);
    expect(await animalDay(collar.animalId)).toEqual([
      expect.objectContaining({ readings: 2, grazing_s: 1200 }),
    ]);
    const device = (await api.get(`/api/v1/devices/${collar.deviceId}`)).json();
    expect(device).toMatchObject({ lastSeen: ts + 600_000, battery: 70 });
  });

  it('an animal deleted while its readings wait leaves them without it; a deleted device takes them along', async () => {
    const [withAnimal, device] = [collars.D!, collars.A!];
    const ts = Date.now() - 5 * HOUR;
    await leavePending(withAnimal, [ts]);
    await leavePending(device, [ts]);
    expect((await api.delete(`/api/v1/animals/${withAnimal.animalId}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/v1/devices/${device.deviceId}`)).statusCode).toBe(200);
    await ctx.services.telemetry.filePending();
    const filed = await ctx.database.db
      .selectFrom('readings')
      .select(['animal_id', 'ts'])
      .where('device_id', '=', withAnimal.deviceId)
      .execute();
    expect(filed.map((row) => ({ ...row, ts: Number(row.ts) }))).toEqual([{ animal_id: null, ts }]);
    expect(await animalDay(withAnimal.animalId)).toEqual([]);
    expect(await waiting(device.deviceId)).toBe(0);
    expect(await stored(device.deviceId)).toBe(0);
  });
});
