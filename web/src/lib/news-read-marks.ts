import { z } from 'zod';
import { readJson, storageKeys, writeJson } from './storage';

/**
 * The stored key "news read per user (version 1)" (spec §3): the news this user has read on this
 * browser, id → when, so that a mark shows at once and survives a failed or offline call; the
 * server keeps the marks that follow him to other devices.
 */
const marksSchema = z.record(z.string(), z.number());
type NewsReadMarks = z.infer<typeof marksSchema>;

/** The newest marks kept: old news leaves the feeds long before. */
const MAX_MARKS = 500;

export const readNewsMarks = (userId: string): NewsReadMarks =>
  readJson(storageKeys.newsRead(userId), {}, marksSchema);

export function storeNewsMarks(userId: string, ids: readonly string[], at = Date.now()): void {
  const marks = { ...readNewsMarks(userId), ...Object.fromEntries(ids.map((id) => [id, at])) };
  const newest = Object.entries(marks)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_MARKS);
  writeJson(storageKeys.newsRead(userId), Object.fromEntries(newest));
}
