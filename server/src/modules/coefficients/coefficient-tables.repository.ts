import type { Executor } from '../../db/executor';
import type { BiomassCoefficientsTable } from '../../db/schema';

/** The coefficient tables' versions and rows (spec §6): each change is a new version, none is rewritten. */
export const coefficientTablesRepository = {
  /** Every table's versions, newest first, with the name and email of who wrote each. */
  versions(db: Executor) {
    return db
      .selectFrom('biomass_table_versions')
      .leftJoin('users', 'users.id', 'biomass_table_versions.created_by')
      .selectAll('biomass_table_versions')
      .select(['users.name as author_name', 'users.email as author_email'])
      .orderBy('table_name')
      .orderBy('version', 'desc')
      .execute();
  },

  /** The rows of these (table, version) pairs. */
  rowsOf(db: Executor, versions: { table: string; version: number }[]) {
    if (versions.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('biomass_coefficients')
      .selectAll()
      .where((eb) =>
        eb.or(
          versions.map(({ table, version }) =>
            eb.and([eb('table_name', '=', table), eb('version', '=', version)]),
          ),
        ),
      )
      .orderBy('table_name')
      .orderBy('key')
      .execute();
  },

  /** Writes a table's next version; run in a transaction. Answers the version written. */
  async writeVersion(
    db: Executor,
    table: string,
    meta: { createdAt: string; createdBy: string; note: string | null },
    rows: Omit<BiomassCoefficientsTable, 'table_name' | 'version'>[],
  ): Promise<number> {
    const last = await db
      .selectFrom('biomass_table_versions')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('table_name', '=', table)
      .executeTakeFirst();
    const version = Number(last?.version ?? 0) + 1;
    await db
      .insertInto('biomass_table_versions')
      .values({
        table_name: table,
        version,
        created_at: meta.createdAt,
        created_by: meta.createdBy,
        note: meta.note,
      })
      .execute();
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('biomass_coefficients')
        .values(rows.slice(i, i + 200).map((row) => ({ ...row, table_name: table, version })))
        .execute();
    }
    return version;
  },
};
