import type { FastifyInstance } from 'fastify';
import type { ReadingInput } from '@tropero/shared/telemetry';
import type { Executor } from '../db/executor';
import { newIngestKey } from '../ingest/ingest-key';
import { gatewaysRepository } from '../modules/gateways/gateways.repository';

/**
 * Sends simulated readings through the real ingestion route (`POST /ingest/readings`) with a fresh
 * key of the settlement's gateway, exactly as a gateway in the field would.
 */
export async function gatewaySender(app: FastifyInstance, db: Executor, gatewayId: string) {
  const { key, hash } = newIngestKey('gateway');
  await gatewaysRepository.update(db, gatewayId, { ingest_key_hash: hash });
  app.telemetry.invalidateDirectory();
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
