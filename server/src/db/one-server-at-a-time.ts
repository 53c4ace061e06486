import { sql } from 'kysely';
import type { Database } from './connection';

/**
 * Runs `work` while no other server sharing the database runs work under the same name: on
 * PostgreSQL under a session advisory lock held by one pinned connection (servers started together
 * migrate and seed one after the other, so the second finds the database ready). On SQLite one
 * server holds the database and the work simply runs.
 */
export async function oneServerAtATime<T>(
  database: Database,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
