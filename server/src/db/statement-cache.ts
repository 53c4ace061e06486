import { CompiledQuery, type Compilable } from 'kysely';
import type { Executor } from './executor';

/**
 * Multi-row statements of the ingestion hot path, compiled by Kysely once per row count and then
 * run with new parameters only: building and compiling a 400-row insert costs more than running it.
 * Rows must be plain objects with the same keys in the same order (their values become the parameters).
 */
export class StatementCache {
  /** Per dialect (an app may run on SQLite and PostgreSQL in one process: the tests do). */
  private readonly texts = new WeakMap<object, Map<string, string>>();

  async run<R>(db: Executor, name: string, rows: object[], build: () => Compilable<R>): Promise<R[]> {
    const key = `${name}:${rows.length}`;
    // Thousands of rows a second: their values into one array, without an array per row on the way.
    const parameters: unknown[] = [];
    for (const row of rows as Record<string, unknown>[]) {
      for (const column in row) parameters.push(row[column]);
    }
    const adapter = db.getExecutor().adapter;
    const texts = this.texts.get(adapter.constructor) ?? new Map<string, string>();
    this.texts.set(adapter.constructor, texts);
    const text = texts.get(key);
    if (text) return (await db.executeQuery<R>(CompiledQuery.raw(text, parameters))).rows;
    const compiled = build().compile();
    // Cache only what provably takes the parameters in row order; anything else just runs as built.
    if (
      compiled.parameters.length === parameters.length &&
      compiled.parameters.every((value, i) => value === parameters[i])
    ) {
      texts.set(key, compiled.sql);
    }
    return (await db.executeQuery<R>(compiled)).rows;
  }
}
