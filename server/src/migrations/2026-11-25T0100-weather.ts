import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

const MEASURES = [
  'temperature',
  'humidity',
  'dew_point',
  'precipitation',
  'radiation',
  'wind_speed',
  'wind_direction',
  'wind_gusts',
  'weather_code',
] as const;

const DAY_MEASURES = [
  'temperature_min',
  'temperature_max',
  'temperature_mean',
  'humidity_mean',
  'precipitation',
  'radiation',
  'wind_speed_max',
  'weather_code',
] as const;

/** Weather per location (settlements rounded to 0.01°): hours, their days, the last conditions, the backfill. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('weather_locations')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('lat_e2', 'integer', (c) => c.notNull())
    .addColumn('lng_e2', 'integer', (c) => c.notNull())
    .addColumn('utc_offset_minutes', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(20)')
    .addColumn('refreshed_at', 'bigint')
    .addColumn('current', 'text')
    .addColumn('backfill_state', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('backfill_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('backfill_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('backfill_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('weather_locations_point', ['lat_e2', 'lng_e2', 'utc_offset_minutes'])
    .execute();

  let hours = db.schema
    .createTable('weather_hours')
    .addColumn('location_id', 'varchar(24)', (c) =>
      c.notNull().references('weather_locations.id').onDelete('cascade'),
    )
    .addColumn('ts', 'bigint', (c) => c.notNull());
  for (const column of MEASURES) hours = hours.addColumn(column, 'double precision');
  await hours.addPrimaryKeyConstraint('weather_hours_pk', ['location_id', 'ts']).execute();

  let days = db.schema
    .createTable('weather_days')
    .addColumn('location_id', 'varchar(24)', (c) =>
      c.notNull().references('weather_locations.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (c) => c.notNull());
  for (const column of DAY_MEASURES) days = days.addColumn(column, 'double precision');
  await days
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('samples', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('weather_days_pk', ['location_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('weather_days').execute();
  await db.schema.dropTable('weather_hours').execute();
  await db.schema.dropTable('weather_locations').execute();
}
