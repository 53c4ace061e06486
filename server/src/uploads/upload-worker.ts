import { parentPort, workerData } from 'node:worker_threads';

/** The data a reader read, or why it refused the file (its error's key). */
type Answer<T> = { read: T } | { refused: string };

async function settle<T>(
  read: () => T | Promise<T>,
  Refusal: abstract new (...args: never[]) => Error & { key: string },
): Promise<Answer<T>> {
  try {
    return { read: await read() };
  } catch (error) {
    if (error instanceof Refusal) return { refused: error.key };
    throw error;
  }
}

/**
 * What an upload worker can be asked to read: each turns the uploaded bytes into plain data. Each
 * loads only its own parsers (exceljs alone takes a third of a second to load).
 */
export const uploadReaders = {
  kml: async (data: Uint8Array) => {
    const [{ kmlFilePlacemarks }, { KmlFileError }] = await Promise.all([
      import('../modules/plots/kml-placemarks'),
      import('../modules/plots/kml-file'),
    ]);
    return settle(() => kmlFilePlacemarks(data), KmlFileError);
  },
  sheet: async (data: Uint8Array) => {
    const { readSheet, SheetFileError } = await import('../modules/imports/spreadsheet-file');
    return settle(() => readSheet(data), SheetFileError);
  },
};

export type UploadReader = keyof typeof uploadReaders;
export type WorkerAnswer<R extends UploadReader> = Awaited<ReturnType<(typeof uploadReaders)[R]>>;

export interface UploadJob {
  reader: UploadReader;
  data: Uint8Array;
}

// Any other failure leaves the worker as an 'error' event, which the pool passes on.
const { reader, data } = workerData.job as UploadJob;
parentPort!.postMessage(await uploadReaders[reader](data));
