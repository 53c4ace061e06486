import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated once and kept in
 * DATA_DIR/vapid-keys.json (browsers subscribed with the public key keep working across restarts).
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** Hosts a push service refuses in a VAPID subject (Apple's does). */
const LOCAL_HOST = /(^|\.)(localhost|local)$|^127\.|^\[?::1\]?$/i;

/**
 * Whether a VAPID subject is one every push service accepts: `mailto:` a real address or an https
 * URL, never on localhost or a `.local` domain.
 */
export function isRealVapidSubject(subject: string): boolean {
  const mail = /^mailto:[^@\s]+@([^@\s]+)$/i.exec(subject);
  if (mail) return !LOCAL_HOST.test(mail[1]!);
  try {
    const url = new URL(subject);
    return url.protocol === 'https:' && !LOCAL_HOST.test(url.hostname);
  } catch {
    return false;
  }
}
