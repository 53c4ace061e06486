import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportValue = string | number | Date | null;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportColumn<R> {
  header: string;
  width: number;
  /** Dates are written as Date cells shown yyyy-mm-dd in XLSX and as yyyy-mm-dd text in CSV. */
  date?: boolean;
  value(row: R): ExportValue;
}

const csvValue = (value: ExportValue) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? '');

/**
 * CSV in UTF-8 with a BOM (so that Excel reads the accents), written chunk by chunk as the rows
 * are read. Cells that a spreadsheet would take for a formula are escaped.
 */
function csvStream<R>(columns: ExportColumn<R>[], chunks: AsyncIterable<R[]>): Readable {
  const unparse = (rows: ExportValue[][]) => Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' });
  return Readable.from(
    (async function* () {
      yield `\uFEFF${unparse([columns.map((c) => c.header)])}\r\n`;
      for await (const chunk of chunks) {
        yield `${unparse(chunk.map((row) => columns.map((c) => csvValue(c.value(row)))))}\r\n`;
      }
    })(),
  );
}

/** XLSX through exceljs's streaming writer: rows are committed as they come, never all held. */
function xlsxStream<R>(sheetName: string, columns: ExportColumn<R>[], chunks: AsyncIterable<R[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((c, index) => ({
    header: c.header,
    key: String(index),
    width: c.width,
    ...(c.date && { style: { numFmt: 'yyyy-mm-dd' } }),
  }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const chunk of chunks) {
      for (const row of chunk) worksheet.addRow(columns.map((c) => c.value(row))).commit();
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

export function spreadsheetStream<R>(
  format: ExportFormat,
  sheetName: string,
  columns: ExportColumn<R>[],
  chunks: AsyncIterable<R[]>,
): Readable {
  return format === 'csv' ? csvStream(columns, chunks) : xlsxStream(sheetName, columns, chunks);
}
