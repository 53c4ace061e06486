import type { FastifyInstance } from 'fastify';
import type { ReadingInput } from '@tropero/shared/telemetry';
import type { Executor } from '../db/executor';
import { newIngestKey } from '../access/ingest-key';
import { hashOpaqueToken } from '../access/tokens';
import { gatewaysRepository } from '../modules/gateways/gateways.repository';
import type { Services } from '../services';

/** The server readings go to: its HTTP app, and the telemetry whose cache of keys a new key clears. */
export interface IngestTarget {
  app: FastifyInstance;
  services: Pick<Services, 'telemetry'>;
}

/**
 * Sends simulated readings through the real ingestion route (`POST /ingest/readings`) with a key of
 * the settlement's gateway, exactly as a gateway in the field would: a fresh one, or `key` when the
 * caller keeps the same across restarts and servers (the demo's).
 */
export async function gatewaySender(
  { app, services }: IngestTarget,
  db: Executor,
  gatewayId: string,
  key = newIngestKey('gateway').key,
) {
  await gatewaysRepository.update(db, gatewayId, { ingest_key_hash: hashOpaqueToken(key) });
  services.telemetry.invalidateDirectory();
  return async (readings: ReadingInput[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/ingest/readings',
      headers: { authorization: `Bearer ${key}` },
      payload: { readings },
    });
    if (response.statusCode !== 200)
      throw new Error(`ingestion answered ${response.statusCode}: ${response.body}`);
  };
}
