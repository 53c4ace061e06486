import type { LocationRow } from './weather.repository';

/** Answers kept per server: enough for every settlement someone has open, and bounded. */
const KEPT = 200;

/**
 * Days computed from a location's stored weather, kept until that location's data changes. Every write
 * of a location's hours stamps, in the same transaction, its refresh time or its backfill progress, and
 * both are part of the key: a kept answer is never older than what is stored, whichever server wrote it.
 */
export class ComputedDays<T> {
  private readonly kept = new Map<string, Promise<T>>();

  get(location: LocationRow, parts: readonly (string | number)[], compute: () => Promise<T>): Promise<T> {
    const { id, refreshed_at, backfill_state, backfill_done } = location;
    const key = [id, refreshed_at, backfill_state, backfill_done, ...parts].join('|');
    const found = this.kept.get(key);
    if (found) {
      // Most recently used last: the oldest goes first when the map is full.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const computed = compute();
    computed.catch(() => this.kept.delete(key));
    this.kept.set(key, computed);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    return computed;
  }
}
