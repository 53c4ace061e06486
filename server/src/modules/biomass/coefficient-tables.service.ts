import {
  Coefficients,
  type CoefficientConfidence,
  type CoefficientRow,
  type CoefficientTable,
} from '@tropero/shared/biomass';
import type {
  CoefficientTableBody,
  CoefficientTableVersion,
  coefficientTablesQuery,
} from '@tropero/shared/contracts/biomass';
import type { z } from 'zod';
import type { Caller } from '../../access/caller';
import { nowIso, type Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import { biomassRepository } from './biomass.repository';

type VersionRow = Awaited<ReturnType<typeof biomassRepository.versions>>[number];
type StoredRow = Awaited<ReturnType<typeof biomassRepository.rowsOf>>[number];

const toCoefficient = (row: StoredRow): CoefficientRow => ({
  table: row.table_name as CoefficientTable,
  key: row.key,
  value: Number(row.value),
  unit: row.unit,
  source: row.source,
  confidence: row.confidence as CoefficientConfidence,
  version: Number(row.version),
});

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

  /** The current tables, as one reader per answer. */
  async current(): Promise<Coefficients> {
    const current = currentOf(await biomassRepository.versions(this.db));
    const signature = [...current].map(([table, version]) => `${table}@${version}`).join(',');
    if (this.cached?.signature !== signature) {
      const rows = await biomassRepository.rowsOf(
        this.db,
        [...current].map(([table, version]) => ({ table, version })),
      );
      this.cached = { signature, tables: new Coefficients(rows.map(toCoefficient)) };
    }
    return this.cached.tables.reader();
  }

  /** GET /data-api/biomass-coefficients: the current version of every table, or one version of one. */
  async list(query: z.infer<typeof coefficientTablesQuery>): Promise<CoefficientTableVersion[]> {
    const versions = await biomassRepository.versions(this.db);
    const current = currentOf(versions);
    const chosen = versions.filter((row) =>
      query.table
        ? row.table_name === query.table &&
          Number(row.version) === (query.version ?? current.get(query.table))
        : Number(row.version) === current.get(row.table_name),
    );
    if (query.version && chosen.length === 0) throw new AppError('NOT_FOUND');
    const rows = await biomassRepository.rowsOf(
      this.db,
      chosen.map((row) => ({ table: row.table_name, version: Number(row.version) })),
    );
    return chosen.map((version) => ({
      table: version.table_name as CoefficientTable,
      version: Number(version.version),
      createdAt: version.created_at,
      createdBy: version.created_by,
      note: version.note,
      current: Number(version.version) === current.get(version.table_name),
      rows: rows
        .filter(
          (row) => row.table_name === version.table_name && Number(row.version) === Number(version.version),
        )
        .map(toCoefficient),
    }));
  }

  /** PUT /data-api/biomass-coefficients/{table}: the whole table as its next version (superadmin, checked by the route). */
  async write(
    caller: Caller,
    table: CoefficientTable,
    body: CoefficientTableBody,
  ): Promise<CoefficientTableVersion> {
    const keys = body.rows.map((row) => row.key);
    const repeated = keys.findIndex((key, i) => keys.indexOf(key) !== i);
    if (repeated >= 0)
      throw new AppError('VALIDATION', { errors: { [`rows.${repeated}.key`]: 'validation.duplicatedKey' } });
    const version = await this.db
      .transaction()
      .execute((trx) =>
        biomassRepository.writeVersion(
          trx,
          table,
          { createdAt: nowIso(), createdBy: caller.user._id, note: body.note ?? null },
          body.rows,
        ),
      );
    const [written] = await this.list({ table, version });
    return written!;
  }
}
