import { beforeAll, expect, it } from 'vitest';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { apiAs, call, createSettlement, createUser, fixtureFile } from '../../test/app';
import { describeWithApp, type SuiteOptions } from '../../test/suite';

const fixture = (name: string) => fixtureFile(`ingest/${name}`).toString('utf8');
const HOUR = 3_600_000;

const setup: SuiteOptions = {
  settlement: { name: 'Campo Telemetría', location: { lat: -29.55, lng: -66.78 } },
};

describeWithApp('device ingestion on %s', setup, (ctx) => {
  let gatewayKey: string;
  let gatewayId: string;
  const keys: Record<string, string> = {};
  const deviceIds: Record<string, string> = {};
  const animalIds: Record<string, string> = {};

  const post = (url: string, key: string | undefined, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: key ? { authorization: `Bearer ${key}` } : {},
      payload: body as object,
    });

  const addCollar = async (identifier: string) => {
    const animal = (
      await ctx.api.post('/api/v1/animals', {
        settlementId: ctx.settlementId,
        caravana: `C-${Object.keys(keys).length + 1}`,
        weightKg: 450,
      })
    ).json();
    const created = (
      await ctx.api.post('/api/v1/devices', { type: 'COLLAR', identifier, animalId: animal._id })
    ).json();
    expect(created.device.animalId).toBe(animal._id);
    keys[identifier] = created.ingestKey;
    deviceIds[identifier] = created.device._id;
    animalIds[identifier] = animal._id;
  };

  const dayOf = (identifier: string) =>
    ctx.database.db
      .selectFrom('animal_days')
      .selectAll()
      .where('animal_id', '=', animalIds[identifier]!)
      .execute();

  beforeAll(async () => {
    await ctx.api.post(`/api/v1/settlements/${ctx.settlementId}/markers`, {
      type: 'drinker',
      location: { lat: -29.5531, lng: -66.7812 },
    });
    for (const id of [
      '70B3D57ED0054A2B',
      '70B3D57ED0054A2C',
      '70B3D57ED0054A2D',
      'AA:00:00:01',
      'AA:00:00:02',
      'AA:00:00:03',
      'AA:00:00:04',
    ]) {
      await addCollar(id);
    }
    const gateway = (
      await ctx.api.post('/api/v1/gateways', {
        identifier: 'AA555A0000000001',
        name: 'Gateway Molino',
        settlementId: ctx.settlementId,
      })
    ).json();
    gatewayKey = gateway.ingestKey;
    gatewayId = gateway.gateway._id;
  });

  it('a batch answers accepted, duplicated and rejected, each rejection with its reason', async () => {
    const now = Date.now();
    const good = { device: 'aa:00:00:01', ts: now - HOUR, lat: -29.55, lng: -66.78, battery: 90 };
    const response = await post('/ingest/readings', gatewayKey, {
      readings: [
        good,
        good,
        { device: 'FF:FF:FF:FF', ts: now - HOUR },
        { device: 'AA:00:00:01', ts: now - 2 * HOUR, lat: 95, lng: 0 },
        { device: 'AA:00:00:01', ts: now - 3 * HOUR, lat: -29.5 },
        { device: 'AA:00:00:01', ts: now + 10 * 60_000 },
        { device: 'AA:00:00:01', ts: now - 401 * 24 * HOUR },
        { device: 'AA:00:00:01', ts: 'yesterday' },
        { ts: now },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      accepted: 1,
      duplicated: 1,
      rejected: 7,
      rejections: [
        { index: 2, device: 'FF:FF:FF:FF', reason: 'unknownDevice' },
        { index: 3, device: 'AA:00:00:01', reason: 'coordinates' },
        { index: 4, device: 'AA:00:00:01', reason: 'coordinates' },
        { index: 5, device: 'AA:00:00:01', reason: 'future' },
        { index: 6, device: 'AA:00:00:01', reason: 'tooOld' },
        { index: 7, device: 'AA:00:00:01', reason: 'malformed' },
        { index: 8, reason: 'malformed' },
      ],
    });
    const again = await post('/ingest/readings', gatewayKey, [good]);
    expect(again.json()).toMatchObject({ accepted: 0, duplicated: 1 });
    const unknown = await ctx.database.db.selectFrom('unknown_devices').selectAll().execute();
    expect(unknown).toEqual([expect.objectContaining({ identifier: 'FF:FF:FF:FF', count: 1 })]);
    const device = (await ctx.api.get(`/api/v1/devices/${deviceIds['AA:00:00:01']}`)).json();
    expect(device).toMatchObject({ lastSeen: good.ts, battery: 90 });
  });

  it('lists what a gateway hears but the account has not registered, to its admins only', async () => {
    const ts = Date.now() - 6 * HOUR;
    await post('/ingest/readings', gatewayKey, [
      { device: 'ee:ee:ee:01', ts },
      { device: 'EE:EE:EE:01', ts: ts + 600_000 },
      { device: 'EE:EE:EE:02', ts },
    ]);
    const path = `/api/v1/gateways/${gatewayId}/unknown-devices`;
    const heard = (await ctx.api.get(path)).json();
    expect(heard).toEqual(
      expect.arrayContaining([
        { identifier: 'EE:EE:EE:01', count: 2, lastSeen: expect.any(Number) },
        { identifier: 'EE:EE:EE:02', count: 1, lastSeen: expect.any(Number) },
      ]),
    );

    // Registered, it is no longer unknown.
    const created = await ctx.api.post('/api/v1/devices', {
      type: 'COLLAR',
      identifier: 'EE:EE:EE:01',
      settlementId: ctx.settlementId,
    });
    const identifiers = (await ctx.api.get(path)).json().map((row: { identifier: string }) => row.identifier);
    expect(identifiers).toContain('EE:EE:EE:02');
    expect(identifiers).not.toContain('EE:EE:EE:01');
    await ctx.api.delete(`/api/v1/devices/${created.json().device._id}`);

    const stranger = await createUser(ctx);
    expect((await apiAs(ctx, stranger).get(path)).statusCode).toBe(404);
    const viewer = await createUser(ctx, { tags: [] });
    await accountsRepository.upsertMember(ctx.database.db, {
      accountId: ctx.owner.accountId,
      userId: viewer.id,
      role: 'invite',
      active: true,
    });
    const asViewer = await apiAs(ctx, viewer).get(`${path}?userAccountId=${ctx.owner.accountId}`);
    expect(asViewer.statusCode).toBe(403);
  });

  it('a wrong key is refused with 401; a device key writes only its own device', async () => {
    expect((await post('/ingest/readings', 'trd_nope', [])).statusCode).toBe(401);
    expect((await post('/ingest/readings', undefined, [])).statusCode).toBe(401);
    const own = await post('/ingest/readings', keys['AA:00:00:02'], [
      { device: 'AA:00:00:02', ts: Date.now() - HOUR },
    ]);
    expect(own.json().accepted).toBe(1);
    const other = await post('/ingest/readings', keys['AA:00:00:02'], [
      { device: 'AA:00:00:03', ts: Date.now() - HOUR },
    ]);
    expect(other.json().rejections).toEqual([{ index: 0, device: 'AA:00:00:03', reason: 'unknownDevice' }]);
  });

  it('ingestion sees a device change at once: a new key, a deleted device', async () => {
    await addCollar('AA:00:00:09');
    const id = deviceIds['AA:00:00:09']!;
    let ts = Date.now() - 2 * HOUR;
    const reading = () => [{ device: 'AA:00:00:09', ts: (ts += 60_000) }];
    expect((await post('/ingest/readings', keys['AA:00:00:09'], reading())).json().accepted).toBe(1);
    const renewed = await ctx.api.post(`/api/v1/devices/${id}/key`, {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await post('/ingest/readings', keys['AA:00:00:09'], reading())).statusCode).toBe(401);
    expect((await post('/ingest/readings', renewed.json().ingestKey, reading())).json().accepted).toBe(1);
    expect((await post('/ingest/readings', gatewayKey, reading())).json().accepted).toBe(1);
    expect((await ctx.api.delete(`/api/v1/devices/${id}`)).statusCode).toBe(200);
    expect((await post('/ingest/readings', gatewayKey, reading())).json().rejections).toEqual([
      { index: 0, device: 'AA:00:00:09', reason: 'unknownDevice' },
    ]);
  });

  it('another account’s keys cannot write to this account’s devices', async () => {
    const stranger = await createUser(ctx);
    const strangerApi = apiAs(ctx, stranger);
    const theirSettlement = await createSettlement(ctx, stranger);
    const theirDeviceKey = (
      await strangerApi.post('/api/v1/devices', {
        type: 'COLLAR',
        identifier: 'BB:00:00:01',
        settlementId: theirSettlement,
      })
    ).json().ingestKey;
    const theirGatewayKey = (
      await strangerApi.post('/api/v1/gateways', { identifier: 'BB555A0000000001', name: 'Gateway Ajeno' })
    ).json().ingestKey;
    for (const key of [theirDeviceKey, theirGatewayKey]) {
      const response = await post('/ingest/readings', key, [
        { device: 'AA:00:00:03', ts: Date.now() - HOUR, lat: -29.55, lng: -66.78 },
      ]);
      expect(response.json()).toMatchObject({ accepted: 0, rejected: 1 });
    }
    expect(await dayOf('AA:00:00:03')).toEqual([]);
  });

  it('ChirpStack v4, The Things Stack v3 and OsmAnd (query and JSON) recorded payloads', async () => {
    // Yesterday 15:00 UTC: the three readings three, two and one hours before fall on one rollup day
    // whatever the time the test runs.
    const anchor = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR - 9 * HOUR;
    const recent = new Date(anchor - 2 * HOUR).toISOString();
    const chirpstack = JSON.parse(fixture('chirpstack-v4-up.json'));
    chirpstack.time = recent;
    const fromChirpstack = await post('/ingest/chirpstack?event=up', gatewayKey, chirpstack);
    expect(fromChirpstack.json(), fromChirpstack.body).toMatchObject({ accepted: 1 });
    expect((await post('/ingest/chirpstack?event=join', gatewayKey, chirpstack)).json()).toMatchObject({
      accepted: 0,
      rejected: 0,
    });
    const [cs] = await dayOf('70B3D57ED0054A2B');
    expect(cs).toMatchObject({
      grazing_s: 420,
      ruminating_s: 120,
      resting_s: 60,
      drinking_s: 0,
      readings: 1,
    });
    const csDevice = (await ctx.api.get(`/api/v1/devices/${deviceIds['70B3D57ED0054A2B']}`)).json();
    expect(csDevice.battery).toBe(75);

    const ttn = JSON.parse(fixture('ttn-v3-uplink.json'));
    ttn.uplink_message.received_at = recent;
    expect((await post('/ingest/ttn', gatewayKey, ttn)).json()).toMatchObject({ accepted: 1 });
    const [tt] = await dayOf('70B3D57ED0054A2C');
    expect(tt).toMatchObject({ drinking_s: 300, readings: 1 });
    expect((await ctx.api.get(`/api/v1/devices/${deviceIds['70B3D57ED0054A2C']}`)).json()).toMatchObject({
      battery: 87,
    });

    const key = keys['70B3D57ED0054A2D'];
    const query = new URLSearchParams(fixture('osmand-query.txt').trim());
    query.set('timestamp', String(Math.floor((anchor - 3 * HOUR) / 1000)));
    const viaGet = await ctx.app.inject({ method: 'GET', url: `/ingest/osmand/${key}?${query}` });
    expect(viaGet.json(), viaGet.body).toMatchObject({ accepted: 1 });
    const json = JSON.parse(fixture('osmand-traccar-client.json'));
    json.location.timestamp = recent;
    expect((await post(`/ingest/osmand/${key}`, undefined, json)).json()).toMatchObject({ accepted: 1 });
    query.set('timestamp', String(Math.floor((anchor - HOUR) / 1000)));
    const viaForm = await ctx.app.inject({
      method: 'POST',
      url: `/ingest/osmand/${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query.toString(),
    });
    expect(viaForm.json()).toMatchObject({ accepted: 1 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/ingest/osmand/wrong-key?${query}` })).statusCode,
    ).toBe(401);
    const [os] = await dayOf('70B3D57ED0054A2D');
    expect(os!.readings).toBe(3);
    expect((await ctx.api.get(`/api/v1/devices/${deviceIds['70B3D57ED0054A2D']}`)).json().battery).toBe(72.5);
  });

  it('out-of-order batches give the same rollups as ordered ones, and duplicates count once', async () => {
    const start =
      // 12:00 UTC (09:00 in Argentina): the four hours fall in one local day.
      Date.parse(new Date(Date.now() - 30 * HOUR).toISOString().slice(0, 10) + 'T00:00:00Z') + 12 * HOUR;
    const walk = Array.from({ length: 24 }, (_, i) => ({
      ts: start + i * 600_000,
      lat: -29.55 + (i % 7 === 3 ? 0.03 : 0) + i * 0.0004,
      lng: -66.78 + (i % 5) * 0.00005,
      behaviour: { grazing: 300, ruminating: 200, resting: 100 },
    }));
    const ordered = walk.map((r) => ({ ...r, device: 'AA:00:00:03' }));
    const shuffled = [...walk].reverse().map((r) => ({ ...r, device: 'AA:00:00:04' }));
    await post('/ingest/readings', gatewayKey, ordered);
    for (const part of [
      shuffled.slice(0, 8),
      shuffled.slice(16),
      shuffled.slice(8, 16),
      shuffled.slice(4, 12),
    ]) {
      await post('/ingest/readings', gatewayKey, part);
    }
    const [a] = await dayOf('AA:00:00:03');
    const [b] = await dayOf('AA:00:00:04');
    const comparable = (row: typeof a) => ({ ...row, animal_id: undefined });
    expect(comparable(b)).toEqual(comparable(a));
    expect(a).toMatchObject({ readings: 24, grazing_s: 24 * 300, ruminating_s: 24 * 200 });
    expect(a!.distance_m).toBeGreaterThan(900);
    expect(a!.distance_m).toBeLessThan(1100);
    const cells = await ctx.database.db
      .selectFrom('heat_cells')
      .select((eb) => eb.fn.sum<number>('count').as('total'))
      .where('settlement_id', '=', ctx.settlementId)
      .executeTakeFirstOrThrow();
    expect(Number(cells.total)).toBeGreaterThanOrEqual(48);
  });

  it('without behaviour from the collar, time at a drinker or by a fixed point counts as drinking', async () => {
    await ctx.api.post('/api/v1/devices', {
      type: 'PUNTO FIJO',
      identifier: 'FP:00:AA',
      settlementId: ctx.settlementId,
    });
    const ts = Date.now() - 5 * HOUR;
    const response = await post('/ingest/readings', gatewayKey, [
      { device: 'AA:00:00:02', ts, lat: -29.55311, lng: -66.78121 },
      { device: 'AA:00:00:02', ts: ts + 600_000, beacon: { id: 'fp:00:aa', rssi: -70 } },
      { device: 'AA:00:00:02', ts: ts + 1_200_000, lat: -29.56, lng: -66.79 },
    ]);
    expect(response.json().accepted).toBe(3);
    const rows = await dayOf('AA:00:00:02');
    expect(rows.reduce((sum, row) => sum + row.drinking_s, 0)).toBe(1200);
  });

  it('the settlement sets how close to a drinker counts as drinking', async () => {
    // About 44 m south of the drinker: outside the default 30 m, inside a 50 m radius.
    const near = { lat: -29.5535, lng: -66.7812 };
    const ts = Date.now() - 8 * HOUR;
    await post('/ingest/readings', gatewayKey, [{ device: 'AA:00:00:03', ts, ...near }]);
    const widened = await ctx.api.put(`/api/v1/settlements/${ctx.settlementId}`, {
      alertParams: { drinkerRadiusMeters: 50 },
    });
    expect(widened.json().alertParams.drinkerRadiusMeters).toBe(50);
    await post('/ingest/readings', gatewayKey, [{ device: 'AA:00:00:03', ts: ts + 600_000, ...near }]);
    const rows = await dayOf('AA:00:00:03');
    expect(rows.reduce((sum, row) => sum + row.drinking_s, 0)).toBe(600);
    const refused = await ctx.api.put(`/api/v1/settlements/${ctx.settlementId}`, {
      alertParams: { drinkerRadiusMeters: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['alertParams.drinkerRadiusMeters']);
    await ctx.api.put(`/api/v1/settlements/${ctx.settlementId}`, {
      alertParams: { drinkerRadiusMeters: 30 },
    });
  });

  it('retention deletes nothing once its lease is lost', async () => {
    const old = Date.now() - 398 * 24 * HOUR;
    await post('/ingest/readings', gatewayKey, [
      { device: 'AA:00:00:04', ts: old, lat: -29.55, lng: -66.78 },
    ]);
    const lost = new AbortController();
    lost.abort();
    expect(await ctx.services.telemetry.pruneReadings(Date.now() + 2 * 24 * HOUR, lost.signal)).toBe(0);
    const left = await ctx.database.db.selectFrom('readings').select('ts').where('ts', '=', old).execute();
    expect(left).toHaveLength(1);
  });

  it('retention: raw readings older than the window are pruned, rollups stay', async () => {
    const old = Date.now() - 399 * 24 * HOUR;
    expect(
      (
        await post('/ingest/readings', gatewayKey, [
          { device: 'AA:00:00:04', ts: old, lat: -29.55, lng: -66.78 },
        ])
      ).json().accepted,
    ).toBe(1);
    const daysBefore = (await dayOf('AA:00:00:04')).length;
    const deleted = await ctx.services.telemetry.pruneReadings(Date.now() + 2 * 24 * HOUR);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db
      .selectFrom('readings')
      .select('ts')
      .where('ts', '<', old + 1)
      .execute();
    expect(left).toEqual([]);
    expect((await dayOf('AA:00:00:04')).length).toBe(daysBefore);
  });

  it('bad bodies are 400, never 500', async () => {
    expect((await post('/ingest/readings', gatewayKey, { readings: 'nope' })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 10_001 }, () => ({}));
    expect((await post('/ingest/readings', gatewayKey, tooMany)).statusCode).toBe(400);
    expect(
      (
        await call(ctx.app, 'POST', '/ingest/ttn', {
          headers: { authorization: `Bearer ${gatewayKey}` },
          body: { x: 1 },
        })
      ).statusCode,
    ).toBe(400);
  });
});
