import { Worker } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import { SheetFileError } from '../modules/imports/spreadsheet-file';
import { KmlFileError } from '../modules/plots/kml-file';
import type { UploadJob, UploadReader, WorkerAnswer } from './upload-worker';

/** Files read at once; the others wait their turn, so many uploads together cannot exhaust memory. */
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

const refusals: { [R in UploadReader]: (key: string) => Error } = {
  kml: (key) => new KmlFileError(key as KmlFileError['key']),
  sheet: (key) => new SheetFileError(key as SheetFileError['key']),
};

let running = 0;
const queue: (() => void)[] = [];

/** Waits for a free reader; answers how to free it. A freed reader passes straight to the next in line. */
async function turn(): Promise<() => void> {
  if (running < MAX_READERS) running++;
  else await new Promise<void>((resolve) => queue.push(resolve));
  return () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
}

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

/**
 * Reads an uploaded file in a worker thread: parsing a large KML or spreadsheet, or refusing a zip
 * bomb, never blocks the event loop, and the memory it takes is returned when the worker ends.
 * A refused file throws the reader's own error (KmlFileError, SheetFileError), or a 413 when it
 * needs more memory than a reading may use.
 */
export async function readUpload<R extends UploadReader>(
  reader: R,
  data: Uint8Array,
): Promise<Extract<WorkerAnswer<R>, { read: unknown }>['read']> {
  const done = await turn();
  try {
    const answer = await new Promise<WorkerAnswer<R>>((resolve, reject) => {
      const worker = startWorker({ reader, data });
      let answered: WorkerAnswer<R> | undefined;
      worker.once('message', (message: WorkerAnswer<R>) => {
        answered = message;
        // tsx's loader may hold the worker open once it has answered.
        void worker.terminate();
      });
      worker.once('error', (error) =>
        reject((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeToRead() : error),
      );
      // The turn ends only once the worker has gone, and its memory with it.
      worker.once('exit', (code) =>
        answered ? resolve(answered) : reject(new Error(`the upload worker stopped (exit code ${code})`)),
      );
    });
    if ('refused' in answer) throw refusals[reader](answer.refused);
    return answer.read;
  } finally {
    done();
  }
}
