import type { ImportRowError } from '@tropero/shared/herd';
import { ANIMAL_IMPORT_COLUMNS, DEVICE_IMPORT_COLUMNS, IMPORT_LIMITS } from '@tropero/shared/herd';
import { patterns } from '@tropero/shared/validation';
import { newObjectId } from '../../db/object-id';
import { assertCanEdit, type AccountScope } from '../../access/account-scope';
import { AppError, type ErrorCode } from '../../errors/app-error';
import { newIngestKey } from '../../access/ingest-key';
import type { AnimalsService } from '../animals/animals.service';
import type { DevicesService } from '../devices/devices.service';
import type { RoundupsService } from '../roundups/roundups.service';
import type { SettlementsService } from '../settlements/settlements.service';
import {
  animalIdentifiers,
  checkAnimalRows,
  REQUIRED_ANIMAL_COLUMNS,
  type ImportedAnimal,
} from './animal-rows';
import {
  checkDeviceRows,
  deviceIdentifiers,
  REQUIRED_DEVICE_COLUMNS,
  type ImportedDevice,
} from './device-rows';
import type { RawRow } from '../../uploads/import-rows';
import { readUpload } from '../../uploads/read-upload';
import { MAX_IMPORT_ROWS, SheetFileError, type SheetFileErrorKey } from '../../uploads/spreadsheet-file';

const count = (n: number) => n.toLocaleString('en-US');

const FILE_ERRORS: Record<
  Exclude<SheetFileErrorKey, 'header' | 'cellTooLong'>,
  { code: ErrorCode; message: string; key: string }
> = {
  empty: { code: 'VALIDATION', message: 'the file is empty', key: 'validation.importEmpty' },
  notSpreadsheet: {
    code: 'VALIDATION',
    message: 'the file is not a CSV or XLSX spreadsheet',
    key: 'validation.importFormat',
  },
  legacyXls: {
    code: 'VALIDATION',
    message: 'Excel 97-2003 (.xls) files are not supported: save the file as .xlsx or .csv',
    key: 'validation.importFormat',
  },
  tooManyRows: {
    code: 'FILE_TOO_LARGE',
    message: `the file has more than ${count(MAX_IMPORT_ROWS)} rows: split it into files of at most ${count(MAX_IMPORT_ROWS)} rows`,
    key: 'validation.importTooManyRows',
  },
  tooManyCells: {
    code: 'FILE_TOO_LARGE',
    message: `the file spans more than ${count(IMPORT_LIMITS.cells)} cells: split it, or delete the columns it does not need`,
    key: 'validation.importTooManyCells',
  },
  tooLarge: {
    code: 'FILE_TOO_LARGE',
    message: 'the XLSX file inflates too much',
    key: 'validation.fileTooLarge',
  },
};

/** The file's refusal as the API answers it, naming the cell or the header's columns when it can. */
function fileError(error: SheetFileError, columns: readonly string[]): AppError {
  const { key, detail } = error;
  if (detail && 'missing' in detail) {
    const problems = [
      detail.missing.length > 0 && `missing ${detail.missing.join(', ')}`,
      detail.repeated.length > 0 && `repeated ${detail.repeated.join(', ')}`,
    ].filter(Boolean);
    return new AppError('VALIDATION', {
      message: `the first row must be the header with the columns ${columns.join(', ')} (${problems.join('; ')})`,
      errors: { file: 'validation.importHeader' },
      details: { columns, ...detail },
    });
  }
  if (detail && 'limit' in detail) {
    return new AppError('FILE_TOO_LARGE', {
      message: `the cell in row ${detail.row}, column ${detail.column} has more than ${count(detail.limit)} characters`,
      errors: { file: 'validation.importCellTooLong' },
      details: detail,
    });
  }
  // The other refusals name nothing.
  const { code, message, key: field } = FILE_ERRORS[key as keyof typeof FILE_ERRORS];
  return new AppError(code, { message, errors: { file: field } });
}

/** What an import answers: how many rows were stored, or would be on a dry run. */
export type ImportResult = { imported: number } | { valid: number };

/** Whether the caller may change anything at all in this account: viewers are refused before reading. */
function assertCanEditSomething(scope: AccountScope): void {
  if (scope.accountAccess === 'admin' || [...scope.shared.values()].includes('admin')) return;
  throw new AppError('FORBIDDEN');
}

function invalidRows(errors: ImportRowError[]): AppError {
  return new AppError('IMPORT_INVALID', {
    message: `the file has ${errors.length} error${errors.length === 1 ? '' : 's'}; nothing was imported`,
    errors: Object.fromEntries(errors.map((e) => [`rows.${e.row}.${e.column}`, `imports.errors.${e.error}`])),
    details: errors,
  });
}

/** A row stored by someone else between the file's check and its write: nothing is stored. */
const takenMeanwhile = () =>
  new AppError('CONFLICT', {
    message: 'some rows were stored by someone else meanwhile; nothing was imported, try again',
  });

