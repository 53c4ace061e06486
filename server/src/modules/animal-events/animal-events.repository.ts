import type { Executor } from '../../db/executor';
import type { Range } from '../range/request-range';

/** The SQL of an animal's timeline: each source read once over the range. */
export const animalEventsRepository = {
  /**
   * The animal's latest readings over the range (at most `limit`), the latest first, with the
   * device that sent each: crossings, drinking visits and device changes all come of this one read.
   */
  readings(db: Executor, animalId: string, range: Range, limit: number) {
    return db
      .selectFrom('readings')
      .innerJoin('devices', 'devices.id', 'readings.device_id')
      .select([
        'readings.ts',
        'readings.device_id',
        'devices.identifier',
        'readings.lat',
        'readings.lng',
        'readings.grazing_s',
        'readings.ruminating_s',
        'readings.resting_s',
        'readings.walking_s',
        'readings.drinking_s',
        'readings.beacon_id',
      ])
      .where('readings.animal_id', '=', animalId)
      .where('readings.ts', '>=', range.from)
      .where('readings.ts', '<', range.to)
      .orderBy('readings.ts', 'desc')
      .limit(limit)
      .execute();
  },

  /** The device of the animal's last reading before the range, if any. */
  async deviceBefore(db: Executor, animalId: string, before: number) {
    const row = await db
      .selectFrom('readings')
      .select('device_id')
      .where('animal_id', '=', animalId)
      .where('ts', '<', before)
      .orderBy('ts', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.device_id ?? null;
  },

  /** The settlement's plots and active virtual fences, with their names and outlines. */
  async areas(db: Executor, settlementId: string) {
    const plots = await db
      .selectFrom('plots')
      .select(['id', 'name', 'geometry'])
      .where('settlement_id', '=', settlementId)
      .execute();
    const fences = await db
      .selectFrom('fences')
      .select(['id', 'name', 'geometry'])
      .where('settlement_id', '=', settlementId)
      .where('active', '=', 1)
      .execute();
    return { plots, fences };
  },

  /** The animal's allocations that start or end within these days (yyyy-mm-dd, inclusive). */
  allocations(db: Executor, animalId: string, fromDay: string, toDay: string) {
    return db
      .selectFrom('allocations')
      .innerJoin('plots', 'plots.id', 'allocations.plot_id')
      .select(['plots.name as plot_name', 'allocations.from_date', 'allocations.to_date'])
      .where('allocations.animal_id', '=', animalId)
      .where((eb) =>
        eb.or([
          eb.between('allocations.from_date', fromDay, toDay),
          eb.between('allocations.to_date', fromDay, toDay),
        ]),
      )
      .execute();
  },

  /** The animal's alerts opened or resolved within the range. */
  alertEvents(db: Executor, animalId: string, range: Range) {
    return db
      .selectFrom('alerts')
      .select(['type', 'opened_at', 'resolved_at', 'lat', 'lng'])
      .where('animal_id', '=', animalId)
      .where((eb) =>
        eb.or([
          eb.and([eb('opened_at', '>=', range.from), eb('opened_at', '<', range.to)]),
          eb.and([eb('resolved_at', '>=', range.from), eb('resolved_at', '<', range.to)]),
        ]),
      )
      .execute();
  },
};
