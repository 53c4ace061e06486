import { readdirSync, readFileSync } from 'node:fs';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, freshPostgresDatabase } from '../../test/database';
import { FIXTURE_MIGRATION, olderReleaseDatabase } from '../../test/upgrade-fixture';
import { openPostgres, type Database } from '../db/connection';
import { latestMigration, migrateToLatest, STARTUP_LOCK } from './migrate';
import { migrations } from './index';
import { oneServerAtATime } from '../db/one-server-at-a-time';
import type { DB } from '../db/schema';

/** The migrations a database records, in the order it ran them. */
const recorded = (db: Kysely<DB>) =>
  db
    .withTables<{ kysely_migration: { name: string; timestamp: string } }>()
    .selectFrom('kysely_migration')
    .select('name')
    .orderBy('timestamp')
    .orderBy('name')
    .execute()
    .then((rows) => rows.map((row) => row.name));

describe.runIf(process.env.TEST_DATABASE_URL)('migrations across servers on postgres', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const servers: Database[] = [];

  beforeAll(async () => {
    fresh = await freshPostgresDatabase();
    servers.push(openPostgres(fresh.url), openPostgres(fresh.url));
  });
  afterAll(async () => {
    for (const server of servers) await server.destroy();
    await fresh?.drop();
  });

  it('two servers starting at once on an empty database: both finish, each migration runs once', async () => {
    // As main.ts starts: the migrations under the start-up lock. `most` counts the servers migrating at
    // one time.
    let migrating = 0;
    let most = 0;
    const latest = await Promise.all(
      servers.map((server) =>
        oneServerAtATime(server, STARTUP_LOCK, async () => {
          most = Math.max(most, ++migrating);
          try {
            return await migrateToLatest(server.db);
          } finally {
            migrating--;
          }
        }),
      ),
    );
    expect(most).toBe(1);
    expect(latest).toEqual([Object.keys(migrations).at(-1), Object.keys(migrations).at(-1)]);
    expect(await recorded(servers[0]!.db)).toEqual(Object.keys(migrations).sort());
  });
});

/**
 * What a migration may change: every table with its columns and row count, the indexes, PostgreSQL's
 * extensions, the users' names and the migrations recorded.
 */
async function snapshot({ db, dialect }: Database) {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const shape = await Promise.all(
    tables.map(async (table) => {
      const count = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
      const columns = table.columns.map(
        (c) => `${c.name} ${c.dataType} ${c.isNullable ? 'null' : 'not null'}`,
      );
      return { table: table.name, rows: Number(count.rows[0]!.n), columns: columns.sort() };
    }),
  );
  const catalogue = db.withTables<{
    sqlite_schema: { type: string; name: string };
    pg_indexes: { schemaname: string; indexname: string };
    pg_extension: { extname: string };
  }>();
  const indexes =
    dialect === 'sqlite'
      ? await catalogue.selectFrom('sqlite_schema').select('name').where('type', '=', 'index').execute()
      : await catalogue
          .selectFrom('pg_indexes')
          .select('indexname as name')
          .where('schemaname', '=', 'public')
          .execute();
  const extensions =
    dialect === 'sqlite' ? [] : await catalogue.selectFrom('pg_extension').select('extname').execute();
  return {
    tables: shape.sort((a, b) => a.table.localeCompare(b.table)),
    indexes: indexes.map((i) => i.name).sort(),
    extensions: extensions.map((e) => e.extname).sort(),
    users: await db.selectFrom('users').select(['email', 'name']).orderBy('email').execute(),
    migrations: await recorded(db),
  };
}

/** After every real migration, one that changes schema and data and then fails. */
const FAILING = '2026-11-28T0200-fails-on-purpose';
const withFailing: Record<string, Migration> = {
  ...migrations,
  [FAILING]: {
    async up(db: Kysely<DB>) {
      await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
      await db.updateTable('users').set({ name: 'Cambiado' }).execute();
      await sql`select * from no_such_table`.execute(db);
    },
  },
};

describe.each(DIALECTS)('a failed migration on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof olderReleaseDatabase>>;

  beforeAll(async () => {
    database = await olderReleaseDatabase(dialect);
  });
  afterAll(() => database?.drop());

  it('leaves the database as it was: the whole run is rolled back, the error names the migration', async () => {
    const before = await snapshot(database);
    expect(before.migrations.at(-1)).toBe(FIXTURE_MIGRATION);
    // The older release's data waits for every later migration; the last of the run fails.
    await expect(migrateToLatest(database.db, withFailing)).rejects.toThrow(
      new RegExp(`^Migration ${FAILING} failed: .*no_such_table`),
    );
    expect(await snapshot(database)).toEqual(before);
    expect(await latestMigration(database.db)).toBe(FIXTURE_MIGRATION);

    // Nothing half done stands in the way: the real migrations run then.
    expect(await migrateToLatest(database.db)).toBe(Object.keys(migrations).at(-1));
  });
});

describe('migrations run inside a transaction', () => {
  it('none uses a statement a transaction refuses or ignores', () => {
    // CREATE INDEX CONCURRENTLY, VACUUM and ALTER SYSTEM fail inside a transaction on PostgreSQL (CREATE
    // EXTENSION does not); SQLite's VACUUM fails there and its PRAGMA foreign_keys is silently ignored.
    const folder = new URL('./', import.meta.url);
    const unsafe = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) =>
        /\b(concurrently|vacuum|pragma|alter\s+system)\b/i.test(readFileSync(new URL(file, folder), 'utf8')),
      );
    expect(unsafe).toEqual([]);
  });
});
