/**
 * Restores a backup into the configured database, with the server stopped:
 *   npm run restore -- <file> [--force]
 * Refuses a database with data unless --force; runs pending migrations afterwards.
 */
import { parseArgs } from 'node:util';
import { readEnv } from '../config';
import { formatCounts, runCommand } from './cli-output';
import { restoreBackup } from './restore';
import { databaseSource } from './settings';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <backup file (.db or .dump)> [--force]');
  process.exit(2);
}

await runCommand(async () => {
  const counts = await restoreBackup(databaseSource(readEnv(process.env)), positionals[0]!, {
    force: values.force,
  });
  console.log(`restored ${positionals[0]}:`);
  console.log(formatCounts(counts));
});
