import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the worker looks at the write-ahead log. */
const EVERY_MS = 100;
/** The log is started over once it holds this many pages (16 MB; SQLite's own default is 1,000). */
const LOG_PAGES = 4000;

/**
 * The worker: its own connection to the file. A passive checkpoint copies the log without blocking the
 * writer; under steady writes it never catches up with the log's end, so a restart checkpoint follows,
 * once the log is long, holding the writer back only while it copies what came meanwhile, and lets the
 * next commit write the log from its start again (otherwise the log grows for as long as writes go on).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
  if (log >= workerData.logPages) db.pragma('wal_checkpoint(RESTART)');
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves SQLite's checkpoints off the event loop: by default a commit that finds the log long copies
 * it into the database and syncs the file there and then, stalling every request behind it; here a
 * worker thread with its own connection does it. Answers how to stop it, which also
 * checkpoints what is left (so that a closed database is one file again).
 */
export function checkpointInWorker(sqlite: SqliteDatabase.Database, file: string): () => Promise<void> {
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      everyMs: EVERY_MS,
      logPages: LOG_PAGES,
    },
  });
  // Should the worker fail, commits checkpoint again as SQLite does by default: the log never grows unbounded.
  const fallBack = () => sqlite.pragma(`wal_autocheckpoint = ${LOG_PAGES}`);
  worker.once('error', fallBack);
  worker.once('exit', fallBack);
  worker.unref();
  return async () => {
    worker.off('exit', fallBack);
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    // Held by the loop while it stops: unreferenced, a command whose last work is closing the database
    // would end before the worker does, with its close still awaited (Node's exit code 13).
    worker.ref();
    worker.postMessage('stop');
    await exited;
    if (sqlite.open) sqlite.pragma('wal_checkpoint(TRUNCATE)');
  };
}
