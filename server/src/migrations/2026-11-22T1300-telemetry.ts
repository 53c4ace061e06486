import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Devices fed by the herd simulator: their data is labelled as simulated wherever it shows.
  await db.schema
    .alterTable('devices')
    .addColumn('simulated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const measures = ['lat', 'lng', 'accuracy', 'speed', 'battery', 'temperature'] as const;
  let readings = db.schema
    .createTable('readings')
    .addColumn('device_id', 'varchar(24)', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('animal_id', 'varchar(24)');
  for (const column of measures) readings = readings.addColumn(column, 'double precision');
  for (const behaviour of ['grazing_s', 'ruminating_s', 'resting_s', 'walking_s', 'drinking_s']) {
    readings = readings.addColumn(behaviour, 'double precision');
  }
  await readings
    .addColumn('beacon_id', 'varchar(40)')
    .addColumn('beacon_rssi', 'double precision')
    .addColumn('gateway_id', 'varchar(24)')
    .addPrimaryKeyConstraint('readings_pk', ['device_id', 'ts'])
    .execute();
  await db.schema.createIndex('readings_animal_ts_idx').on('readings').columns(['animal_id', 'ts']).execute();

  await db.schema
    .createTable('device_state')
    .addColumn('device_id', 'varchar(24)', (c) => c.primaryKey().references('devices.id').onDelete('cascade'))
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('battery', 'double precision')
    .addColumn('temperature', 'double precision')
    .execute();

  let days = db.schema
    .createTable('animal_days')
    .addColumn('animal_id', 'varchar(24)', (c) => c.notNull().references('animals.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('settlement_id', 'varchar(24)', (c) => c.notNull());
  for (const column of ['grazing_s', 'ruminating_s', 'resting_s', 'walking_s', 'drinking_s', 'distance_m']) {
    days = days.addColumn(column, 'double precision', (c) => c.notNull().defaultTo(0));
  }
  await days
    .addColumn('anchor_ts', 'bigint')
    .addColumn('anchor_lat', 'double precision')
    .addColumn('anchor_lng', 'double precision')
    .addColumn('last_fix_ts', 'bigint')
    .addColumn('readings', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('animal_days_pk', ['animal_id', 'day'])
    .execute();
  await db.schema
    .createIndex('animal_days_settlement_idx')
    .on('animal_days')
    .columns(['settlement_id', 'day'])
    .execute();

  await db.schema
    .createTable('heat_cells')
    .addColumn('settlement_id', 'varchar(24)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('ix', 'integer', (c) => c.notNull())
    .addColumn('iy', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('heat_cells_pk', ['settlement_id', 'day', 'ix', 'iy'])
    .execute();

  await db.schema
    .createTable('unknown_devices')
    .addColumn('gateway_id', 'varchar(24)', (c) => c.notNull().references('gateways.id').onDelete('cascade'))
    .addColumn('identifier', 'varchar(40)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('unknown_devices_pk', ['gateway_id', 'identifier'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('simulated').execute();
  for (const table of ['unknown_devices', 'heat_cells', 'animal_days', 'device_state', 'readings']) {
    await db.schema.dropTable(table).execute();
  }
}
