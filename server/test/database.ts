import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, openSqlite, type Database, type Dialect } from '../src/db/connection';
import { migrateToLatest } from '../src/migrations/migrate';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points to a server we may create databases on. */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
  /**
   * Another connection to the same database, as a second server would open (SQLite in memory has
   * only the one: it is shared, and closing the other leaves it open).
   */
  connectAgain(): Database;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections are gone. Not WITH (FORCE): terminating a backend
 * that a closing client still listens to raises an unhandled error in that client.
 */
async function dropWhenClosed(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * A fresh, empty PostgreSQL database on the server of `adminUrl` (by default TEST_DATABASE_URL),
 * for a test file or a benchmark run; `drop` removes it once its connections are closed.
 */
export async function freshPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL!,
  prefix = 'tropero_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenClosed(adminUrl, name) };
}

/** A fresh, migrated database of its own for one test file (never shared, never reused). */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    return {
      ...database,
      drop: () => database.destroy(),
      connectAgain: () => ({ ...database, destroy: async () => {} }),
    };
  }
  const fresh = await freshPostgresDatabase();
  const database = openPostgres(fresh.url);
  await migrateToLatest(database.db);
  return {
    ...database,
    drop: async () => {
      await database.destroy();
      await fresh.drop();
    },
    connectAgain: () => openPostgres(fresh.url),
  };
}
