import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './support/server';

const BUILT = ['../server/dist/main.js', '../web/dist/index.html'];

/** Starts the built server once for every test and hands its address to the workers. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = BUILT.filter((path) => !existsSync(fileURLToPath(new URL(path, import.meta.url))));
  if (missing.length > 0) throw new Error(`run "npm run build" first (missing ${missing.join(', ')})`);
  const server = await startServer();
  await demoHerdFilled(server.url);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}

/**
 * At its first start the demo herd files its last week of readings (about 180,000) before it reports live:
 * the first tests would otherwise load their pages while the server is busy with that. Waits, at most two
 * minutes, for the health check to report a recent reading; the tests go on either way.
 */
async function demoHerdFilled(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as {
      lastReadingAgeSeconds?: number | null;
    };
    if (health.lastReadingAgeSeconds != null && health.lastReadingAgeSeconds < 600) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
