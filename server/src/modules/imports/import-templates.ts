import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  ANIMAL_IMPORT_COLUMNS,
  ANIMAL_SUBTYPES,
  ANIMAL_TYPES,
  BREEDS,
  DEVICE_IMPORT_COLUMNS,
  DEVICE_TYPES,
  NO_ROUNDUP,
  NO_SUBTYPE,
} from '@tropero/shared/herd';
import { MAX_IMPORT_ROWS } from '../../uploads/spreadsheet-file';

interface DataValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

export type TemplateKind = 'animals' | 'devices';
export type FileFormat = 'csv' | 'xlsx';

export const CONTENT_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface TemplateColumn {
  example: string | Date;
  width: number;
  /** Excel number format: '@' keeps identifiers as text (leading zeros), a date format for dates. */
  numFmt?: string;
  /** Offered as a drop-down in the XLSX template. */
  options?: readonly string[];
}

type AnimalColumn = (typeof ANIMAL_IMPORT_COLUMNS)[number];
type DeviceColumn = (typeof DEVICE_IMPORT_COLUMNS)[number];

// Keyed by the shared column lists, so that a column added there cannot be forgotten here.
const ANIMAL_COLUMNS: Record<AnimalColumn, TemplateColumn> = {
  caravanaNumber: { example: 'AR-000123', width: 16, numFmt: '@' },
  animalSenasa: { example: 'AB1234567890', width: 16, numFmt: '@' },
  breed: { example: 'ABERDEEN ANGUS', width: 20, options: BREEDS },
  animalType: { example: 'VACA', width: 14, options: ANIMAL_TYPES },
  animalSubtype: { example: 'CRÍA', width: 18, options: [...ANIMAL_SUBTYPES, NO_SUBTYPE] },
  birthDay: { example: new Date(Date.UTC(2023, 8, 15)), width: 12, numFmt: 'yyyy-mm-dd' },
  observations: { example: 'Ejemplo: reemplazar por sus animales', width: 36 },
  animalSettlement: { example: 'La Esperanza', width: 22 },
  roundup: { example: NO_ROUNDUP, width: 16 },
};
const DEVICE_COLUMNS: Record<DeviceColumn, TemplateColumn> = {
  deviceType: { example: 'COLLAR', width: 16, options: DEVICE_TYPES },
  deviceMACAddress: { example: 'A1B2C3D4E5F6', width: 22, numFmt: '@' },
  deviceFirmwareVersion: { example: '1.0.3', width: 22, numFmt: '@' },
  deviceAnimalID: { example: 'AR-000123', width: 16, numFmt: '@' },
};

const TEMPLATES: Record<TemplateKind, { sheet: string; columns: (TemplateColumn & { name: string })[] }> = {
  animals: {
    sheet: 'Animales',
    columns: ANIMAL_IMPORT_COLUMNS.map((name) => ({ name, ...ANIMAL_COLUMNS[name] })),
  },
  devices: {
    sheet: 'Dispositivos',
    columns: DEVICE_IMPORT_COLUMNS.map((name) => ({ name, ...DEVICE_COLUMNS[name] })),
  },
};

export const templateFilename = (kind: TemplateKind, format: FileFormat) =>
  `plantilla-${kind === 'animals' ? 'animales' : 'dispositivos'}.${format}`;

/** The header row and one example row, as a file to fill in. */
export async function templateFile(kind: TemplateKind, format: FileFormat): Promise<Buffer> {
  const { sheet, columns } = TEMPLATES[kind];
  if (format === 'csv') {
    const example = columns.map((c) =>
      c.example instanceof Date ? c.example.toISOString().slice(0, 10) : c.example,
    );
    // The BOM makes Excel read the accents as UTF-8.
    return Buffer.from(`\uFEFF${Papa.unparse([columns.map((c) => c.name), example])}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((c) => ({
    header: c.name,
    key: c.name,
    width: c.width,
    ...(c.numFmt && { style: { numFmt: c.numFmt } }),
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.addRow(columns.map((c) => c.example));
  columns.forEach((column, index) => {
    if (!column.options) return;
    const letter = worksheet.getColumn(index + 1).letter;
    // exceljs has worksheet.dataValidations (ranges included) but its typings leave it out.
    (worksheet as unknown as { dataValidations: DataValidations }).dataValidations.add(
      `${letter}2:${letter}${MAX_IMPORT_ROWS + 1}`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [`"${column.options.join(',')}"`],
        // A warning, not a stop: the import also takes other cases and spellings without accents.
        showErrorMessage: true,
        errorStyle: 'warning',
      },
    );
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
