import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app';
import { openSqlite, type Database } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { outboxMailer } from '../server/src/providers/mail/mailer';
import { DEMO_EMAIL, DEMO_PASSWORD, seedIfEmpty } from '../server/src/seed';

export interface BenchServer {
  base: string;
  app: FastifyInstance;
  database: Database;
  /** A logged-in demo rancher's headers (Bearer token). */
  demoHeaders(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** A real server on loopback over a seeded SQLite database in a temporary folder. */
export async function startBenchServer(): Promise<BenchServer> {
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
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlDays: 30,
      // The benchmarks measure the server, not the brute-force guard: one IP sends everything.
      loginLimits: { perIp: 1_000_000, perClient: 1_000_000 },
      trustProxy: false,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    app,
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
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
