import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import type { Executor } from '../db/executor';
import { migrateToLatest } from '../migrations/migrate';
import { backupRepository, type TableCounts } from './backup.repository';
import type { DatabaseSource } from './backup.service';
import { spawnPgTool } from './pg-tools';
import { openSource } from './settings';
import { countSqliteBackup } from './sqlite-backup';

/** The database holds data and no --force was given; or the backup does not fit the database. */
export class RestoreRefused extends Error {}

/** Empty means no users, the seed's own rule: a migrated database with only its reference rows is empty. */
export async function isEmptyDatabase(db: Executor): Promise<boolean> {
  const tables = await backupRepository.tableNames(db);
  return !tables.includes('users') || (await backupRepository.countRows(db, 'users')) === 0;
}

/**
 * Restores a backup into the configured database (the server stopped): an SQLite copy (.db) replaces
 * the database file, a PostgreSQL dump (.dump) replaces every table. A database with data is refused
 * unless `force`. Pending migrations then upgrade an older backup. Answers the rows of each table.
 */
export async function restoreBackup(
  target: DatabaseSource,
  file: string,
  options: { force?: boolean } = {},
): Promise<TableCounts> {
  const kind = extname(file);
  const expected = target.dialect === 'sqlite' ? '.db' : '.dump';
  if (kind !== expected) {
    throw new RestoreRefused(
      kind === '.db'
        ? 'this is an SQLite backup and the configured database is PostgreSQL: restore it into SQLite (DATABASE_URL unset), then run npm run copy-to-postgres'
        : `the configured database is ${target.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: it restores ${expected} backups`,
    );
  }
  if (!existsSync(file)) throw new RestoreRefused(`${file} does not exist`);

  if (target.dialect === 'sqlite') {
    await countSqliteBackup(file);
    if (existsSync(target.file)) await refuseUnlessEmpty(target, options.force);
    // Copied beside the database first and renamed over it: an interrupted restore leaves the old file whole.
    await mkdir(dirname(target.file), { recursive: true });
    await copyFile(file, `${target.file}.restoring`);
    for (const suffix of ['-wal', '-shm']) await rm(target.file + suffix, { force: true });
    await rename(`${target.file}.restoring`, target.file);
  } else {
    await refuseUnlessEmpty(target, options.force, (db) =>
      backupRepository.tableNames(db).then((tables) => backupRepository.dropTables(db, tables)),
    );
    await spawnPgTool('pg_restore', target.url, [
      '--no-owner',
      '--no-privileges',
      '--no-comments',
      '--single-transaction',
      '--exit-on-error',
      file,
    ]).done;
  }

  const database = openSource(target);
  try {
    await migrateToLatest(database.db);
    return await backupRepository.countTables(database.db);
  } finally {
    await database.destroy();
  }
}

async function refuseUnlessEmpty(
  target: DatabaseSource,
  force: boolean | undefined,
  thenClear?: (db: Executor) => Promise<void>,
): Promise<void> {
  const database = openSource(target);
  try {
    if (!force && !(await isEmptyDatabase(database.db))) {
      throw new RestoreRefused(
        'the database is not empty: restoring would replace its data (add --force to do so)',
      );
    }
    await thenClear?.(database.db);
  } finally {
    await database.destroy();
  }
}
