import type { DownloadedFile } from './save-file';

type Cell = string | number | null | undefined;

/** A cell quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvCell(value: Cell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text: commas, CRLF line ends, numbers with a dot (what spreadsheets read in any locale). */
export const toCsv = (rows: readonly (readonly Cell[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n');

/**
 * A CSV file made in the browser, as the exports make theirs: commas and a UTF-8 byte order mark,
 * so that Excel reads the accents.
 */
export const csvFile = (rows: readonly (readonly Cell[])[], filename: string): DownloadedFile => ({
  blob: new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' }),
  filename,
});
