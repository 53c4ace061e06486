import { parentPort, workerData } from 'node:worker_threads';
import { readSheet, SheetFileError } from '../modules/imports/spreadsheet-file';
import { KmlFileError } from '../modules/plots/kml-file';
import { kmlFilePlacemarks } from '../modules/plots/kml-placemarks';

/** What an upload worker can be asked to read: each turns the uploaded bytes into plain data. */
export const uploadReaders = {
  kml: kmlFilePlacemarks,
  sheet: readSheet,
};

export type UploadReader = keyof typeof uploadReaders;

/** What the worker answers: the data read, or why the file was refused (its error's key). */
export type WorkerAnswer<R extends UploadReader> =
  { read: Awaited<ReturnType<(typeof uploadReaders)[R]>> } | { refused: string };

export interface UploadJob {
  reader: UploadReader;
  data: Uint8Array;
}

async function answer({ reader, data }: UploadJob): Promise<WorkerAnswer<UploadReader>> {
  try {
    return { read: await uploadReaders[reader](data) };
  } catch (error) {
    if (error instanceof KmlFileError || error instanceof SheetFileError) return { refused: error.key };
    throw error;
  }
}

// Any other failure leaves the worker as an 'error' event, which the pool passes on.
parentPort!.postMessage(await answer(workerData.job as UploadJob));
