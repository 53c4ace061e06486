import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from './schema';

/** A connection or an open transaction: repositories accept either. */
export type Executor = Kysely<DB>;

export const nowIso = (): string => new Date().toISOString();

/** Case-insensitive "contains" that treats % and _ in the user's text literally, on both dialects. */
export function containsText(column: Expression<string>, text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${column}) like ${`%${escaped}%`} escape '\\'`;
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number): boolean => value === 1;
