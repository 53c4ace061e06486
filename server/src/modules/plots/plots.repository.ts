import type { CompiledQuery, Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import { compiledInserts, runStatements } from '../../db/in-slices';
import type { PlotRow, PlotsTable } from '../../db/schema';
import { deleteRows, listInSettlement, stamped, updateRows, type NewRow } from '../../db/table-rows';

export const plotsRepository = {
  /** INSERTs of new plots, compiled ahead so that a transaction only runs them (`runStatements`). */
  insertStatements(db: Executor, rows: NewRow<'plots'>[]): Promise<CompiledQuery[]> {
    return compiledInserts(stamped(rows), (slice) => db.insertInto('plots').values(slice));
  },

  async insert(db: Executor, rows: NewRow<'plots'>[]): Promise<void> {
    await runStatements(db, await this.insertStatements(db, rows));
  },

  update: (db: Executor, ids: string[], changes: Updateable<PlotsTable>) =>
    updateRows(db, 'plots', ids, changes),

  delete: (db: Executor, ids: string[]) => deleteRows(db, 'plots', ids),

  listBySettlement: (db: Executor, settlementId: string) =>
    listInSettlement(db, 'plots', settlementId, 'name'),

  /** Plots of the account among these ids. */
  findMany(db: Executor, accountId: string, ids: string[]): Promise<PlotRow[]> {
    return db
      .selectFrom('plots')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', 'in', ids)
      .execute();
  },

  /** How many animals are in each plot today (their open allocations). */
  async currentAnimalCounts(db: Executor, plotIds: string[]): Promise<Map<string, number>> {
    if (plotIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('allocations')
      .select(['plot_id', (eb) => eb.fn.countAll<number>().as('animals')])
      .where('plot_id', 'in', plotIds)
      .where('to_date', 'is', null)
      .groupBy('plot_id')
      .execute();
    return new Map(rows.map((row) => [row.plot_id, Number(row.animals)]));
  },
};
