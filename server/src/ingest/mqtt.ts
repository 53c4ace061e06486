import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import type { AppMetrics } from '../metrics/metrics';
import type { TelemetryService } from '../modules/telemetry/telemetry.service';

export const MQTT_TOPIC = 'tropero/+/readings';

/** `tropero/<gateway or device key>/readings` → the key. */
export const keyOfTopic = (topic: string) => topic.split('/')[1];

/**
 * MQTT ingestion (docs/architecture.md "From collar to map"): the same JSON batch as `POST /ingest/readings`,
 * published with QoS 1 to `tropero/<key>/readings`. A message is acknowledged only after its readings commit,
 * so the broker redelivers what a crash interrupted.
 */
export async function subscribeMqtt(
  url: string,
  telemetry: TelemetryService,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  /** A persistent session under a fixed id: the broker keeps QoS 1 messages while the server is down. */
  clientId = 'tropero-ingest',
  /** Counts the readings of each message for /metrics. */
  metrics?: Pick<AppMetrics, 'ingested'>,
): Promise<MqttClient> {
  const client = mqtt.connect(url, { clientId, clean: false, reconnectPeriod: 2000 });
  client.handleMessage = (packet, done) => {
    const process = async () => {
      const credential = await telemetry.authenticate(keyOfTopic(packet.topic));
      const body = JSON.parse(packet.payload.toString()) as unknown;
      const readings = Array.isArray(body) ? body : ((body as { readings?: unknown[] }).readings ?? []);
      const summary = await telemetry.ingest(credential, readings);
      metrics?.ingested('mqtt', summary);
      if (summary.rejected > 0)
        log.warn({ topic: packet.topic, rejections: summary.rejections }, 'MQTT readings rejected');
    };
    process().then(
      () => done(),
      (error: unknown) => {
        const status = (error as { status?: number }).status;
        if (status === 401 || error instanceof SyntaxError) {
          // A wrong key or malformed JSON will never succeed: acknowledge and drop it.
          log.warn({ topic: packet.topic, err: error }, 'MQTT message dropped');
          return done();
        }
        log.error({ err: error }, 'MQTT readings not stored; the broker will redeliver them');
        done(error as Error);
      },
    );
  };
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  await client.subscribeAsync(MQTT_TOPIC, { qos: 1 });
  log.info(`MQTT: subscribed to ${MQTT_TOPIC} on ${url}`);
  return client;
}
