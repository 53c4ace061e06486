import { z } from 'zod';
import { readJson, readString, removeKeys, storageKeys, writeJson } from './storage';

/** Where a guest was going when he was sent to log in (spec §3: pathname and query). */
export interface RedirectTarget {
  pathname: string;
  search: string;
}

const redirectTargetSchema = z.object({ pathname: z.string().startsWith('/'), search: z.string() });

export function storeRedirectTarget(target: RedirectTarget): void {
  writeJson(storageKeys.redirectTo, target);
}

export const hasRedirectTarget = (): boolean => readString(storageKeys.redirectTo) !== null;

/** The stored target as a link. */
export function readRedirectTarget(): string | null {
  const target = readJson<RedirectTarget | null>(
    storageKeys.redirectTo,
    null,
    redirectTargetSchema.nullable(),
  );
  return target && `${target.pathname}${target.search}`;
}

export function clearRedirectTarget(): void {
  removeKeys(storageKeys.redirectTo);
}
