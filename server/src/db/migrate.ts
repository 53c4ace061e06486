import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index';
import type { DB } from './schema';

function migrator(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Runs pending migrations; throws with the failing migration's error. Returns the latest applied name. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string | undefined> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return latestMigration(db);
}

export async function latestMigration(db: Kysely<DB>): Promise<string | undefined> {
  const applied = (await migrator(db).getMigrations()).filter((m) => m.executedAt);
  return applied.at(-1)?.name;
}
