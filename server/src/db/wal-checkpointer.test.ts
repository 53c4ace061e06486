import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './connection';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('checkpoints in a worker thread', () => {
  it('copy committed pages into the database file without the writer doing it, and leave one file on close', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tropero-wal-'));
    folders.push(folder);
    const file = join(folder, 'tropero.db');
    const database = openSqlite(file);
    const { db } = database;
    await sql`create table filler (id integer primary key, body text not null)`.execute(db);
    const before = statSync(file).size;
    const body = 'x'.repeat(1_000);
    for (let i = 0; i < 2_000; i++) await sql`insert into filler (body) values (${body})`.execute(db);

    // About 2 MB went to the log; the worker's checkpoint moves it into the database file.
    await waitFor(() => statSync(file).size > before + 1_000_000);
    await database.destroy();
    expect(statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
  });

  it('let a command that opens and closes the database finish (the stop waits for the worker with the loop alive)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tropero-wal-'));
    folders.push(folder);
    const script = join(folder, 'open-close.mts');
    const connection = fileURLToPath(new URL('./connection.ts', import.meta.url));
    writeFileSync(
      script,
      `import { openSqlite } from ${JSON.stringify(connection)};\n` +
        `const database = openSqlite(${JSON.stringify(join(folder, 'tropero.db'))});\n` +
        `await database.destroy();\nconsole.log('closed');\n`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script]);
    expect(stdout.trim()).toBe('closed');
  });
});
