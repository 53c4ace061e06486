import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { openPostgres, openSqlite, type Database, type Dialect } from '../src/db/connection';
import { freshPostgresDatabase } from './database';

/** The last migration of the release the fixture was made with (its header names the release). */
export const FIXTURE_MIGRATION = '2026-11-24T0500-pending-readings';

/** What the fixture holds (scripts/upgrade-fixture/seed-older-release.ts wrote it). */
export const FIXTURE = {
  email: 'productor.antiguo@example.com',
  settlement: 'Campo Viejo',
  plot: 'Potrero Norte',
  caravana: 'VIEJA-001',
  collar: 'C0:11:A8:00:00:01',
  days: ['2026-11-18', '2026-11-19', '2026-11-20'],
};

const dump = (dialect: Dialect) =>
  readFileSync(
    new URL(`./fixtures/upgrade/${dialect === 'sqlite' ? 'sqlite' : 'postgres'}.sql`, import.meta.url),
    'utf8',
  );

/**
 * A fresh database holding the older release's data and schema, loaded from its committed dump
 * (SQLite in a file of its own, PostgreSQL a database of its own); `drop` removes it.
 */
export async function olderReleaseDatabase(dialect: Dialect): Promise<Database & { drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'tropero-upgrade-'));
    const file = join(folder, 'older-release.sqlite');
    const loader = new Sqlite(file);
    loader.exec(dump(dialect));
    loader.close();
    const database = openSqlite(file);
    return {
      ...database,
      drop: async () => {
        await database.destroy();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const fresh = await freshPostgresDatabase();
  // A client of its own: the dump empties its session's search_path.
  const loader = new pg.Client({ connectionString: fresh.url });
  await loader.connect();
  try {
    await loader.query(dump(dialect));
  } finally {
    await loader.end();
  }
  const database = openPostgres(fresh.url);
  return {
    ...database,
    drop: async () => {
      await database.destroy();
      await fresh.drop();
    },
  };
}
