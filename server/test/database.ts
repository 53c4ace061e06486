import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, openSqlite, type Database, type Dialect } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';

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

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
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
async function dropWhenClosed(name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
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
  const name = `tropero_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await migrateToLatest(database.db);
  return {
    ...database,
    drop: async () => {
      await database.destroy();
      await dropWhenClosed(name);
    },
    connectAgain: () => openPostgres(url.toString()),
  };
}
