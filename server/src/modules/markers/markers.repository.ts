import type { Insertable, Updateable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import { compiledInserts, runStatements } from '../../db/in-slices';
import type { MarkerRow, MarkersTable } from '../../db/schema';

export const markersRepository = {
  async insert(
    db: Executor,
    rows: Omit<Insertable<MarkersTable>, 'created_at' | 'updated_at'>[],
  ): Promise<void> {
    const now = nowIso();
    const statements = await compiledInserts(
      rows.map((row) => ({ ...row, created_at: now, updated_at: now })),
      (slice) => db.insertInto('markers').values(slice),
    );
    await runStatements(db, statements);
  },

  async update(db: Executor, id: string, changes: Updateable<MarkersTable>): Promise<void> {
    await db
      .updateTable('markers')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('markers').where('id', '=', id).execute();
  },

  listBySettlement(db: Executor, settlementId: string): Promise<MarkerRow[]> {
    return db
      .selectFrom('markers')
      .selectAll()
      .where('settlement_id', '=', settlementId)
      .orderBy('created_at')
      .execute();
  },

  find(db: Executor, accountId: string, id: string): Promise<MarkerRow | undefined> {
    return db
      .selectFrom('markers')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  listByIds(db: Executor, ids: string[]): Promise<MarkerRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('markers').selectAll().where('id', 'in', ids).execute();
  },
};
