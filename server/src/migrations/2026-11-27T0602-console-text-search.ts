import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../db/stored-by-key';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The console's searches match a text anywhere in a user's name and email, or in an account's name and
 * tax ID. On PostgreSQL trigram indexes on exactly those lowered texts answer them without reading every
 * row (pg_trgm is a trusted extension: the database's owner may add it). SQLite has no such index and
 * reads the rows, which at 100,000 users is fast enough there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The accounts of the users a search finds.
  await db.schema.createIndex('accounts_owner_idx').on('accounts').column('owner_id').execute();
  if (isSqlite(db)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index users_search_trgm_idx on users using gin (lower(name || ' ' || email) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index accounts_search_trgm_idx on accounts using gin (lower(name || ' ' || coalesce(tax_id, '')) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isSqlite(db)) {
    await sql`drop index accounts_search_trgm_idx`.execute(db);
    await sql`drop index users_search_trgm_idx`.execute(db);
  }
  await db.schema.dropIndex('accounts_owner_idx').execute();
}
