import { ConfigError } from '../config';
import type { TableCounts } from './backup.repository';
import { BackupFailed } from './backup.service';
import { PgToolMissing } from './pg-tools';
import { RestoreRefused } from './restore';

/** One line per table, its rows right-aligned. */
export function formatCounts(counts: TableCounts): string {
  const width = Math.max(...Object.keys(counts).map((table) => table.length));
  return Object.entries(counts)
    .map(([table, rows]) => `  ${table.padEnd(width)}  ${String(rows).padStart(9)}`)
    .join('\n');
}

/** Runs a command; an expected failure prints its message alone (no stack) and exits 1. */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    const expected = [ConfigError, BackupFailed, PgToolMissing, RestoreRefused].some(
      (type) => error instanceof type,
    );
    console.error(expected ? (error as Error).message : error);
    process.exit(1);
  }
}
