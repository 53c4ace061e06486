import { SqliteAdapter, SqliteDialect } from 'kysely';

/**
 * SQLite's adapter as Kysely's, but saying what SQLite has: transactional DDL. Kysely's Migrator runs a
 * batch of migrations in one transaction only when the adapter says so; with Kysely's own SQLite
 * adapter a failure in the middle of a batch left the migrations before it applied (half a schema).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** The SQLite dialect whose migrations run all or nothing (see `migrateToLatest`). */
export class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
