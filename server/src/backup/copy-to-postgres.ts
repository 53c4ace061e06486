import { existsSync } from 'node:fs';
import { openPostgres, openSqlite } from '../db/connection';
import { migrateToLatest } from '../migrations/migrate';
import { backupRepository, MIGRATION_TABLES, type TableCounts } from './backup.repository';
import { countDifferences } from './backup.service';
import { isEmptyDatabase, RestoreRefused } from './restore';

/** Rows per INSERT: well inside PostgreSQL's 65,535 bound parameters for our widest tables. */
const BATCH_ROWS = 500;

/**
 * Tables ordered so that each comes after those its foreign keys reference (a table referencing
 * itself does not hold others back).
 */
export function inForeignKeyOrder(tables: string[], foreignKeys: [string, string][]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const [child, parent] of foreignKeys) if (child === table && parent !== table) visit(parent, path);
    placed.add(table);
    if (tables.includes(table)) ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * Copies the embedded SQLite database (the server stopped) into an empty PostgreSQL one: both are
 * migrated to the same version, then every table is copied in foreign-key order in one transaction
 * (the reference rows the target's migrations wrote are replaced by the source's), and the per-table
 * counts must match before it commits. Both dialects store the same column types (flags as 0/1
 * integers, JSON as text, epoch milliseconds as bigint read back as numbers), so values pass as read.
 */
export async function copyToPostgres(sqliteFile: string, url: string): Promise<TableCounts> {
  if (!existsSync(sqliteFile)) throw new RestoreRefused(`${sqliteFile} does not exist: nothing to copy`);
  const source = openSqlite(sqliteFile);
  const target = openPostgres(url);
  try {
    if (!(await isEmptyDatabase(target.db))) {
      throw new RestoreRefused('the PostgreSQL database is not empty: copy into a new, empty database');
    }
    await migrateToLatest(source.db);
    await migrateToLatest(target.db);
    const tables = (await backupRepository.tableNames(source.db)).filter(
      (t) => !MIGRATION_TABLES.includes(t),
    );
    const order = inForeignKeyOrder(tables, await backupRepository.foreignKeys(target.db));
    const expected = await backupRepository.countTables(source.db, order);
    return await target.db.transaction().execute(async (trx) => {
      for (const table of [...order].reverse()) await backupRepository.deleteRows(trx, table);
      for (const table of order) {
        let batch: Record<string, unknown>[] = [];
        for await (const row of backupRepository.streamRows(source.db, table)) {
          batch.push(row);
          if (batch.length === BATCH_ROWS) {
            await backupRepository.insertRows(trx, table, batch);
            batch = [];
          }
        }
        await backupRepository.insertRows(trx, table, batch);
      }
      const copied = await backupRepository.countTables(trx, order);
      const differences = countDifferences(expected, copied);
      if (differences.length > 0)
        throw new Error(`row counts differ after the copy: ${differences.join(', ')}`);
      return copied;
    });
  } finally {
    await target.destroy();
    await source.destroy();
  }
}
