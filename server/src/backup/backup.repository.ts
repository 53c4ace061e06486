import { sql, type Kysely } from 'kysely';
import type { Executor } from '../db/executor';

/** Per-table row counts, by table name. */
export type TableCounts = Record<string, number>;

/** Kysely's own bookkeeping: the migrations a database has run (copied by a backup, made anew by a copy). */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

// Backups work on every table, whatever the schema types say today: the tables are named at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Executor) => db as unknown as Kysely<any>;

export const backupRepository = {
  /** The database's own tables (not SQLite's internal ones), sorted by name. */
  async tableNames(db: Executor): Promise<string[]> {
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    return tables
      .filter((table) => !table.isView && !table.name.startsWith('sqlite_'))
      .map((table) => table.name)
      .sort();
  },

  async countRows(db: Executor, table: string): Promise<number> {
    const row = await anyDb(db)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async countTables(db: Executor, tables?: string[]): Promise<TableCounts> {
    const counts: TableCounts = {};
    for (const table of tables ?? (await this.tableNames(db)))
      counts[table] = await this.countRows(db, table);
    return counts;
  },

  /** PostgreSQL: names the snapshot of the current REPEATABLE READ transaction, for `pg_dump --snapshot`. */
  async exportSnapshot(db: Executor): Promise<string> {
    const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(db);
    return rows[0]!.snapshot;
  },

  /** SQLite: a quick structural check of a database file ('ok' when sound). */
  async quickCheck(db: Executor): Promise<string> {
    const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
    return rows.map((row) => row.quick_check).join('; ');
  },

  /** SQLite: the rollback journal instead of WAL, so the file holds everything (a backup moves alone). */
  async singleFile(db: Executor): Promise<void> {
    await sql`pragma journal_mode = delete`.execute(db);
  },

  async dropTables(db: Executor, tables: string[]): Promise<void> {
    for (const table of tables) await db.schema.dropTable(table).ifExists().cascade().execute();
  },

  /** PostgreSQL: each table's foreign keys as [table, the table it references]. */
  async foreignKeys(db: Executor): Promise<[string, string][]> {
    const { rows } = await sql<{ child: string; parent: string }>`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
    return rows.map((row) => [row.child, row.parent]);
  },

  /** Every row of a table, streamed (the source of a copy may be large). */
  streamRows(db: Executor, table: string): AsyncIterableIterator<Record<string, unknown>> {
    return anyDb(db).selectFrom(table).selectAll().stream();
  },

  async deleteRows(db: Executor, table: string): Promise<void> {
    await anyDb(db).deleteFrom(table).execute();
  },

  async insertRows(db: Executor, table: string, rows: Record<string, unknown>[]): Promise<void> {
    if (rows.length > 0) await anyDb(db).insertInto(table).values(rows).execute();
  },
};
