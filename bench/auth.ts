/**
 * Login and token-refresh throughput and p95 latency against a real server on loopback,
 * with an SQLite database in a temporary folder. Usage: npm run bench -- [seconds] [clients]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { REFRESH_COOKIE } from '@tropero/shared/constants';
import { buildApp } from '../server/src/app';
import { openSqlite } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { outboxMailer } from '../server/src/providers/mail/mailer';
import { seedIfEmpty, DEMO_EMAIL, DEMO_PASSWORD } from '../server/src/seed';
import { runLoad } from './load';
import { saveResults } from './results';

const seconds = Number(process.argv[2] ?? 10);
const clients = Number(process.argv[3] ?? 16);

const dataDir = mkdtempSync(join(tmpdir(), 'tropero-bench-'));
const database = openSqlite(join(dataDir, 'tropero.db'));
await migrateToLatest(database.db);
await seedIfEmpty(database.db, {
  adminEmail: 'admin@example.com',
  adminPassword: 'bench-admin-pass',
  demo: true,
});
const app = await buildApp({
  database,
  mailer: outboxMailer(database.db, { info: () => {} }),
  config: {
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
    publicUrl: 'http://localhost',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    // The benchmark measures the server, not the brute-force guard: one IP sends everything.
    loginLimits: { perIp: 1_000_000, perEmail: 1_000_000 },
    trustProxy: false,
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function login(): Promise<Response> {
  return fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
}

console.log(`auth benchmark: ${clients} concurrent clients, ${seconds} s per scenario, SQLite`);
const loginResult = await runLoad(clients, seconds, async () => {
  const response = await login();
  await response.arrayBuffer();
  return response.ok;
});
console.log(
  `login:   ${loginResult.perSecond} req/s, p50 ${loginResult.p50Ms} ms, p95 ${loginResult.p95Ms} ms (${loginResult.requests} requests, ${loginResult.errors} errors)`,
);

// Each client keeps its own session and rotates its refresh token on every request.
const sessions = await Promise.all(
  Array.from(
    { length: clients },
    async () => ((await (await login()).json()) as { refreshToken: string }).refreshToken,
  ),
);
const refreshResult = await runLoad(clients, seconds, async (client) => {
  const response = await fetch(`${base}/api/v1/refresh-token`, {
    headers: { cookie: `${REFRESH_COOKIE}=${sessions[client]}` },
  });
  if (!response.ok) return false;
  sessions[client] = ((await response.json()) as { refreshToken: string }).refreshToken;
  return true;
});
console.log(
  `refresh: ${refreshResult.perSecond} req/s, p50 ${refreshResult.p50Ms} ms, p95 ${refreshResult.p95Ms} ms (${refreshResult.requests} requests, ${refreshResult.errors} errors)`,
);

saveResults('auth', { clients, seconds, dialect: 'sqlite', login: loginResult, refresh: refreshResult });
await app.close();
await database.destroy();
rmSync(dataDir, { recursive: true, force: true });
