import { sql } from 'kysely';
import type { Database } from './connection';
import type { Executor } from './executor';

/**
 * A transaction that reads before it writes. On SQLite it takes the write lock at its start
 * (BEGIN IMMEDIATE): begun as a reader, it would hold a snapshot of the log while waiting to write,
 * and the checkpointer's restart, which holds the write lock until every reader has left the log,
 * would wait for it in turn — both until the busy timeout. PostgreSQL needs nothing of the kind.
 */
export async function writeTransaction<T>(
  { db, dialect }: Database,
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
