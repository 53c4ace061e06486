import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { nowIso, type Executor } from './executor';
import { inBatches } from './in-slices';
import type { DB, Instant } from './schema';

/** The tables whose rows have an id and say when they were created and last changed. */
export type StampedTable = {
  [T in keyof DB]: DB[T] extends { id: string; created_at: Instant; updated_at: Instant } ? T : never;
}[keyof DB];

/** A new row of such a table, without its stamps: the write adds them. */
export type NewRow<T extends StampedTable> = Omit<Insertable<DB[T]>, 'created_at' | 'updated_at'>;

/** The stamped tables whose rows belong to an account. */
export type AccountTable = {
  [T in StampedTable]: DB[T] extends { account_id: string } ? T : never;
}[StampedTable];

/** The stamped tables whose rows are kept in a settlement. */
export type SettlementTable = {
  [T in AccountTable]: DB[T] extends { settlement_id: string } ? T : never;
}[AccountTable];

interface StampedRow {
  id: string;
  created_at: Instant;
  updated_at: Instant;
}

/** Any of these tables seen as one: these statements only name the columns all of them have. */
const alike = <Row>(db: Executor) => db as unknown as Kysely<{ rows: Row }>;
const asRows = (table: StampedTable) => table as unknown as 'rows';

/** Rows stamped as created and changed now. */
export function stamped<R extends object>(
  rows: readonly R[],
): (R & { created_at: Instant; updated_at: Instant })[] {
  const now = nowIso();
  return rows.map((row) => ({ ...row, created_at: now, updated_at: now }));
}

/** Inserts new rows stamped now, in chunks that keep each statement under SQLite's bound-parameter limit. */
export async function insertRows<T extends StampedTable>(
  db: Executor,
  table: T,
  rows: NewRow<T>[],
): Promise<void> {
  const all = stamped(rows) as unknown as StampedRow[];
  for (const batch of inBatches(all, 500)) {
    await alike<StampedRow>(db).insertInto(asRows(table)).values(batch).execute();
  }
}

/** Changes these rows, stamped as changed now. */
export async function updateRows<T extends StampedTable>(
  db: Executor,
  table: T,
  ids: string[],
  changes: Updateable<DB[T]>,
): Promise<void> {
  await alike<StampedRow>(db)
    .updateTable(asRows(table))
    .set({ ...(changes as Partial<StampedRow>), updated_at: nowIso() })
    .where('id', 'in', ids)
    .execute();
}

export async function deleteRows(db: Executor, table: StampedTable, ids: string[]): Promise<void> {
  await alike<StampedRow>(db).deleteFrom(asRows(table)).where('id', 'in', ids).execute();
}

/** The row of this id if the account holds it. */
export async function findInAccount<T extends AccountTable>(
  db: Executor,
  table: T,
  accountId: string,
  id: string,
): Promise<Selectable<DB[T]> | undefined> {
  const row = await alike<StampedRow & { account_id: string }>(db)
    .selectFrom(asRows(table))
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Selectable<DB[T]> | undefined;
}

/** The rows kept in a settlement, in this order. */
export async function listInSettlement<T extends SettlementTable>(
  db: Executor,
  table: T,
  settlementId: string,
  orderBy: 'name' | 'created_at',
): Promise<Selectable<DB[T]>[]> {
  const rows = await alike<StampedRow & { settlement_id: string; name: string }>(db)
    .selectFrom(asRows(table))
    .selectAll()
    .where('settlement_id', '=', settlementId)
    .orderBy(orderBy)
    .execute();
  return rows as Selectable<DB[T]>[];
}
