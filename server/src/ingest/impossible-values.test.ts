import { beforeAll, expect, it } from 'vitest';
import { apiAs, createSettlement, createUser, fixtureFile } from '../../test/app';
import { describeWithApp } from '../../test/suite';
import { addCollaredAnimal } from '../../test/collars';

const fixture = (name: string) => JSON.parse(fixtureFile(`ingest/${name}`).toString('utf8'));
const HOUR = 3_600_000;

/** Each source refuses an impossible value in one reading, with its reason, and stores the good ones. */
describeWithApp('impossible values on %s', {}, (ctx) => {
  let gatewayKey: string;
  const keys: Record<string, string> = {};
  const deviceIds: Record<string, string> = {};

  const post = (url: string, key: string | undefined, payload: string | object, type = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': type, ...(key && { authorization: `Bearer ${key}` }) },
      payload,
    });
  const stored = async (identifier: string) =>
    (
      await ctx.database.db
        .selectFrom('readings')
        .select(['ts', 'battery', 'temperature'])
        .where('device_id', '=', deviceIds[identifier]!)
        .orderBy('ts')
        .execute()
    ).map((row) => ({ ...row, ts: Number(row.ts) }));

  beforeAll(async () => {
    const owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    const settlementId = await createSettlement(ctx, owner, 'Campo Límites', { lat: -29.55, lng: -66.78 });
    for (const identifier of ['LM:00:00:01', 'LM:00:00:02', '70B3D57ED0054A2B', '70B3D57ED0054A2C']) {
      const collar = await addCollaredAnimal(
        api,
        { settlementId, caravana: `L-${identifier.slice(-2)}` },
        identifier,
      );
      keys[identifier] = collar.key;
      deviceIds[identifier] = collar.deviceId;
    }
    gatewayKey = (
      await api.post('/api/v1/gateways', {
        identifier: 'AB555A0000000001',
        name: 'Gateway Límites',
        settlementId,
      })
    ).json().ingestKey;
  });

  it('a JSON batch stores its good readings and refuses each impossible one with the field’s reason', async () => {
    const ts = Date.now() - 2 * HOUR;
    const at = (minutes: number, fields: object) => ({
      device: 'LM:00:00:01',
      ts: ts + minutes * 60_000,
      lat: -29.55,
      lng: -66.78,
      ...fields,
    });
    const readings = [
      at(0, { battery: 81, temperature: 21.5 }),
      at(1, { battery: -5 }),
      at(2, { battery: 1e300 }),
      at(3, { batteryVolts: 9 }),
      at(4, { temperature: 1e300 }),
      at(5, { speed: 1e300 }),
      at(6, { accuracy: -1 }),
      at(7, { lat: 91 }),
      at(8, { lng: -1e300 }),
      at(9, { behaviour: { grazing: 1e9 } }),
      at(10, { beacon: { id: 'FP:01', rssi: 1e300 } }),
      at(11, { batteryVolts: 3.6 }),
    ];
    // 1e309 is valid JSON that parses to Infinity: written by hand, as no serialiser would.
    const body = JSON.stringify({ readings }).replace(
      /\]\}$/,
      `,{"device":"LM:00:00:01","ts":${ts},"battery":1e309}]}`,
    );
    const response = await post('/ingest/readings', gatewayKey, body);
    expect(response.statusCode, response.body).toBe(200);
    const device = 'LM:00:00:01';
    expect(response.json()).toEqual({
      accepted: 2,
      duplicated: 0,
      rejected: 11,
      rejections: [
        { index: 1, device, reason: 'battery' },
        { index: 2, device, reason: 'battery' },
        { index: 3, device, reason: 'battery' },
        { index: 4, device, reason: 'temperature' },
        { index: 5, device, reason: 'speed' },
        { index: 6, device, reason: 'accuracy' },
        { index: 7, device, reason: 'coordinates' },
        { index: 8, device, reason: 'coordinates' },
        { index: 9, device, reason: 'behaviour' },
        { index: 10, device, reason: 'beacon' },
        { index: 12, device, reason: 'battery' },
      ],
    });
    // The cell's 3.6 V is stored as percent (3.0 V empty, 4.2 V full).
    expect(await stored(device)).toEqual([
      { ts, battery: 81, temperature: 21.5 },
      { ts: ts + 11 * 60_000, battery: 50, temperature: null },
    ]);
  });

  it('OsmAnd (query, form and JSON) refuses impossible and non-numeric values one reading at a time', async () => {
    const key = keys['LM:00:00:02'];
    const base = Math.floor((Date.now() - 3 * HOUR) / 1000);
    const query = (seconds: number, fields: string) =>
      `/ingest/osmand/${key}?id=LM:00:00:02&lat=-29.55&lon=-66.78&timestamp=${base + seconds}&${fields}`;
    const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();
    const refused = (reason: string) => ({
      accepted: 0,
      rejected: 1,
      rejections: [{ index: 0, device: 'LM:00:00:02', reason }],
    });
    expect(await get(query(0, 'batt=-5'))).toMatchObject(refused('battery'));
    expect(await get(query(1, 'batt=1e300'))).toMatchObject(refused('battery'));
    expect(await get(query(2, 'batt=Infinity'))).toMatchObject(refused('battery'));
    expect(await get(query(3, 'batt=NaN'))).toMatchObject(refused('battery'));
    expect(await get(query(4, 'batt=full'))).toMatchObject(refused('battery'));
    expect(await get(query(5, 'speed=1e300'))).toMatchObject(refused('speed'));
    expect(
      await get(`/ingest/osmand/${key}?id=LM:00:00:02&lat=95&lon=-66.78&timestamp=${base + 6}`),
    ).toMatchObject(refused('coordinates'));
    expect(await get(query(7, 'batt=64'))).toMatchObject({ accepted: 1, rejected: 0 });

    const form = await post(
      `/ingest/osmand/${key}`,
      undefined,
      query(8, 'batt=-5').split('?')[1]!,
      'application/x-www-form-urlencoded',
    );
    expect(form.json()).toMatchObject(refused('battery'));

    const json = fixture('osmand-traccar-client.json');
    json.device_id = 'LM:00:00:02';
    json.location.timestamp = new Date((base + 9) * 1000).toISOString();
    json.location.battery.level = 1e300;
    expect((await post(`/ingest/osmand/${key}`, undefined, json)).json()).toMatchObject(refused('battery'));
    json.location.battery.level = 0.5;
    json.location.coords.latitude = -1e300;
    expect((await post(`/ingest/osmand/${key}`, undefined, json)).json()).toMatchObject(
      refused('coordinates'),
    );

    expect(await stored('LM:00:00:02')).toEqual([{ ts: (base + 7) * 1000, battery: 64, temperature: null }]);
  });

  it('LoRaWAN uplinks: impossible volts, percent or temperature refuse the uplink’s reading', async () => {
    const uplink = (object: object, minutes: number) => {
      const event = fixture('chirpstack-v4-up.json');
      event.time = new Date(Date.now() - 4 * HOUR + minutes * 60_000).toISOString();
      event.object = { latitude: -29.5531, longitude: -66.7812, ...object };
      return post('/ingest/chirpstack?event=up', gatewayKey, event);
    };
    const refused = (reason: string) => ({
      accepted: 0,
      rejected: 1,
      rejections: [{ index: 0, device: '70B3D57ED0054A2B', reason }],
    });
    // Up to 5 a decoder's battery is the cell's volts; above, percent.
    expect((await uplink({ battery: -5 }, 0)).json()).toMatchObject(refused('battery'));
    expect((await uplink({ battery: 1.2 }, 1)).json()).toMatchObject(refused('battery'));
    expect((await uplink({ battery: 1e300 }, 2)).json()).toMatchObject(refused('battery'));
    expect((await uplink({ battery: 'low' }, 3)).json()).toMatchObject(refused('battery'));
    expect((await uplink({ battery: 3.9, temperature: 1e300 }, 4)).json()).toMatchObject(
      refused('temperature'),
    );
    expect((await uplink({ battery: 3.9, latitude: 'north' }, 5)).json()).toMatchObject(
      refused('coordinates'),
    );
    expect((await uplink({ battery: 3.9, temperature: 24.5 }, 6)).json()).toMatchObject({ accepted: 1 });
    expect(await stored('70B3D57ED0054A2B')).toEqual([
      { ts: expect.any(Number), battery: 75, temperature: 24.5 },
    ]);

    const ttn = fixture('ttn-v3-uplink.json');
    ttn.uplink_message.received_at = new Date(Date.now() - 4 * HOUR).toISOString();
    ttn.uplink_message.decoded_payload.batt = 150;
    expect((await post('/ingest/ttn', gatewayKey, ttn)).json()).toMatchObject({
      accepted: 0,
      rejections: [{ index: 0, device: '70B3D57ED0054A2C', reason: 'battery' }],
    });
    ttn.uplink_message.decoded_payload.batt = 87;
    expect((await post('/ingest/ttn', gatewayKey, ttn)).json()).toMatchObject({ accepted: 1 });
    expect(await stored('70B3D57ED0054A2C')).toEqual([
      { ts: expect.any(Number), battery: 87, temperature: 25.1 },
    ]);
  });
});
