import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from '../db/schema';
import { backupRepository, type TableCounts } from './backup.repository';

/** Pages per step after the first: all of them, so the copy is taken within one read transaction. */
const ALL_PAGES = 2_000_000_000;

/** Kysely over a connection of its own to an SQLite file, closed by `destroy`. */
function connect(file: string, options: SqliteDatabase.Options) {
  const sqlite = new SqliteDatabase(file, options);
  return { sqlite, db: new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }) };
}

/**
 * Copies the live database with SQLite's online backup API from a connection of its own, inside one
 * read transaction: in WAL mode writers go on meanwhile, and the rows counted first are exactly the
 * rows copied. The copy is made a single file (journal mode DELETE) so it can be moved alone.
 */
export async function backupSqlite(file: string, destination: string): Promise<TableCounts> {
  const { sqlite, db } = connect(file, { readonly: true, fileMustExist: true });
  try {
    const counts = await db.transaction().execute(async (trx) => {
      const counted = await backupRepository.countTables(trx);
      await sqlite.backup(destination, { progress: () => ALL_PAGES });
      return counted;
    });
    const copy = connect(destination, { fileMustExist: true });
    await backupRepository.singleFile(copy.db).finally(() => copy.db.destroy());
    return counts;
  } finally {
    await db.destroy();
  }
}

/** Opens an SQLite backup read-only, checks its structure and counts its rows. */
export async function countSqliteBackup(file: string): Promise<TableCounts> {
  const { db } = connect(file, { readonly: true, fileMustExist: true });
  try {
    const check = await backupRepository.quickCheck(db);
    if (check !== 'ok') throw new Error(`the copy is damaged: ${check}`);
    return await backupRepository.countTables(db);
  } finally {
    await db.destroy();
  }
}
