import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import { compiledInserts, runStatements } from '../../db/in-slices';
import type { WeatherHoursTable, WeatherLocationsTable } from '../../db/schema';
import { newObjectId } from '../../db/object-id';
import type { ProviderCurrent, ProviderHour } from '../../providers/weather/weather-provider';
import { dayEnd, dayStart } from '@tropero/shared/local-day';
import { byLocalDay, dayFigures } from './weather-days';

/** A location's key: hundredths of a degree and the UTC offset its days are counted in. */
export interface LocationKey {
  latE2: number;
  lngE2: number;
  utcOffsetMinutes: number;
}

export type LocationRow = Selectable<WeatherLocationsTable>;

const HOUR_COLUMNS = {
  temperature: 'temperature',
  humidity: 'humidity',
  dewPoint: 'dew_point',
  precipitation: 'precipitation',
  radiation: 'radiation',
  et0: 'et0',
  windSpeed: 'wind_speed',
  windDirection: 'wind_direction',
  windGusts: 'wind_gusts',
  weatherCode: 'weather_code',
} as const satisfies Record<keyof Omit<ProviderHour, 'ts'>, keyof WeatherHoursTable>;

const toRow = (locationId: string, hour: ProviderHour): WeatherHoursTable => {
  const row = { location_id: locationId, ts: hour.ts } as WeatherHoursTable;
  for (const [field, column] of Object.entries(HOUR_COLUMNS))
    row[column] = hour[field as keyof typeof HOUR_COLUMNS];
  return row;
};

export const toHour = (row: WeatherHoursTable): ProviderHour => {
  const hour = { ts: Number(row.ts) } as ProviderHour;
  for (const [field, column] of Object.entries(HOUR_COLUMNS))
    hour[field as keyof typeof HOUR_COLUMNS] = row[column];
  return hour;
};

const numbers = (row: LocationRow): LocationRow => ({
  ...row,
  refreshed_at: row.refreshed_at === null ? null : Number(row.refreshed_at),
  created_at: Number(row.created_at),
});

