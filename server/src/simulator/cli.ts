/**
 * Backfills simulated readings for a settlement through the real ingestion route:
 *   npm run simulate -- --settlement <id> [--animals 1000] [--days 30]
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { readEnv } from '../config';
import { openPostgres, openSqlite } from '../db/connection';
import { migrateToLatest } from '../migrations/migrate';
import { outboxMailer } from '../providers/mail/mailer';
import { resolveJwtSecret } from '../secret';
import { buildServer } from '../server';
import { join, resolve } from 'node:path';
import { gatewaySender } from './ingest-client';
import { HerdSimulator } from './simulator';
import { ensureHerd } from './synthetic-herd';

const { values } = parseArgs({
  options: {
    settlement: { type: 'string' },
    animals: { type: 'string', default: '0' },
    days: { type: 'string', default: '7' },
  },
});
if (!values.settlement) {
  console.error('usage: npm run simulate -- --settlement <id> [--animals 1000] [--days 30]');
  process.exit(2);
}

const env = readEnv(process.env);
const dataDir = resolve(env.DATA_DIR);
const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openSqlite(join(dataDir, 'tropero.db'));
await migrateToLatest(database.db);
const server = await buildServer({
  database,
  mailer: outboxMailer(database.db, { info: () => {} }),
  config: {
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    publicUrl: env.PUBLIC_URL,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    loginLimits: { perIp: env.LOGIN_LIMIT_PER_IP, perClient: env.LOGIN_LIMIT_PER_CLIENT },
    trustProxy: false,
    retentionDays: env.RETENTION_DAYS,
  },
});

const { gatewayId, added } = await ensureHerd(database.db, values.settlement, Number(values.animals));
const simulator = new HerdSimulator(
  database.db,
  values.settlement,
  await gatewaySender(server, database.db, gatewayId),
);
const animals = await simulator.load();
const now = Date.now();
const started = performance.now();
const sent = await simulator.run(now - Number(values.days) * 86_400_000, now);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${animals} collared animals (${added} added), ${values.days} days: ${sent} readings in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)} readings/s)`,
);
await server.close();
await database.destroy();
