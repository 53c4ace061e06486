import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './support/server';

const BUILT = ['../server/dist/main.js', '../web/dist/index.html'];

/** Starts the built server once for every test and hands its address to the workers. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = BUILT.filter((path) => !existsSync(fileURLToPath(new URL(path, import.meta.url))));
  if (missing.length > 0) throw new Error(`run "npm run build" first (missing ${missing.join(', ')})`);
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