export const weatherRepository = {
  async locations(db: Executor): Promise<LocationRow[]> {
    return (await db.selectFrom('weather_locations').selectAll().orderBy('id').execute()).map(numbers);
  },

  async find(db: Executor, key: LocationKey): Promise<LocationRow | undefined> {
    const row = await db
      .selectFrom('weather_locations')
      .selectAll()
      .where('lat_e2', '=', key.latE2)
      .where('lng_e2', '=', key.lngE2)
      .where('utc_offset_minutes', '=', key.utcOffsetMinutes)
      .executeTakeFirst();
    return row && numbers(row);
  },

  /** The locations of these keys, created (backfill pending) where missing. */
  async ensure(db: Executor, keys: readonly LocationKey[], now: number): Promise<void> {
    if (keys.length === 0) return;
    const statements = await compiledInserts(
      keys.map((key) => ({
        id: newObjectId(),
        lat_e2: key.latE2,
        lng_e2: key.lngE2,
        utc_offset_minutes: key.utcOffsetMinutes,
        created_at: now,
      })),
      (slice) =>
        db
          .insertInto('weather_locations')
          .values(slice)
          .onConflict((oc) => oc.columns(['lat_e2', 'lng_e2', 'utc_offset_minutes']).doNothing()),
    );
    await runStatements(db, statements);
  },

  /**
   * Stores hours (a newer answer replaces an hour already kept) and recomputes the local days they
   * touch from every hour kept for those days. Run it in a transaction.
   */
  async writeHours(db: Executor, location: LocationRow, hours: readonly ProviderHour[]): Promise<void> {
    if (hours.length === 0) return;
    const inserts = await compiledInserts(
      hours.map((hour) => toRow(location.id, hour)),
      (slice) =>
        db
          .insertInto('weather_hours')
          .values(slice)
          .onConflict((oc) =>
            oc.columns(['location_id', 'ts']).doUpdateSet((eb) => ({
              temperature: eb.ref('excluded.temperature'),
              humidity: eb.ref('excluded.humidity'),
              dew_point: eb.ref('excluded.dew_point'),
              precipitation: eb.ref('excluded.precipitation'),
              radiation: eb.ref('excluded.radiation'),
              et0: eb.ref('excluded.et0'),
              wind_speed: eb.ref('excluded.wind_speed'),
              wind_direction: eb.ref('excluded.wind_direction'),
              wind_gusts: eb.ref('excluded.wind_gusts'),
              weather_code: eb.ref('excluded.weather_code'),
            })),
          ),
    );
    await runStatements(db, inserts);

    const offset = location.utc_offset_minutes;
    const touched = [...byLocalDay(hours, offset).keys()];
    const stored = await weatherRepository.hours(
      db,
      location.id,
      dayStart(touched[0]!, offset),
      dayEnd(touched[touched.length - 1]!, offset),
    );
    const days = [...byLocalDay(stored, offset)].map(([day, dayHours]) => ({
      location_id: location.id,
      day,
      ...dayFigures(dayHours),
    }));
    const upserts = await compiledInserts(days, (slice) =>
      db
        .insertInto('weather_days')
        .values(slice)
        .onConflict((oc) =>
          oc.columns(['location_id', 'day']).doUpdateSet((eb) => ({
            temperature_min: eb.ref('excluded.temperature_min'),
            temperature_max: eb.ref('excluded.temperature_max'),
            temperature_mean: eb.ref('excluded.temperature_mean'),
            humidity_mean: eb.ref('excluded.humidity_mean'),
            precipitation: eb.ref('excluded.precipitation'),
            radiation: eb.ref('excluded.radiation'),
            et0: eb.ref('excluded.et0'),
            wind_speed_max: eb.ref('excluded.wind_speed_max'),
            weather_code: eb.ref('excluded.weather_code'),
            hours: eb.ref('excluded.hours'),
            samples: eb.ref('excluded.samples'),
          })),
        ),
    );
    await runStatements(db, upserts);
  },

  async setRefreshed(
    db: Executor,
    id: string,
    refresh: { source: string; at: number; current: ProviderCurrent | null },
  ): Promise<void> {
    await db
      .updateTable('weather_locations')
      .set({ source: refresh.source, refreshed_at: refresh.at, current: JSON.stringify(refresh.current) })
      .where('id', '=', id)
      .execute();
  },

  async setBackfill(
    db: Executor,
    id: string,
    backfill: {
      state: 'pending' | 'running' | 'done' | 'failed';
      done?: number;
      total?: number;
      error?: string | null;
    },
  ): Promise<void> {
    await db
      .updateTable('weather_locations')
      .set({
        backfill_state: backfill.state,
        ...(backfill.done !== undefined && { backfill_done: backfill.done }),
        ...(backfill.total !== undefined && { backfill_total: backfill.total }),
        ...(backfill.error !== undefined && { backfill_error: backfill.error }),
      })
      .where('id', '=', id)
      .execute();
  },

  /** Hours of a location in [from, to), in time order. */
  async hours(db: Executor, locationId: string, from: number, to: number): Promise<ProviderHour[]> {
    const rows = await db
      .selectFrom('weather_hours')
      .selectAll()
      .where('location_id', '=', locationId)
      .where('ts', '>=', from)
      .where('ts', '<', to)
      .orderBy('ts')
      .execute();
    return rows.map(toHour);
  },

  /** The last stored hour at or before `at`. */
  async lastHour(db: Executor, locationId: string, at: number): Promise<ProviderHour | undefined> {
    const row = await db
      .selectFrom('weather_hours')
      .selectAll()
      .where('location_id', '=', locationId)
      .where('ts', '<=', at)
      .where('temperature', 'is not', null)
      .orderBy('ts', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && toHour(row);
  },

  /** Mean temperature, radiation, rain and ET₀ of a location's local days from `first` to `last`, without the hourly samples. */
  dayFigures(db: Executor, locationId: string, first: string, last: string) {
    return db
      .selectFrom('weather_days')
      .select(['day', 'temperature_mean', 'radiation', 'precipitation', 'et0'])
      .where('location_id', '=', locationId)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .execute();
  },

  /** Local days of a location from `first` to `last` (yyyy-mm-dd, both included). */
  days(db: Executor, locationId: string, first: string, last: string) {
    return db
      .selectFrom('weather_days')
      .selectAll()
      .where('location_id', '=', locationId)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .orderBy('day')
      .execute();
  },
};
