import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupFile, BackupResult } from '@tropero/shared/contracts/backups';
import type { Executor } from '../db/executor';
import type { TableCounts } from './backup.repository';
import { backupPostgres, countPostgresDump } from './pg-backup';
import { backupSqlite, countSqliteBackup } from './sqlite-backup';

/** The database the server uses: the SQLite file in DATA_DIR, or PostgreSQL at DATABASE_URL. */
export type DatabaseSource = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface BackupSettings {
  source: DatabaseSource;
  /** Where backups are written (BACKUP_DIR). */
  dir: string;
  /** How many of the newest backups are kept (BACKUP_KEEP). */
  keep: number;
}

/** A backup whose copy did not open or whose row counts differ from the database's; its file is gone. */
export class BackupFailed extends Error {}

/** Backup files by name: the UTC timestamp in the name sorts them by age. */
const BACKUP_NAME = /^tropero-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.(db|dump)$/;

/** When a backup was taken, from its name (a file's time changes when it is copied elsewhere). */
const takenAt = (name: string): string =>
  name.slice('tropero-'.length, name.lastIndexOf('.')).replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3');

/** Tables whose counts differ, as `table: expected → found`. */
export function countDifferences(expected: TableCounts, found: TableCounts): string[] {
  const tables = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...tables]
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${expected[table] ?? 'absent'} → ${found[table] ?? 'absent'}`);
}

/** Consistent backups of the running database, verified after writing, the newest `keep` kept. */
export class BackupService {
  constructor(
    private readonly db: Executor,
    private readonly settings: BackupSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(): Promise<BackupResult> {
    const { source, dir } = this.settings;
    await mkdir(dir, { recursive: true });
    const createdAt = this.now().toISOString();
    const name = `tropero-${createdAt.replaceAll(':', '-')}.${source.dialect === 'sqlite' ? 'db' : 'dump'}`;
    // Written under another name until verified: the list and the pruning never see half a backup.
    const partial = join(dir, `${name}.partial`);
    try {
      const counts =
        source.dialect === 'sqlite'
          ? await backupSqlite(source.file, partial)
          : await backupPostgres(this.db, source.url, partial);
      const found = await (source.dialect === 'sqlite'
        ? countSqliteBackup(partial)
        : countPostgresDump(partial));
      const differences = countDifferences(counts, found);
      if (differences.length > 0) throw new BackupFailed(`row counts differ: ${differences.join(', ')}`);
      await rename(partial, join(dir, name));
      const { size } = await stat(join(dir, name));
      await this.prune();
      return { name, size, createdAt, counts, verified: true };
    } catch (error) {
      await rm(partial, { force: true });
      if (error instanceof BackupFailed) throw error;
      throw new BackupFailed(`backup failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  /** The backups in BACKUP_DIR, newest first. */
  async list(): Promise<BackupFile[]> {
    const names = await readdir(this.settings.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const backups = names
      .filter((name) => BACKUP_NAME.test(name))
      .sort()
      .reverse();
    return Promise.all(
      backups.map(async (name) => {
        const { size } = await stat(join(this.settings.dir, name));
        return { name, size, createdAt: takenAt(name) };
      }),
    );
  }

  private async prune(): Promise<void> {
    const old = (await this.list()).slice(this.settings.keep);
    for (const backup of old) await rm(join(this.settings.dir, backup.name), { force: true });
  }
}
