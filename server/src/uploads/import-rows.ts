import { DAY_MS } from '@tropero/shared/constants';
import { cellText, eachSheetRow, SheetFileError, type CellValue } from './spreadsheet-file';

/** One data row, its cells by column name (absent optional columns are null). */
export interface RawRow<C extends string> {
  row: number;
  values: Record<C, CellValue>;
}

/**
 * Where each column is in the header row. The header names columns case-insensitively, in any
 * order; unknown columns are ignored, and optional columns may be left out. Its cells were checked
 * short while read (a column name has a few characters).
 */
function headerPositions<C extends string>(
  header: CellValue[],
  columns: readonly C[],
  required: readonly C[],
): Map<C, number> {
  const byName = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const positions = new Map<C, number>();
  const repeated: string[] = [];
  header.forEach((cell, index) => {
    const column = byName.get(cellText(cell).toLowerCase());
    if (!column) return;
    if (positions.has(column)) repeated.push(column);
    else positions.set(column, index);
  });
  const missing = required.filter((column) => !positions.has(column));
  if (missing.length > 0 || repeated.length > 0) throw new SheetFileError('header', { missing, repeated });
  return positions;
}

/**
 * The data rows of an uploaded CSV or XLSX by column name (the job of the upload worker, so that
 * neither parsing nor header matching runs on the event loop). Only the columns asked for are
 * kept.
 */
export async function importRows<C extends string>(
  data: Uint8Array,
  columns: readonly C[],
  required: readonly C[],
): Promise<RawRow<C>[]> {
  let positions: Map<C, number> | undefined;
  const rows: RawRow<C>[] = [];
  await eachSheetRow(data, ({ row, cells }) => {
    if (!positions) {
      positions = headerPositions(cells, columns, required);
      return;
    }
    const at = positions;
    const values = columns.map((column) => {
      const position = at.get(column);
      return [column, position === undefined ? null : (cells[position] ?? null)];
    });
    rows.push({ row, values: Object.fromEntries(values) as Record<C, CellValue> });
  });
  return rows;
}

/** How option names are compared: upper-case, without accents, single spaces. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The canonical option for a typed value (any case, with or without accents), if there is one. */
export function optionMatcher<T extends string>(options: readonly T[]): (text: string) => T | undefined {
  const byFold = new Map(options.map((option) => [fold(option), option]));
  return (text) => byFold.get(fold(text));
}

/** Day 0 of Excel's serial dates (1900 date system, with its leap-year bug already absorbed). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * A birth day as yyyy-mm-dd from yyyy-mm-dd, dd/mm/yyyy (Argentine order), an Excel date cell or
 * an Excel serial day number; null when it is none of these, not a real date, or in the future.
 */
export function dayOf(cell: CellValue): string | null {
  let day: string | null;
  if (cell instanceof Date) {
    day = cellText(cell) || null;
  } else if (typeof cell === 'number') {
    day = Number.isInteger(cell) && cell > 0 ? new Date(EXCEL_EPOCH_MS + cell * DAY_MS).toISOString() : null;
    day = day?.slice(0, 10) ?? null;
  } else {
    const text = cellText(cell);
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
    const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    day = iso
      ? isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))
      : local
        ? isoDay(Number(local[3]), Number(local[2]), Number(local[1]))
        : null;
  }
  if (!day || day < '1900-01-01' || day > new Date(Date.now() + DAY_MS).toISOString().slice(0, 10)) {
    return null;
  }
  return day;
}

/** Values seen earlier in the file, to report the rows that repeat one. */
export class SeenValues {
  private readonly seen = new Set<string>();
  /** True when the value was already seen. */
  repeats(value: string): boolean {
    if (this.seen.has(value)) return true;
    this.seen.add(value);
    return false;
  }
}
