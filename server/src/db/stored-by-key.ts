import { SqliteAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isSqlite = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * A table kept in its primary key's own B-tree on SQLite (WITHOUT ROWID): an upsert writes one tree
 * instead of the rows and a key index, and a range of the key is read in place, without a lookup per
 * row. PostgreSQL keeps every table as a heap: there it is an ordinary table.
 */
export function storedByKey<T extends string, C extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C> {
  return isSqlite(db) ? table.modifyEnd(sql`without rowid`) : table;
}
