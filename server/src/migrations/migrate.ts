import { Migrator, type Kysely, type Migration } from 'kysely';
import { migrations } from './index';
import type { DB } from '../db/schema';

/** The start-up lock's name: servers started together migrate and seed one after the other. */
export const STARTUP_LOCK = 'tropero:startup';

function migrator(db: Kysely<DB>, all: Record<string, Migration> = migrations): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => all } });
}

/**
 * Runs the pending migrations (`all`: the real ones but in tests) all or nothing: Kysely's Migrator runs
 * them in one transaction on a dialect with transactional DDL — PostgreSQL, and SQLite as opened by
 * connection.ts — so a failure rolls back every migration of this run, with its rows in the migration
 * table. Throws with the failing migration's name and error; returns the latest applied name.
 */
export async function migrateToLatest(
  db: Kysely<DB>,
  all: Record<string, Migration> = migrations,
): Promise<string | undefined> {
  if (!db.getExecutor().adapter.supportsTransactionalDdl) {
    throw new Error(
      'Migrations need a database opened by connection.ts (a failure would leave half a schema)',
    );
  }
  const { error, results } = await migrator(db, all).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? '?'} failed: ${String(error)} (nothing of this run was applied)`,
      { cause: error },
    );
  }
  return latestMigration(db);
}

export async function latestMigration(db: Kysely<DB>): Promise<string | undefined> {
  const applied = (await migrator(db).getMigrations()).filter((m) => m.executedAt);
  return applied.at(-1)?.name;
}
