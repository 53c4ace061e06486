import { createHmac } from 'node:crypto';
import type { Executor } from '../db/executor';
import { gatewaySender, type IngestTarget } from '../simulator/ingest-client';
import { HerdSimulator } from '../simulator/simulator';
import { simulatorRepository } from '../simulator/simulator.repository';
import { DEMO_EMAIL } from '../seed';

const BACKFILL_MS = 7 * 86_400_000;

/**
 * The demo gateway's ingest key, derived from the server secret and the gateway: every server sharing
 * the database (they share the secret, or their tokens would not pass between them) and every restart
 * makes the same key, so a start never invalidates the key a simulator elsewhere still sends with.
 */
export function demoGatewayKey(secret: string, gatewayId: string): string {
  return `trg_${createHmac('sha256', secret).update(`demo-gateway:${gatewayId}`).digest('base64url')}`;
}

export interface DemoHerdOptions {
  /** Signs the demo gateway's key (the JWT secret). */
  secret: string;
  /** How far back the first start fills the readings missing since the herd last reported. */
  backfillMs?: number;
  /** Aborted: stop before the next settlement's backfill. */
  signal?: AbortSignal;
}

/**
 * Keeps the demo herd reporting: first the days missing since it last reported (at most a week), then
 * a fix per collar every 10 minutes. Stop the simulators it answers when done.
 */
export async function startDemoHerd(
  server: IngestTarget,
  db: Executor,
  { secret, backfillMs = BACKFILL_MS, signal }: DemoHerdOptions,
): Promise<HerdSimulator[]> {
  const simulators: HerdSimulator[] = [];
  for (const settlementId of await simulatorRepository.settlementsOwnedBy(db, DEMO_EMAIL)) {
    if (signal?.aborted) break;
    const gateway = await simulatorRepository.gatewayOf(db, settlementId);
    if (!gateway) continue;
    const send = await gatewaySender(server, db, gateway.id, demoGatewayKey(secret, gateway.id));
    const simulator = new HerdSimulator(db, settlementId, send);
    const animals = await simulator.load();
    const now = Date.now();
    const from = Math.max((await simulatorRepository.latestTs(db, settlementId)) ?? 0, now - backfillMs);
    const sent = await simulator.run(from, now);
    server.app.log.info(
      `demo herd: ${animals} collared animals, ${sent} simulated readings since ${new Date(from).toISOString()}`,
    );
    simulator.live(undefined, (error) => server.app.log.error({ err: error }, 'demo herd simulation failed'));
    simulators.push(simulator);
  }
  return simulators;
}

/**
 * The demo herd's run as a job (schedule.ts): one server at a time runs its simulators, holding the
 * job's lease for as long as they run; they stop when `signal` aborts (the lease is lost, or the server
 * shuts down), and another server takes over once the lease is free (the job's interval after the run
 * began at the latest, or when the lease of a dead holder runs out).
 */
export async function runDemoHerd(
  server: IngestTarget,
  db: Executor,
  options: DemoHerdOptions & { signal: AbortSignal },
): Promise<void> {
  const { signal } = options;
  const simulators = await startDemoHerd(server, db, options);
  try {
    await new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      else signal.addEventListener('abort', () => resolve(), { once: true });
    });
  } finally {
    for (const simulator of simulators) simulator.stop();
  }
}
