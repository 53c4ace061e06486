import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  createSettlement,
  createTestApp,
  createUser,
  testConfig,
  type TestContext,
} from '../test/app';
import { freshPostgresDatabase } from '../test/database';
import { outboxMailer } from './providers/mail/mailer';
import { buildServer, type TroperoServer } from './server';

const MAIN = new URL('./main.ts', import.meta.url).pathname;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not in time');
    await pause(25);
  }
}

const postReadings = (app: FastifyInstance, key: string, readings: object[]) =>
  app.inject({
    method: 'POST',
    url: '/ingest/readings',
    headers: { authorization: `Bearer ${key}` },
    payload: readings,
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers in one process on one PostgreSQL', () => {
  let ctx: TestContext;
  let other: TroperoServer;
  beforeAll(async () => {
    ctx = await createTestApp('postgres');
    other = await buildServer({
      config: testConfig(),
      database: ctx.database,
      mailer: outboxMailer(ctx.database.db, { info: () => {} }),
    });
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  it("a collar registered through one server is taken at once by the other's ingestion", async () => {
    const owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    const settlementId = await createSettlement(ctx, owner);
    const gateway = (
      await api.post('/api/v1/gateways', { identifier: 'AB555A0000000001', name: 'Molino', settlementId })
    ).json();
    const reading = { device: 'AB:00:00:01', ts: Date.now() - 60_000, lat: -29.41, lng: -66.85 };
    // The other server hears the collar before it is registered, and keeps its answer in its cache.
    expect((await postReadings(other.app, gateway.ingestKey, [reading])).json()).toMatchObject({
      rejections: [{ reason: 'unknownDevice' }],
    });

    await api.post('/api/v1/devices', { type: 'COLLAR', identifier: 'AB:00:00:01', settlementId });
    // Without the news from the first server, its cache would refuse the collar for 30 s.
    const accepted = await until(async () => {
      const summary = (await postReadings(other.app, gateway.ingestKey, [reading])).json();
      return summary.accepted === 1 ? summary : undefined;
    }, 5_000);
    expect(accepted).toMatchObject({ accepted: 1, rejected: 0 });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The verification link mailed to `email`, read from the servers' outbox (no SMTP configured). */
async function verifyLink(databaseUrl: string, email: string): Promise<URL> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ body_text: string }>(
      'select body_text from outbox where to_address = $1 order by created_at desc',
      [email],
    );
    const links = rows.flatMap((row) => row.body_text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l));
    const link = links.find((candidate) => candidate.pathname === '/verify-email');
    if (!link) throw new Error(`no verification link mailed to ${email}`);
    return link;
  } finally {
    await client.end();
  }
}

interface RunningServer {
  base: string;
  child: ChildProcess;
  /** Its log, one parsed JSON line each (pino). */
  log: Record<string, unknown>[];
}

/** The real server in a child process, as `npm start` runs it, on the shared database. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tropero-several-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const server: RunningServer = { base: `http://127.0.0.1:${port}`, child, log: [] };
  let rest = '';
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop()!;
    // The request log is JSON lines; other output (the start banner, the mail outbox) is not.
    for (const line of lines.filter((l) => l.startsWith('{"'))) server.log.push(JSON.parse(line));
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const healthy = await fetch(`${server.base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    return healthy || undefined;
  }, 60_000);
  return server;
}

async function stopServer({ child }: RunningServer): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The events of a Server-Sent Events stream as they arrive, with the time each came. */
async function openStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.status).toBe(200);
  const events: { event: string; data: string; at: number }[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body!) {
        text += decoder.decode(chunk, { stream: true });
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const fields = Object.fromEntries(
            text
              .slice(0, end)
              .split('\n')
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          text = text.slice(end + 2);
          if (fields.event) events.push({ event: fields.event, data: fields.data ?? '', at: Date.now() });
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return { events, close: () => controller.abort() };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const env = {
      DATABASE_URL: database.url,
      // Tokens signed by one server are taken by the other.
      JWT_SECRET: 'several-servers-secret-several-servers-secret',
      ADMIN_PASSWORD: 'several-admin-pass',
      DEMO: '0',
      LOG_LEVEL: 'info',
      RETENTION_INTERVAL_SECONDS: '1',
    };
    // Started together on an empty database: they migrate and seed one after the other.
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await database?.drop();
  });

  it('a live stream on one server hears within 2 s a reading posted to the other', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const json = { 'content-type': 'application/json' };
    const post = async <T>(
      base: string,
      path: string,
      body: unknown,
      headers: Record<string, string> = json,
    ) => {
      const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
      return response.json() as Promise<T>;
    };
    const user = { email: 'dos@example.com', password: 'dos servidores', name: 'Dos Servidores' };
    await post<unknown>(first.base, '/api/v1/users', user);
    // The login waits for a verified email: follow the mailed link through the other server.
    const link = await verifyLink(database.url, user.email);
    const verified = await fetch(`${second.base}/api/v1/users/verify-email/${link.searchParams.get('id')}`, {
      method: 'PUT',
      headers: { ...json, 'x-xsrf-token': 'x', cookie: 'XSRF-TOKEN=x' },
      body: JSON.stringify({ token: link.searchParams.get('token') }),
    });
    expect(verified.status).toBeLessThan(300);
    const { accessToken } = await post<{ accessToken: string }>(second.base, '/api/v1/login', user);
    const authed = {
      ...json,
      authorization: `Bearer ${accessToken}`,
      'x-xsrf-token': 'x',
      cookie: 'XSRF-TOKEN=x',
    };
    const settlement = await post<{ _id: string }>(
      first.base,
      '/api/v1/settlements',
      { name: 'Campo Compartido', location: { lat: -29.4, lng: -66.8 } },
      authed,
    );
    const { device, ingestKey } = await post<{ device: { _id: string }; ingestKey: string }>(
      second.base,
      '/api/v1/devices',
      { type: 'COLLAR', identifier: 'DS:00:00:01', settlementId: settlement._id },
      authed,
    );

    const stream = await openStream(
      `${first.base}/api/v1/live?settlementId=${settlement._id}&access_token=${accessToken}`,
    );
    try {
      const ts = Date.now() - 1_000;
      const sentAt = Date.now();
      const stored = await post<{ accepted: number }>(
        second.base,
        '/ingest/readings',
        [{ device: 'DS:00:00:01', ts, lat: -29.41, lng: -66.81 }],
        {
          ...json,
          authorization: `Bearer ${ingestKey}`,
        },
      );
      expect(stored).toMatchObject({ accepted: 1 });
      const heard = await until(
        () => stream.events.find((e) => e.event === 'positions' && e.data.includes(device._id)),
        5_000,
      );
      expect(JSON.parse(heard.data)).toEqual([
        { deviceId: device._id, animalId: null, ts, lat: -29.41, lng: -66.81, battery: null },
      ]);
      expect(heard.at - sentAt).toBeLessThan(2_000);
    } finally {
      stream.close();
    }
  });

  it('a periodic job runs once per interval across both servers, each run on one of them', async () => {
    const runsOf = (server: RunningServer) =>
      server.log
        .filter((line) => line.msg === 'job retention ran')
        .map((line) => ({ run: line.run as number, startedAt: line.startedAt as number }));
    const runs = await until(() => {
      const all = servers.flatMap(runsOf);
      return all.length >= 4 ? all.sort((a, b) => a.run - b.run) : undefined;
    }, 15_000);
    // Numbered by the job's row, so each number is one run: no number twice, none missing.
    expect(runs.map((r) => r.run)).toEqual(runs.map((_, i) => i + 1));
    for (let i = 1; i < runs.length; i++)
      expect(runs[i]!.startedAt - runs[i - 1]!.startedAt).toBeGreaterThanOrEqual(1_000);
  });
});
