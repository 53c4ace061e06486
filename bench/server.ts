import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../server/src/config';
import { openPostgres, openSqlite, type Database, type Dialect } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/migrations/migrate';
import { outboxMailer } from '../server/src/providers/mail/mailer';
import { DEMO_EMAIL, DEMO_PASSWORD, seedIfEmpty } from '../server/src/seed';
import { buildServer } from '../server/src/server';
import type { Services } from '../server/src/services';
import { freshPostgresDatabase } from '../server/test/database';

export interface BenchServer {
  base: string;
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** A logged-in demo rancher's headers (Bearer token). */
  demoHeaders(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface BenchStore {
  dialect: Dialect;
  /** For a server started in another process: its DATABASE_URL (none: SQLite in its data folder). */
  env: Record<string, string>;
  /** Removes the database. */
  drop(): Promise<void>;
}

/**
 * Where a benchmark run keeps its data: with BENCH_DATABASE_URL (a PostgreSQL server we may create
 * databases on, e.g. postgres://postgres@127.0.0.1:5432/postgres) a fresh database of its own,
 * dropped at the end of the run; without it SQLite, the default.
 */
export async function benchStore(): Promise<BenchStore> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { dialect: 'sqlite', env: {}, drop: async () => undefined };
  const fresh = await freshPostgresDatabase(adminUrl, 'tropero_bench');
  return { dialect: 'postgres', env: { DATABASE_URL: fresh.url }, drop: fresh.drop };
}

/**
 * A real server on loopback over a seeded database: SQLite in a temporary folder, or a fresh
 * PostgreSQL database when BENCH_DATABASE_URL is set (`database.dialect` says which).
 */
export async function startBenchServer(config: Partial<AppConfig> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tropero-bench-'));
  const store = await benchStore();
  const database = store.env.DATABASE_URL
    ? openPostgres(store.env.DATABASE_URL)
    : openSqlite(join(dataDir, 'tropero.db'));
  await migrateToLatest(database.db);
  await seedIfEmpty(database.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'bench-admin-pass',
    demo: true,
  });
  const server = await buildServer({
    database,
    mailer: outboxMailer(database.db, { info: () => {} }),
    config: {
      jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
      publicUrl: 'http://localhost',
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlDays: 30,
      // The benchmarks measure the server, not the brute-force guard: one IP sends everything.
      loginLimits: { perIp: 1_000_000, perClient: 1_000_000 },
      trustProxy: false,
      ...config,
    },
  });
  const { app, services } = server;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.log(`bench server: ${database.dialect}`);
  return {
    base,
    app,
    services,
    database,
    async demoHeaders() {
      const response = await fetch(`${base}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      const { accessToken } = (await response.json()) as { accessToken: string };
      return { authorization: `Bearer ${accessToken}` };
    },
    async close() {
      await server.close();
      await database.destroy();
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs `user` up on the server whose API is at `api` (…/api/v1), logs him in, and answers the
 * headers of his writes: his Bearer token and the XSRF pair.
 */
export async function signedUpHeaders(
  api: string,
  user: { email: string; password: string; name: string },
): Promise<Record<string, string>> {
  await fetch(`${api}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'x-xsrf-token': 'bench', cookie: 'XSRF-TOKEN=bench' };
}
