import {
  Coefficients,
  type CoefficientConfidence,
  type CoefficientRow,
  type CoefficientTable,
} from '@tropero/shared/biomass';
import { coefficientRange, isNamedCoefficient } from '@tropero/shared/coefficient-ranges';
import type {
  CoefficientTableBody,
  CoefficientTableVersion,
  coefficientTablesQuery,
  CoefficientVersionSummary,
} from '@tropero/shared/contracts/biomass';
import type { z } from 'zod';
import type { Caller } from '../../access/caller';
import { nowIso, type Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import { coefficientTablesRepository } from './coefficient-tables.repository';

type VersionRow = Awaited<ReturnType<typeof coefficientTablesRepository.versions>>[number];
type StoredRow = Awaited<ReturnType<typeof coefficientTablesRepository.rowsOf>>[number];

const toCoefficient = (row: StoredRow): CoefficientRow => ({
  table: row.table_name as CoefficientTable,
  key: row.key,
  value: Number(row.value),
  unit: row.unit,
  source: row.source,
  confidence: row.confidence as CoefficientConfidence,
  version: Number(row.version),
});

const summaryOf = (version: VersionRow, current: Map<string, number>): CoefficientVersionSummary => ({
  table: version.table_name as CoefficientTable,
  version: Number(version.version),
  createdAt: version.created_at,
  createdBy: version.created_by,
  author:
    version.created_by && version.author_name !== null && version.author_email !== null
      ? { _id: version.created_by, name: version.author_name, email: version.author_email }
      : null,
  note: version.note,
  current: Number(version.version) === current.get(version.table_name),
});

/**
 * What a new version of `table` may not be: a value outside its range, a key that is no coefficient
 * of the table, or without a named coefficient the current version has (the formulas read it).
 * Field errors by row; the ranges of the refused values ride along for the message.
 */
function refusalsOf(table: CoefficientTable, body: CoefficientTableBody, currentKeys: readonly string[]) {
  const errors: Record<string, string> = {};
  const ranges: Record<string, { min: number; max: number }> = {};
  const keys = body.rows.map((row) => row.key);
  body.rows.forEach((row, i) => {
    const range = coefficientRange(table, row.key);
    if (keys.indexOf(row.key) !== i) errors[`rows.${i}.key`] = 'validation.duplicatedKey';
    else if (!range) errors[`rows.${i}.key`] = 'validation.coefficientUnknown';
    else if (row.value < range.min || row.value > range.max) {
      errors[`rows.${i}.value`] = 'validation.coefficientRange';
      ranges[`rows.${i}.value`] = range;
    }
  });
  const missing = currentKeys.filter((key) => isNamedCoefficient(table, key) && !keys.includes(key));
  if (missing.length > 0) errors.rows = 'validation.coefficientRequired';
  return { errors, ranges, missing };
}

/** The current version of each table: the highest (versions come newest first). */
function currentOf(versions: VersionRow[]): Map<string, number> {
  const current = new Map<string, number>();
  for (const row of versions)
    if (!current.has(row.table_name)) current.set(row.table_name, Number(row.version));
  return current;
}

/**
 * The versioned coefficient tables: everyone reads, a superadmin writes a whole table as a new
 * version. The current rows are kept in memory while the versions stored stay the same (read each
 * time, a few rows), so another server's edit is seen at the next answer.
 */
export class CoefficientTablesService {
  private cached: { signature: string; tables: Coefficients } | null = null;

  constructor(private readonly db: Executor) {}

  /** The current tables, as one reader per answer (read through `executor` inside a transaction). */
  async current(executor: Executor = this.db): Promise<Coefficients> {
    const current = currentOf(await coefficientTablesRepository.versions(executor));
    const signature = [...current].map(([table, version]) => `${table}@${version}`).join(',');
    if (this.cached?.signature !== signature) {
      const rows = await coefficientTablesRepository.rowsOf(
        executor,
        [...current].map(([table, version]) => ({ table, version })),
      );
      this.cached = { signature, tables: new Coefficients(rows.map(toCoefficient)) };
    }
    return this.cached.tables.reader();
  }

  /** GET /data-api/biomass-coefficients: the current version of every table, or one version of one. */
  async list(query: z.infer<typeof coefficientTablesQuery>): Promise<CoefficientTableVersion[]> {
    if (query.version && !query.table)
      throw new AppError('VALIDATION', { errors: { table: 'validation.required' } });
    const versions = await coefficientTablesRepository.versions(this.db);
    const current = currentOf(versions);
    const chosen = versions.filter((row) =>
      query.table
        ? row.table_name === query.table &&
          Number(row.version) === (query.version ?? current.get(query.table))
        : Number(row.version) === current.get(row.table_name),
    );
    if (query.version && chosen.length === 0) throw new AppError('NOT_FOUND');
    const rows = await coefficientTablesRepository.rowsOf(
      this.db,
      chosen.map((row) => ({ table: row.table_name, version: Number(row.version) })),
    );
    return chosen.map((version) => ({
      ...summaryOf(version, current),
      rows: rows
        .filter(
          (row) => row.table_name === version.table_name && Number(row.version) === Number(version.version),
        )
        .map((row) => {
          const coefficient = toCoefficient(row);
          return { ...coefficient, range: coefficientRange(coefficient.table, coefficient.key) };
        }),
    }));
  }

  /** GET /data-api/biomass-coefficients/{table}/versions: a table's history, newest first, without rows. */
  async versions(table: CoefficientTable): Promise<CoefficientVersionSummary[]> {
    const versions = await coefficientTablesRepository.versions(this.db);
    const current = currentOf(versions);
    return versions.filter((row) => row.table_name === table).map((row) => summaryOf(row, current));
  }

  /** PUT /data-api/biomass-coefficients/{table}: the whole table as its next version (superadmin, checked by the route). */
  async write(
    caller: Caller,
    table: CoefficientTable,
    body: CoefficientTableBody,
  ): Promise<CoefficientTableVersion> {
    const [current] = await this.list({ table });
    const refused = refusalsOf(table, body, current?.rows.map((row) => row.key) ?? []);
    if (Object.keys(refused.errors).length > 0)
      throw new AppError('VALIDATION', {
        errors: refused.errors,
        details: { ranges: refused.ranges, missingKeys: refused.missing },
      });
    const version = await this.db
      .transaction()
      .execute((trx) =>
        coefficientTablesRepository.writeVersion(
          trx,
          table,
          { createdAt: nowIso(), createdBy: caller.user._id, note: body.note },
          body.rows,
        ),
      );
    const [written] = await this.list({ table, version });
    return written!;
  }
}
