import { join } from 'node:path';
import type { DatabaseSource } from '../src/backup/backup.service';
import { openSource } from '../src/backup/settings';
import type { AppConfig } from '../src/config';
import type { Dialect } from '../src/db/connection';
import { migrateToLatest } from '../src/migrations/migrate';
import { outboxMailer } from '../src/providers/mail/mailer';
import { buildServer } from '../src/server';
import { testConfig, type TestContext } from './app';
import { freshPostgresDatabase } from './database';

/** A database the backups can reach by its file or URL (not SQLite in memory), and its removal. */
export async function databaseOnDisk(
  dialect: Dialect,
  dir: string,
  name: string,
): Promise<{ source: DatabaseSource; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    return { source: { dialect, file: join(dir, `${name}.db`) } as DatabaseSource, drop: async () => {} };
  }
  const fresh = await freshPostgresDatabase();
  return { source: { dialect, url: fresh.url } as DatabaseSource, drop: fresh.drop };
}

/** A real app on a migrated database of `source`, shaped as the test helpers expect. */
export async function appOn(source: DatabaseSource, config: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = openSource(source);
  await migrateToLatest(database.db);
  const {
    app,
    services,
    close: closeServer,
  } = await buildServer({
    config: testConfig(config),
    database,
    mailer: outboxMailer(database.db, { info: () => {} }),
  });
  const close = async () => {
    await closeServer();
    await database.destroy();
  };
  return { app, services, database: { ...database, drop: close, connectAgain: () => database }, close };
}
