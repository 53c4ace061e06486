import { createInterface } from 'node:readline';
import type { Executor } from '../db/executor';
import { backupRepository, type TableCounts } from './backup.repository';
import { spawnPgTool } from './pg-tools';

/**
 * pg_dump in custom format at the snapshot the rows were counted in: a REPEATABLE READ transaction
 * exports its snapshot, counts each table there, and stays open while pg_dump (which writes the file
 * itself, never through this process's memory) reads that same snapshot.
 */
export async function backupPostgres(db: Executor, url: string, destination: string): Promise<TableCounts> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const snapshot = await backupRepository.exportSnapshot(trx);
      const counts = await backupRepository.countTables(trx);
      await spawnPgTool('pg_dump', url, [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--file=${destination}`,
      ]).done;
      return counts;
    });
}

/** `COPY public.readings (device_id, ts, …) FROM stdin;` → readings. */
const COPY_START = /^COPY (?:[^ .]+\.)?"?([^ ".]+)"? /;

/**
 * Reads a dump's data back through `pg_restore --data-only` (streamed line by line) and counts the
 * rows of each table's COPY block: one line per row, as COPY escapes newlines inside values.
 */
export async function countPostgresDump(file: string): Promise<TableCounts> {
  const { child, done } = spawnPgTool('pg_restore', null, ['--data-only', '--file=-', file]);
  const counts: TableCounts = {};
  let table: string | null = null;
  for await (const line of createInterface({ input: child.stdout!, crlfDelay: Infinity })) {
    if (table === null) {
      const start = COPY_START.exec(line);
      if (start) counts[(table = start[1]!)] = 0;
    } else if (line === '\\.') table = null;
    else counts[table]! += 1;
  }
  await done;
  return counts;
}
