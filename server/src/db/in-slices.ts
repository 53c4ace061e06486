/** SQLite binds at most 32,766 parameters to one statement; PostgreSQL 65,535. */
const MAX_BOUND_PARAMETERS = 32_766;
/** Rows one statement writes at most: each stays short, and other requests are served between them. */
const MAX_ROWS_PER_STATEMENT = 500;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

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

/** Writes many rows (all with the same columns) as multi-row INSERTs within either database's limits. */
export async function insertInSlices<R extends object>(
  rows: readonly R[],
  insert: (slice: R[]) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).length;
  const size = Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_BOUND_PARAMETERS / columns));
  await inSlices(rows, size, insert);
}
