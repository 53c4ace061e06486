import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor';
import { gatewaySender } from '../simulator/ingest-client';
import { HerdSimulator } from '../simulator/simulator';
import { simulatorRepository } from '../simulator/simulator.repository';
import { DEMO_EMAIL } from '../seed';

const BACKFILL_MS = 7 * 86_400_000;

/**
 * Keeps the demo herd reporting while the server runs: first the days missing since it last
 * reported (at most a week), then a fix per collar every 10 minutes.
 */
export async function startDemoHerd(app: FastifyInstance, db: Executor): Promise<HerdSimulator[]> {
  const simulators: HerdSimulator[] = [];
  for (const settlementId of await simulatorRepository.settlementsOwnedBy(db, DEMO_EMAIL)) {
    const gateway = await simulatorRepository.gatewayOf(db, settlementId);
    if (!gateway) continue;
    const simulator = new HerdSimulator(db, settlementId, await gatewaySender(app, db, gateway.id));
    const animals = await simulator.load();
    const now = Date.now();
    const from = Math.max((await simulatorRepository.latestTs(db, settlementId)) ?? 0, now - BACKFILL_MS);
    const sent = await simulator.run(from, now);
    app.log.info(
      `demo herd: ${animals} collared animals, ${sent} simulated readings since ${new Date(from).toISOString()}`,
    );
    simulator.live(undefined, (error) => app.log.error({ err: error }, 'demo herd simulation failed'));
    simulators.push(simulator);
  }
  return simulators;
}
