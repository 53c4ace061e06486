import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import type { ReadingsTable } from '../../db/schema';
import { StatementCache } from '../../db/statement-cache';
import { ReadingKeys, type ReadingKey } from './reading-keys';
import { statementChunks } from './statement-chunks';

/** A reading ready to file: its `readings` row and the settlement its device was in when it arrived. */
export type PendingRow = ReadingsTable & { settlement_id: string | null };

/** The order of a pending reading's values in the group's flat JSON array (every column, each once). */
export const PENDING_COLUMNS = [
  'device_id',
  'ts',
  'account_id',
  'animal_id',
  'settlement_id',
  'lat',
  'lng',
  'accuracy',
  'speed',
  'battery',
  'temperature',
  'grazing_s',
  'ruminating_s',
  'resting_s',
  'walking_s',
  'drinking_s',
  'beacon_id',
  'beacon_rssi',
  'gateway_id',
] as const satisfies readonly (keyof PendingRow)[];
// A column added to PendingRow and forgotten above fails here.
const everyColumn: Exclude<keyof PendingRow, (typeof PENDING_COLUMNS)[number]> extends never ? true : never =
  true;
void everyColumn;

const encode = (rows: PendingRow[]) =>
  JSON.stringify(rows.map((row) => PENDING_COLUMNS.map((column) => row[column])));

function decode(readings: string): PendingRow[] {
  return (JSON.parse(readings) as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    PENDING_COLUMNS.forEach((column, i) => (row[column] = values[i]));
    return row as unknown as PendingRow;
  });
}

const statements = new StatementCache();

/** The SQL of readings acknowledged but not yet filed (`pending_readings`, one row per group commit). */
export const pendingReadingsRepository = {
  /** Which of these keys `readings` already holds. */
  async filed(db: Executor, keys: ReadingKey[]): Promise<ReadingKeys> {
    const found = new ReadingKeys();
    const pairs = keys.map(({ device_id, ts }) => ({ device_id, ts }));
    for (const chunk of statementChunks(pairs)) {
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
      for (const row of rows) found.add(row);
    }
    return found;
  },

  /**
   * Each device's newest filed instant (null without readings): one seek of the key per device, as a
   * grouped max would read every reading of the devices.
   */
  newestFiled(db: Executor, deviceIds: string[]) {
    return db
      .selectFrom('devices')
      .select((eb) => [
        'devices.id',
        eb
          .selectFrom('readings')
          .select((sub) => sub.fn.max('readings.ts').as('ts'))
          .whereRef('readings.device_id', '=', 'devices.id')
          .as('ts'),
      ])
      .where('devices.id', 'in', deviceIds)
      .execute();
  },

  /** Appends one group's readings. */
  async add(db: Executor, rows: PendingRow[]): Promise<void> {
    await db
      .insertInto('pending_readings')
      .values({ id: newObjectId(), readings: encode(rows) })
      .execute();
  },

  /**
   * The oldest `limit` groups waiting. On PostgreSQL they are locked, skipping those another server
   * is filing at the same time, so that every group is filed by one server once.
   */
  async take(db: Executor, limit: number, lock: boolean): Promise<{ ids: string[]; rows: PendingRow[] }> {
    const groups = await db
      .selectFrom('pending_readings')
      .selectAll()
      .orderBy('id')
      .limit(limit)
      .$if(lock, (q) => q.forUpdate().skipLocked())
      .execute();
    return { ids: groups.map((group) => group.id), rows: groups.flatMap((group) => decode(group.readings)) };
  },

  /** Which of these ids of a table still exist (a reading may outwait its device, animal or settlement). */
  async existing(db: Executor, table: 'devices' | 'animals' | 'settlements', ids: string[]) {
    if (ids.length === 0) return new Set<string>();
    const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  },

  async remove(db: Executor, ids: string[]): Promise<void> {
    await db.deleteFrom('pending_readings').where('id', 'in', ids).execute();
  },
};
