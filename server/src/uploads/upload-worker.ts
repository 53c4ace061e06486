import { parentPort, workerData } from 'node:worker_threads';

/** The data a reader read, or why it refused the file (its error's key, and what it names). */
type Answer<T> = { read: T } | { refused: string; detail?: unknown };

async function settle<T>(
  read: () => T | Promise<T>,
  Refusal: abstract new (...args: never[]) => Error & { key: string; detail?: unknown },
): Promise<Answer<T>> {
  try {
    return { read: await read() };
  } catch (error) {
    if (error instanceof Refusal) return { refused: error.key, detail: error.detail };
    throw error;
  }
}

/** The columns a spreadsheet is read for (the import's template columns, and those it requires). */
export interface SheetColumns {
  columns: readonly string[];
  required: readonly string[];
}

/**
 * What an upload worker can be asked to read: each turns the uploaded bytes into plain data. Each
 * loads only its own parsers (exceljs alone takes a third of a second to load).
 */
export const uploadReaders = {
  kml: async (data: Uint8Array) => {
    const [{ kmlFilePlacemarks }, { KmlFileError }] = await Promise.all([
      import('./kml-placemarks'),
      import('./kml-file'),
    ]);
    return settle(() => kmlFilePlacemarks(data), KmlFileError);
  },
  sheet: async (data: Uint8Array, { columns, required }: SheetColumns) => {
    const [{ importRows }, { SheetFileError }] = await Promise.all([
      import('./import-rows'),
      import('./spreadsheet-file'),
    ]);
    return settle(() => importRows(data, columns, required), SheetFileError);
  },
};

export type UploadReader = keyof typeof uploadReaders;
export type WorkerAnswer<R extends UploadReader> = Awaited<ReturnType<(typeof uploadReaders)[R]>>;

export type UploadJob = { data: Uint8Array } & ({ reader: 'kml' } | ({ reader: 'sheet' } & SheetColumns));

// Any other failure leaves the worker as an 'error' event, which the pool passes on.
const job = (workerData as { job: UploadJob }).job;
parentPort!.postMessage(
  await (job.reader === 'kml' ? uploadReaders.kml(job.data) : uploadReaders.sheet(job.data, job)),
);
