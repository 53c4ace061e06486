import type { Executor } from '../../db/executor';
import type { PendingReadingsTable } from '../../db/schema';
import { StatementCache } from '../../db/statement-cache';

export type PendingRow = PendingReadingsTable;
export interface ReadingKey {
  device_id: string;
  ts: number;
}

export const keyOf = (row: ReadingKey) => `${row.device_id}|${row.ts}`;

const CHUNK = 400;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
const keysOnly = (rows: ReadingKey[]) => rows.map(({ device_id, ts }) => ({ device_id, ts }));

const statements = new StatementCache();

/** The SQL of readings acknowledged but not yet filed (`pending_readings`). */
export const pendingReadingsRepository = {
  /** Which of these keys `readings` already holds. */
  async filed(db: Executor, keys: ReadingKey[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const chunk of chunks(keysOnly(keys))) {
      const rows = await statements.run(db, 'filedReadings', chunk, () =>
        db
          .selectFrom('readings')
          .select(['device_id', 'ts'])
          .where((eb) =>
            eb(
              eb.refTuple('device_id', 'ts'),
              'in',
              chunk.map((key) => eb.tuple(key.device_id, key.ts)),
            ),
          ),
      );
      for (const row of rows) found.add(keyOf(row));
    }
    return found;
  },

  /** Appends readings, skipping those already waiting; answers the keys actually added. */
  async add(db: Executor, rows: PendingRow[]): Promise<Set<string>> {
    const added = new Set<string>();
    for (const chunk of chunks(rows)) {
      const result = await statements.run(db, 'addPending', chunk, () =>
        db
          .insertInto('pending_readings')
          .values(chunk)
          .onConflict((oc) => oc.columns(['device_id', 'ts']).doNothing())
          .returning(['device_id', 'ts']),
      );
      for (const row of result) added.add(keyOf(row));
    }
    return added;
  },

  /**
   * Up to `limit` waiting readings. On PostgreSQL they are locked, skipping those another server is
   * filing at the same time, so that every reading is filed by one server once.
   */
  take(db: Executor, limit: number, lock: boolean): Promise<PendingRow[]> {
    return db
      .selectFrom('pending_readings')
      .selectAll()
      .limit(limit)
      .$if(lock, (q) => q.forUpdate().skipLocked())
      .execute();
  },

  async remove(db: Executor, keys: ReadingKey[]): Promise<void> {
    for (const chunk of chunks(keysOnly(keys))) {
      await statements.run(db, 'removePending', chunk, () =>
        db.deleteFrom('pending_readings').where((eb) =>
          eb(
            eb.refTuple('device_id', 'ts'),
            'in',
            chunk.map((key) => eb.tuple(key.device_id, key.ts)),
          ),
        ),
      );
    }
  },
};
