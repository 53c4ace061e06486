import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR/jwt-secret. */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string): string =>
  resolveSecret(configured, dataDir, 'jwt-secret');

/** The configured secret when set; otherwise one generated once and kept in DATA_DIR/<name>. */
export function resolveSecret(configured: string | undefined, dataDir: string, name: string): string {
  if (configured) return configured;
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
