import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeWeather } from './fake-weather';

/** The built server (npm run build), run as in production against a fresh database. */
const SERVER_MAIN = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

export const ADMIN_EMAIL = 'admin@tropero.local';
export const ADMIN_PASSWORD = 'e2e-admin-pass-123';
export const DEMO_EMAIL = 'demo@tropero.local';
export const DEMO_PASSWORD = 'tropero-demo';

export interface RunningServer {
  url: string;
  /** The server's data folder: its SQLite database, and so the outbox of the mails it sent. */
  dataDir: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * Starts the server on a free port with its own temporary data folder, its weather services played
 * locally; `stop` ends them and removes the folder.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const weather = await startFakeWeather();
  const dataDir = mkdtempSync(join(tmpdir(), 'tropero-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Every test logs in several times from the same address.
      LOGIN_LIMIT_PER_IP: '10000',
      LOGIN_LIMIT_PER_CLIENT: '1000',
      ...weather.env,
      // The green index from the labelled simulator: the demo farm's year is filled at start.
      SATELLITE_PROVIDER: 'simulated',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilHealthy(url, child, () => log);

  return {
    url,
    dataDir,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await weather.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
