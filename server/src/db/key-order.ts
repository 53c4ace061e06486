/**
 * The values of a map in the order of their keys. Transactions that lock or upsert the same rows
 * in one order cannot deadlock each other (docs/architecture.md "Several servers on one PostgreSQL").
 */
export const inKeyOrder = <T>(rows: ReadonlyMap<string, T>): T[] =>
  [...rows.keys()].sort().map((key) => rows.get(key)!);
