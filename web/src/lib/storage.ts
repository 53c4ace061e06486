// Before any stored value is parsed (the session store reads one as the app's modules load).
import './zod-without-eval';
/**
 * The only module that touches localStorage (docs/architecture.md "Web"): every key of spec §3, the cleanup
 * rule of spec §4 and the safe JSON read.
 */
export const storageKeys = {
  customer: 'customer',
  accessToken: 'accessToken',
  accessTokenData: 'accessTokenData',
  redirectTo: 'redirectTo',
  unreadAlerts: 'unreadAlerts',
  disabledTracking: 'disabledTracking',
  userPreferences: 'userPreferences',
  pendingInvite: 'pendingInvite',
  selectedAccount: (userId: string) => `selectedAccount-${userId}`,
  accountType: (userId: string) => `accountType-${userId}`,
  /** "news read per user (version 1)": the ids of the news this user has read. */
  newsRead: (userId: string) => `newsRead-${userId}-v1`,
  /** When this browser last subscribed this user to push, last sent the subscription and last asked. */
  pushSubscription: (userId: string) => `pushSubscription-${userId}`,
} as const;

/** Prefixes (the part before the first dash) that survive a cleanup (spec §4). */
export const KEPT_PREFIXES = ['selectedAccount', 'accountType', 'disabledTracking', 'userPreferences'];

/** Removes every stored key except those whose prefix is kept by spec §4 or given here. */
export function cleanupStorage(extraPrefixes: readonly string[] = []): void {
  const kept = new Set([...KEPT_PREFIXES, ...extraPrefixes]);
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) {
    if (key !== null && !kept.has(key.split('-')[0]!)) localStorage.removeItem(key);
  }
}

/** Everything, kept prefixes included: the fallback screen's "Recargar la página" (spec §2). */
export function clearStorage(): void {
  localStorage.clear();
}

export function readString(key: string): string | null {
  return localStorage.getItem(key);
}

export function writeString(key: string, value: string): void {
  localStorage.setItem(key, value);
}

export function removeKeys(...keys: string[]): void {
  keys.forEach((key) => localStorage.removeItem(key));
}

/** Anything with zod's `parse`: a schema that says what a stored value must look like. */
interface Parser<T> {
  parse: (value: unknown) => T;
}

/**
 * Reads a stored JSON value. A value that does not parse (or does not fit the schema) means the
 * storage is corrupt: it is cleaned up (spec §4) and the fallback returned.
 */
export function readJson<T>(key: string, fallback: T, schema?: Parser<T>): T {
  const raw = localStorage.getItem(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return schema ? schema.parse(value) : (value as T);
  } catch {
    cleanupStorage();
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
