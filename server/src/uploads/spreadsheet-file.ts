import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { IMPORT_LIMITS } from '@tropero/shared/herd';
import { inflateEntries } from './zip-entries';

/** More data rows than this and the file is refused: split it. */
export const MAX_IMPORT_ROWS = IMPORT_LIMITS.rows;
/** An XLSX may not inflate past this: a zip bomb stops here, whatever its headers claim. */
export const MAX_XLSX_INFLATED_BYTES = 300 * 1024 * 1024;

/** What a spreadsheet cell can hold once read: text (CSV), or what Excel stored. */
export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number the spreadsheet shows: the header is row 1. */
  row: number;
  cells: CellValue[];
}

export type SheetFileErrorKey =
  | 'empty'
  | 'notSpreadsheet'
  | 'legacyXls'
  | 'tooManyRows'
  | 'tooManyCells'
  | 'cellTooLong'
  | 'header'
  | 'tooLarge';

/** What a refusal names: the cell too long (1-based), or the header's missing and repeated columns. */
export type SheetFileErrorDetail =
  { row: number; column: number; limit: number } | { missing: string[]; repeated: string[] };

export class SheetFileError extends Error {
  constructor(
    readonly key: SheetFileErrorKey,
    readonly detail?: SheetFileErrorDetail,
  ) {
    super(key);
  }
}

const startsWith = (data: Uint8Array, bytes: number[]) => bytes.every((byte, i) => data[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file: Excel 97-2003 .xls. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Hands each row of the first sheet of an uploaded CSV or XLSX file (told apart by content, not by
 * the name) to `visit`, blank rows left out, the header first. Reading stops at the first bound
 * crossed (rows, cells spanned: each row counted to its last cell, or a cell's length), before the
 * rest is parsed.
 */
export async function eachSheetRow(data: Uint8Array, visit: (row: SheetRow) => void): Promise<void> {
  if (data.length === 0) throw new SheetFileError('empty');
  if (startsWith(data, OLE2)) throw new SheetFileError('legacyXls');
  let rows = 0;
  let cells = 0;
  const take = (row: SheetRow, width: number) => {
    cells += width;
    if (cells > IMPORT_LIMITS.cells) throw new SheetFileError('tooManyCells');
    // Every cell, read or not, before any is trimmed or compared: the header's are column names.
    const limit = rows === 0 ? IMPORT_LIMITS.headerCellChars : IMPORT_LIMITS.cellChars;
    row.cells.forEach((cell, index) => {
      if (typeof cell === 'string' && cell.length > limit) {
        throw new SheetFileError('cellTooLong', { row: row.row, column: index + 1, limit });
      }
    });
    if (isBlank(row.cells)) return;
    // The header and MAX_IMPORT_ROWS data rows.
    if (++rows > MAX_IMPORT_ROWS + 1) throw new SheetFileError('tooManyRows');
    visit(row);
  };
  if (startsWith(data, ZIP)) await xlsxRows(data, take);
  else csvRows(data, take);
  if (rows === 0) throw new SheetFileError('empty');
}

const isBlank = (cells: CellValue[]) => cells.every((cell) => cellText(cell) === '');

/** A cell as trimmed text; Excel dates as yyyy-mm-dd. */
export function cellText(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** CSV text in UTF-8 (with or without BOM) or, as Excel on Windows saves it, in Windows-1252. */
function decodeText(data: Uint8Array): string {
  if (data.subarray(0, 4096).includes(0)) throw new SheetFileError('notSpreadsheet');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

type Take = (row: SheetRow, width: number) => void;

function csvRows(data: Uint8Array, take: Take): void {
  let row = 0;
  let refusal: unknown;
  // Papa guesses the delimiter: comma, or the semicolon of a Spanish-locale Excel, or a tab. Row by
  // row, so that a file is never split into more cells than the bound.
  Papa.parse<string[]>(decodeText(data), {
    delimiter: '',
    skipEmptyLines: false,
    step: ({ data: cells }, parser) => {
      try {
        take({ row: ++row, cells }, cells.length);
      } catch (error) {
        refusal = error;
        parser.abort();
      }
    },
  });
  if (refusal) throw refusal;
}

/** Inflates every entry once, counting, so that a zip bomb is refused before exceljs reads it. */
function assertInflatesWithinLimit(data: Uint8Array): void {
  const outcome = inflateEntries(data, MAX_XLSX_INFLATED_BYTES, () => () => {});
  if (outcome === 'tooLarge') throw new SheetFileError('tooLarge');
  if (outcome === 'broken') throw new SheetFileError('notSpreadsheet');
}

/** What exceljs gives for a cell, as a plain value: rich text joined, formulas as their result. */
function plainValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (Array.isArray(object.richText)) {
      return (object.richText as { text?: string }[]).map((part) => part.text ?? '').join('');
    }
    if ('result' in object) return plainValue(object.result);
    if (typeof object.text === 'string') return object.text;
  }
  return null;
}

async function xlsxRows(data: Uint8Array, take: Take): Promise<void> {
  assertInflatesWithinLimit(data);
  // Loaded only for an XLSX: exceljs takes a third of a second to load.
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(data)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        // row.values is 1-based and sparse: one cell in column XFD makes the row 16,384 cells wide,
        // which is what it counts for.
        const values = (row.values as unknown[]).slice(1);
        take({ row: row.number, cells: Array.from(values, (value) => plainValue(value)) }, row.cellCount);
      }
      // Only the first sheet: others hold instructions or lists.
      break;
    }
  } catch (error) {
    if (error instanceof SheetFileError) throw error;
    throw new SheetFileError('notSpreadsheet');
  }
}
