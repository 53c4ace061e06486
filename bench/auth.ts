/**
 * Login and token-refresh throughput and p95 latency against a real server on loopback (SQLite, or
 * PostgreSQL with BENCH_DATABASE_URL).
 * Usage: npx tsx auth.ts [seconds] [clients]
 */
import { REFRESH_COOKIE } from '@tropero/shared/constants';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/src/seed';
import { runLoad } from './load';
import { saveResults } from './results';
import { startBenchServer } from './server';

const seconds = Number(process.argv[2] ?? 10);
const clients = Number(process.argv[3] ?? 16);
const server = await startBenchServer();

const login = () =>
  fetch(`${server.base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });

console.log(
  `auth benchmark: ${clients} concurrent clients, ${seconds} s per scenario, ${server.database.dialect}`,
);
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
  const response = await fetch(`${server.base}/api/v1/refresh-token`, {
    headers: { cookie: `${REFRESH_COOKIE}=${sessions[client]}` },
  });
  if (!response.ok) return false;
  sessions[client] = ((await response.json()) as { refreshToken: string }).refreshToken;
  return true;
});
console.log(
  `refresh: ${refreshResult.perSecond} req/s, p50 ${refreshResult.p50Ms} ms, p95 ${refreshResult.p95Ms} ms (${refreshResult.requests} requests, ${refreshResult.errors} errors)`,
);

saveResults('auth', {
  clients,
  seconds,
  dialect: server.database.dialect,
  login: loginResult,
  refresh: refreshResult,
});
await server.close();
