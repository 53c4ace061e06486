/**
 * Copies the embedded SQLite database (tropero.db in DATA_DIR) into an empty PostgreSQL database,
 * with the server stopped:
 *   npm run copy-to-postgres -- postgres://user:password@host:5432/tropero
 * Then start the server with DATABASE_URL set to that URL.
 */
import { parseArgs } from 'node:util';
import { readEnv } from '../config';
import { formatCounts, runCommand } from './cli-output';
import { copyToPostgres } from './copy-to-postgres';
import { sqliteFile } from './settings';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1 || !/^postgres(ql)?:\/\//.test(positionals[0]!)) {
  console.error('usage: npm run copy-to-postgres -- <postgres://… URL of an empty database>');
  process.exit(2);
}

await runCommand(async () => {
  const file = sqliteFile(readEnv(process.env));
  const counts = await copyToPostgres(file, positionals[0]!);
  console.log(`copied ${file} into PostgreSQL; rows per table (verified):`);
  console.log(formatCounts(counts));
});
