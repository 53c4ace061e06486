import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = new URL('./main.ts', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server in a child process, on an SQLite file of its own. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD: 'crash-admin-pass',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

describe('crash safety', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tropero-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('after SIGKILL during sustained ingestion, every acknowledged reading is stored', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(dataDir, port);
    const json = { 'content-type': 'application/json' };
    const post = async <T>(path: string, body: unknown, headers: Record<string, string> = json) =>
      (await (
        await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      ).json()) as T;
    const email = 'crash@example.com';
    await post('/api/v1/users', { email, password: 'crash password', name: 'Crash Test' });
    // The login waits for a verified email: follow the mailed link, as a person would.
    const outbox = new Database(join(dataDir, 'tropero.db'), { readonly: true });
    const mail = outbox.prepare('SELECT body_text FROM outbox WHERE to_address = ?').get(email) as {
      body_text: string;
    };
    outbox.close();
    const link = new URL(mail.body_text.match(/http\S+/)![0]);
    await fetch(`${base}/api/v1/users/verify-email/${link.searchParams.get('id')}`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ token: link.searchParams.get('token') }),
    });
    const { accessToken } = await post<{ accessToken: string }>('/api/v1/login', {
      email,
      password: 'crash password',
    });
    const authed = {
      ...json,
      authorization: `Bearer ${accessToken}`,
      'x-xsrf-token': 'x',
      cookie: 'XSRF-TOKEN=x',
    };
    const settlement = await post<{ _id: string }>(
      '/api/v1/settlements',
      { name: 'Campo Crash', location: { lat: -29.4, lng: -66.8 } },
      authed,
    );
    const { ingestKey } = await post<{ ingestKey: string }>(
      '/api/v1/devices',
      { type: 'COLLAR', identifier: 'CR:45:00:01', settlementId: settlement._id },
      authed,
    );

    const acknowledged: number[] = [];
    let next = Date.now() - 3_600_000;
    let killed = false;
    const sender = async () => {
      while (!killed) {
        const batch = Array.from({ length: 50 }, () => ({
          device: 'CR:45:00:01',
          ts: next++,
          lat: -29.4,
          lng: -66.8,
        }));
        try {
          const response = await fetch(`${base}/ingest/readings`, {
            method: 'POST',
            headers: { ...json, authorization: `Bearer ${ingestKey}` },
            body: JSON.stringify(batch),
          });
          if (response.ok && ((await response.json()) as { accepted: number }).accepted === batch.length)
            acknowledged.push(...batch.map((r) => r.ts));
        } catch {
          return; // the server died under this request: not acknowledged
        }
      }
    };
    const senders = Array.from({ length: 4 }, sender);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    killed = true;
    server.kill('SIGKILL');
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThan(500);

    server = await startServer(dataDir, port);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));

    const db = new Database(join(dataDir, 'tropero.db'), { readonly: true });
    const stored = new Set(
      db
        .prepare('SELECT r.ts FROM readings r JOIN devices d ON d.id = r.device_id WHERE d.identifier = ?')
        .all('CR:45:00:01')
        .map((row) => Number((row as { ts: number }).ts)),
    );
    const integrity = db.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
    db.close();
    expect(integrity.integrity_check).toBe('ok');
    expect(acknowledged.filter((ts) => !stored.has(ts))).toEqual([]);
  }, 60_000);
});
