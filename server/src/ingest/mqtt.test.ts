import mqtt from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiAs, createSettlement, createUser } from '../../test/app';
import { describeWithApp } from '../../test/suite';
import { subscribeMqtt } from './mqtt';

const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describeWithApp('MQTT ingestion through the local broker on %s', {}, (ctx) => {
  let subscriber: mqtt.MqttClient;
  let publisher: mqtt.MqttClient;
  let key: string;
  let deviceId: string;

  beforeAll(async () => {
    const owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    const settlementId = await createSettlement(ctx, owner);
    const created = (
      await api.post('/api/v1/devices', { type: 'COLLAR', identifier: 'MQ:77:00:01', settlementId })
    ).json();
    key = created.ingestKey;
    deviceId = created.device._id;
    subscriber = await subscribeMqtt(
      BROKER,
      ctx.services.telemetry,
      quiet,
      `tropero-ingest-test-${ctx.dialect}-${Date.now()}`,
    );
    publisher = await mqtt.connectAsync(BROKER, { clientId: `tropero-test-${Date.now()}` });
  });
  afterAll(async () => {
    await publisher?.endAsync();
    await subscriber?.endAsync();
  });

  const stored = () =>
    ctx.database.db.selectFrom('readings').select('ts').where('device_id', '=', deviceId).execute();

  it('stores a batch published with QoS 1 to tropero/<key>/readings', async () => {
    const ts = Date.now() - 60_000;
    await publisher.publishAsync(
      `tropero/${key}/readings`,
      JSON.stringify({ readings: [{ device: 'MQ:77:00:01', ts, lat: -29.41, lng: -66.85, battery: 77 }] }),
      { qos: 1 },
    );
    await expect.poll(async () => (await stored()).map((r) => Number(r.ts)), { timeout: 5000 }).toContain(ts);
  });

  it('drops a message with a wrong key or bad JSON without storing anything', async () => {
    const before = (await stored()).length;
    await publisher.publishAsync(
      'tropero/not-a-key/readings',
      JSON.stringify([{ device: 'MQ:77:00:01', ts: Date.now() - 1000 }]),
      { qos: 1 },
    );
    await publisher.publishAsync(`tropero/${key}/readings`, '{not json', { qos: 1 });
    const marker = Date.now() - 500;
    await publisher.publishAsync(
      `tropero/${key}/readings`,
      JSON.stringify([{ device: 'MQ:77:00:01', ts: marker }]),
      { qos: 1 },
    );
    await expect
      .poll(async () => (await stored()).map((r) => Number(r.ts)), { timeout: 5000 })
      .toContain(marker);
    expect((await stored()).length).toBe(before + 1);
  });
});
