import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

const MEASURES = [
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
] as const;

/**
 * Readings acknowledged but not yet filed into `readings` and the rollups: a commit appends here
 * (one short write per group of requests), and a later transaction files many groups at once, so
 * that the pages of every device's rows are written once per thousands of readings rather than once
 * per group. Keyed like `readings`, so that a reading sent again while it waits is known.
 * The settlement is the one the device was in when the reading arrived; an animal or settlement
 * deleted meanwhile leaves the reading without it, as readings keep no animal that is gone either.
 */
export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('pending_readings')
    .addColumn('device_id', 'varchar(24)', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('animal_id', 'varchar(24)', (c) => c.references('animals.id').onDelete('set null'))
    .addColumn('settlement_id', 'varchar(24)', (c) => c.references('settlements.id').onDelete('set null'));
  for (const column of MEASURES) table = table.addColumn(column, 'double precision');
  await table
    .addColumn('beacon_id', 'varchar(40)')
    .addColumn('beacon_rssi', 'double precision')
    .addColumn('gateway_id', 'varchar(24)')
    .addPrimaryKeyConstraint('pending_readings_pk', ['device_id', 'ts'])
    .execute();
}

/** Keeps the raw readings still waiting (their rollups are not recomputed), then drops the table. */
export async function down(db: Kysely<any>): Promise<void> {
  const columns = [
    'device_id',
    'ts',
    'account_id',
    'animal_id',
    ...MEASURES,
    'beacon_id',
    'beacon_rssi',
    'gateway_id',
  ] as const;
  await db
    .insertInto('readings')
    .columns(columns)
    .expression(db.selectFrom('pending_readings').select(columns))
    .onConflict((oc) => oc.columns(['device_id', 'ts']).doNothing())
    .execute();
  await db.schema.dropTable('pending_readings').execute();
}
