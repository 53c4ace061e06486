/** The largest chunk: 256 rows of 19 columns stay well inside both dialects' parameter limits. */
const LARGEST = 256;

/**
 * Rows in chunks of 256, the rest in chunks of decreasing powers of two (1,000 rows: 256 × 3, 128,
 * 64, 32, 8). A multi-row statement is compiled and prepared once per row count: with at most nine
 * counts per statement, groups of every size reuse them instead of preparing a new one per size.
 */
export function statementChunks<T>(rows: T[]): T[][] {
  const chunks: T[][] = [];
  let start = 0;
  for (let size = LARGEST; size >= 1; size /= 2) {
    for (; rows.length - start >= size; start += size) chunks.push(rows.slice(start, start + size));
  }
  return chunks;
}