const present = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/**
 * Animal and device imports from CSV or XLSX (spec §3, §5): the whole file is checked first and
 * every bad cell named; one error and nothing is stored. Lookups run before the transaction,
 * which only writes (SQLite has one connection).
 */
export class ImportsService {
  constructor(
    private readonly settlements: SettlementsService,
    private readonly animalsService: AnimalsService,
    private readonly devicesService: DevicesService,
    private readonly roundupsService: RoundupsService,
  ) {}

  async animals(scope: AccountScope, file: Uint8Array, dryRun: boolean): Promise<ImportResult> {
    assertCanEditSomething(scope);
    const rows = await this.rows(scope, file, ANIMAL_IMPORT_COLUMNS, REQUIRED_ANIMAL_COLUMNS);
    const settlements = (await this.settlements.list(scope)).map((s) => ({ id: s._id, name: s.name }));
    const identifiers = rows.map(animalIdentifiers);
    const [roundups, takenCaravanas, takenSenasas] = await Promise.all([
      this.roundupsService.names(scope),
      this.animalsService.taken(scope.accountId, 'caravana', present(identifiers.map((i) => i.caravana))),
      this.animalsService.taken(scope.accountId, 'senasa', present(identifiers.map((i) => i.senasa))),
    ]);
    const { animals, errors } = checkAnimalRows(rows, {
      settlements,
      roundups,
      takenCaravanas,
      takenSenasas,
    });
    for (const settlementId of new Set(animals.map((a) => a.body.settlementId))) {
      assertCanEdit(scope, settlementId);
    }
    if (errors.length > 0) throw invalidRows(errors);
    if (dryRun) return { valid: animals.length };
    await this.storeAnimals(scope.accountId, animals);
    return { imported: animals.length };
  }

  async devices(
    scope: AccountScope,
    file: Uint8Array,
    options: { dryRun: boolean; settlementId?: string },
  ): Promise<ImportResult> {
    assertCanEditSomething(scope);
    if (options.settlementId) {
      await this.settlements.find(scope, options.settlementId);
      assertCanEdit(scope, options.settlementId);
    }
    const rows = await this.rows(scope, file, DEVICE_IMPORT_COLUMNS, REQUIRED_DEVICE_COLUMNS);
    const identifiers = rows.map(deviceIdentifiers);
    const [identifiersTaken, animals] = await Promise.all([
      this.devicesService.identifiersTaken(
        scope.accountId,
        present(identifiers.map((i) => i.identifier)).filter((id) => patterns.mac.test(id)),
      ),
      this.animalsService.byCaravanas(scope, present(identifiers.map((i) => i.caravana))),
    ]);
    const animalDeviceTypes = await this.devicesService.typesOnAnimals(animals.map((a) => a.id));
    const { devices, errors } = checkDeviceRows(rows, {
      identifiersTaken,
      animals: new Map(animals.map((a) => [a.caravana, a])),
      animalDeviceTypes,
    });
    for (const settlementId of new Set(devices.map((d) => d.animal?.settlementId ?? options.settlementId))) {
      // A loose device without a settlement belongs to the whole account.
      assertCanEdit(scope, settlementId);
    }
    if (errors.length > 0) throw invalidRows(errors);
    if (options.dryRun) return { valid: devices.length };
    await this.storeDevices(scope.accountId, devices, options.settlementId ?? null);
    return { imported: devices.length };
  }

  /** The file's rows by column, read and matched to the header in an upload worker. */
  private async rows<C extends string>(
    scope: AccountScope,
    file: Uint8Array,
    columns: readonly C[],
    required: readonly C[],
  ): Promise<RawRow<C>[]> {
    let rows: RawRow<C>[];
    try {
      rows = (await readUpload('sheet', file, {
        account: scope.accountId,
        columns,
        required,
      })) as RawRow<C>[];
    } catch (error) {
      if (error instanceof SheetFileError) throw fileError(error, columns);
      throw error;
    }
    if (rows.length === 0) {
      throw new AppError('VALIDATION', {
        message: 'the file has no rows below the header',
        errors: { file: 'validation.importEmpty' },
      });
    }
    return rows;
  }

  private async storeAnimals(accountId: string, animals: ImportedAnimal[]): Promise<void> {
    await this.animalsService.insertMany(accountId, animals, () => Promise.reject(takenMeanwhile()));
  }

  private async storeDevices(
    accountId: string,
    devices: ImportedDevice[],
    settlementId: string | null,
  ): Promise<void> {
    // Each device gets its own ingest key; only the hash is kept and imports answer no keys
    // (the user issues one per device when he configures it).
    await this.devicesService.insertMany(
      accountId,
      devices.map((d) => ({
        id: newObjectId(),
        identifier: d.identifier,
        type: d.type,
        firmware: d.firmware,
        technology: null,
        animalId: d.animal?.id ?? null,
        settlementId: d.animal?.settlementId ?? settlementId,
        keyHash: newIngestKey('device').hash,
      })),
      () => Promise.reject(takenMeanwhile()),
    );
  }
}
