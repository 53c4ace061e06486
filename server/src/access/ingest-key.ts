import { randomBytes } from 'node:crypto';
import { hashOpaqueToken } from './tokens';

/**
 * A device or gateway ingest key: shown once to the user, only its hash is stored.
 * The prefix tells a key from other secrets in logs and support tickets.
 */
export function newIngestKey(kind: 'device' | 'gateway'): { key: string; hash: string } {
  const key = `${kind === 'device' ? 'trd' : 'trg'}_${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashOpaqueToken(key) };
}
