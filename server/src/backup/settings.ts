import { join, resolve } from 'node:path';
import type { Env } from '../config';
import { openPostgres, openSqlite, type Database } from '../db/connection';
import type { BackupSettings, DatabaseSource } from './backup.service';

/** The embedded database's file in DATA_DIR. */
export const sqliteFile = (env: Env): string => join(resolve(env.DATA_DIR), 'tropero.db');

/** The database the configuration names, as the server opens it: DATABASE_URL, or tropero.db in DATA_DIR. */
export function databaseSource(env: Env): DatabaseSource {
  return env.DATABASE_URL
    ? { dialect: 'postgres', url: env.DATABASE_URL }
    : { dialect: 'sqlite', file: sqliteFile(env) };
}

export function openSource(source: DatabaseSource): Database {
  return source.dialect === 'postgres' ? openPostgres(source.url) : openSqlite(source.file);
}

export function backupSettings(env: Env): BackupSettings {
  return {
    source: databaseSource(env),
    dir: resolve(env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups')),
    keep: env.BACKUP_KEEP,
  };
}
