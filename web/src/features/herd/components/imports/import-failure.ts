import type { ImportErrorKey } from '@tropero/shared/herd';
import { isApiError } from '../../../../api/api-error';

/** Import error keys: the spec's (§5), plus a value breaking its pattern and a second device of a type. */
export type RowErrorKey = ImportErrorKey | 'invalidFormat' | 'animalHasDevice';

export interface RowError {
  /** As the spreadsheet shows it: the header is row 1. */
  row: number;
  column: string;
  error: RowErrorKey;
}

/** Why nothing was imported: bad rows (each named), the file itself, its size, or the request. */
export type ImportFailure =
  { kind: 'rows'; rows: RowError[] } | { kind: 'file'; key: string } | { kind: 'request'; error: unknown };

const isRowError = (value: unknown): value is RowError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RowError).row === 'number' &&
  typeof (value as RowError).column === 'string' &&
  typeof (value as RowError).error === 'string';

/** Reads the server's refusal: 422 with every bad cell, 413 beyond the limits, 400 on the file. */
export function importFailure(error: unknown): ImportFailure {
  if (!isApiError(error)) return { kind: 'request', error };
  const details = error.body?.details;
  if (error.status === 422 && Array.isArray(details) && details.some(isRowError)) {
    const rows = details.filter(isRowError).sort((a, b) => a.row - b.row);
    return { kind: 'rows', rows };
  }
  const fileKey = error.fieldErrors.file;
  if (fileKey) return { kind: 'file', key: fileKey };
  if (error.status === 413) return { kind: 'file', key: 'validation.fileTooLarge' };
  return { kind: 'request', error };
}
