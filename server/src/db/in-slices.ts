import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './executor';

/** SQLite binds at most 32,766 parameters to one statement; PostgreSQL 65,535. */
const MAX_BOUND_PARAMETERS = 32_766;
/** Rows one statement writes at most: each stays short, and other requests are served between them. */
const MAX_ROWS_PER_STATEMENT = 500;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** `items` cut into consecutive batches of at most `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * Runs `work` on consecutive slices of `items`, one after another, letting the event loop serve
 * other requests between slices (better-sqlite3 runs each statement on the event loop).
 */
export async function inSlices<T>(
  items: readonly T[],
  size: number,
  work: (slice: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn();
    await work(items.slice(start, start + size));
  }
}

/**
 * Multi-row INSERTs of many rows (all with the same columns), each within either database's
 * parameter limit, compiled ahead: a transaction then only runs them (with `runStatements`), and
 * on SQLite, whose one connection the transaction holds, other requests wait that much less.
 */
export async function compiledInserts<R extends object>(
  rows: readonly R[],
  insert: (slice: R[]) => Compilable,
): Promise<CompiledQuery[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!).length;
  const size = Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_BOUND_PARAMETERS / columns));
  const statements: CompiledQuery[] = [];
  await inSlices(rows, size, async (slice) => statements.push(insert(slice).compile()));
  return statements;
}

/** Runs statements one after another, letting the event loop serve other requests between them. */
export async function runStatements(db: Executor, statements: readonly CompiledQuery[]): Promise<void> {
  await inSlices(statements, 1, ([statement]) => db.executeQuery(statement!));
}
