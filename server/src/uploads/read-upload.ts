import { Worker } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import { SheetFileError, type SheetFileErrorDetail, type SheetFileErrorKey } from './spreadsheet-file';
import { KmlFileError } from './kml-file';
import { FairTurns } from './fair-turns';
import type { SheetColumns, UploadJob, UploadReader, WorkerAnswer } from './upload-worker';

/**
 * Files read at once; the others wait their turn, shared fairly between accounts, so many uploads
 * together cannot exhaust memory nor one account's files keep another's waiting.
 */
const MAX_READERS = 2;
/**
 * The heap one reading may use (a KML of 20,000 plots, 5 MB, takes about 200 MB while it is read);
 * a file needing more is refused and the server carries on.
 */
const READER_HEAP_MB = 512;

/** The file needed more memory than a reading may use: refused, as a file over the upload limit is. */
const tooLargeToRead = () =>
  new AppError('FILE_TOO_LARGE', {
    message: `the file needs more than ${READER_HEAP_MB} MB of memory to read: split it into smaller files`,
    errors: { file: 'validation.fileTooLarge' },
  });

/** How long one reading may take; a worker still reading then is ended, and its file refused. */
export const UPLOAD_TIME_LIMIT_MS = 60_000;

/** The file took longer to read than a reading may: refused, as a file too large to read is. */
const tooSlowToRead = (limitMs: number) =>
  new AppError('FILE_TOO_LARGE', {
    message: `the file took more than ${limitMs / 1000} s to read: split it into smaller files`,
    errors: { file: 'validation.fileTooSlow' },
  });

const refusals: { [R in UploadReader]: (key: string, detail: unknown) => Error } = {
  kml: (key) => new KmlFileError(key as KmlFileError['key']),
  sheet: (key, detail) => new SheetFileError(key as SheetFileErrorKey, detail as SheetFileErrorDetail),
};

const turns = new FairTurns(MAX_READERS);

/** Uploads waiting for a reader now. */
export const uploadsWaiting = () => turns.waiting;

/**
 * Under tsx or vitest the worker runs the TypeScript sources, through tsx's loader; the built server
 * runs the worker's own bundle, which the build writes next to main.js.
 */
const fromSources = import.meta.url.endsWith('.ts');
const TYPESCRIPT_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ register }) => {
  register();
  return import(workerData.entry);
});
`;

function startWorker(job: UploadJob): Worker {
  const entry = new URL(`./upload-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  const options = { resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB } };
  if (!fromSources) return new Worker(entry, { ...options, workerData: { job } });
  return new Worker(TYPESCRIPT_BOOTSTRAP, {
    ...options,
    eval: true,
    workerData: { job, entry: entry.href, tsx: import.meta.resolve('tsx/esm/api') },
  });
}

/** Whose file it is (its account, for the fair share of readers), and what bounds its reading. */
export interface UploadOptions {
  account: string;
  /** UPLOAD_TIME_LIMIT_MS unless given (tests). */
  timeLimitMs?: number;
}

/**
 * Reads an uploaded file in a worker thread: parsing a large KML or spreadsheet, or refusing a zip
 * bomb, never blocks the event loop, and the memory it takes is returned when the worker ends.
 * A refused file throws the reader's own error (KmlFileError, SheetFileError), or a 413 when it
 * needs more memory or more time than a reading may use (the worker is ended then).
 */
export async function readUpload<R extends UploadReader>(
  reader: R,
  data: Uint8Array,
  options: UploadOptions & (R extends 'sheet' ? SheetColumns : unknown),
): Promise<Extract<WorkerAnswer<R>, { read: unknown }>['read']> {
  const {
    account,
    timeLimitMs = UPLOAD_TIME_LIMIT_MS,
    ...columns
  } = options as UploadOptions & Partial<SheetColumns>;
  const done = await turns.take(account);
  try {
    const answer = await new Promise<WorkerAnswer<R>>((resolve, reject) => {
      const worker = startWorker({ reader, data, ...columns } as UploadJob);
      let answered: WorkerAnswer<R> | undefined;
      let outlasted = false;
      const timer = setTimeout(() => {
        outlasted = true;
        void worker.terminate();
      }, timeLimitMs);
      worker.once('message', (message: WorkerAnswer<R>) => {
        answered = message;
        // tsx's loader may hold the worker open once it has answered.
        void worker.terminate();
      });
      worker.once('error', (error) =>
        reject((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeToRead() : error),
      );
      // The turn ends only once the worker has gone, and its memory with it.
      worker.once('exit', (code) => {
        clearTimeout(timer);
        if (answered) resolve(answered);
        else if (outlasted) reject(tooSlowToRead(timeLimitMs));
        else reject(new Error(`the upload worker stopped (exit code ${code})`));
      });
    });
    if ('refused' in answer) throw refusals[reader](answer.refused, answer.detail);
    return answer.read;
  } finally {
    done();
  }
}
