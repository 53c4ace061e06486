import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { historyStart } from '../telemetry/history-start';

/** Hours of readings before each collar's newest fix read to measure its reporting interval. */
const INTERVAL_SAMPLE_MS = 12 * 3_600_000;

/** The herd's days, read from the daily rollups (`animal_days`): never the raw readings. */
export const herdActivityRepository = {
  animalDays(db: Executor, animalId: string, fromDay: string, toDay: string) {
    return db
      .selectFrom('animal_days')
      .selectAll()
      .select(historyStart)
      .where('animal_id', '=', animalId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .orderBy('day')
      .execute();
  },

  /**
   * Grazing dynamics: per plot, day and animal allocated there that reported, its readings and grazing
   * seconds (presence is readings × the collar's own interval, figured by the service).
   */
  occupancy(
    db: Executor,
    settlementId: string,
    fromDay: string,
    toDay: string,
    filter: { plotIds?: string[]; animalId?: string; roundupId?: string },
  ) {
    return db
      .selectFrom('animal_days')
      .innerJoin('allocations', (join) =>
        join
          .onRef('allocations.animal_id', '=', 'animal_days.animal_id')
          .onRef('allocations.from_date', '<=', 'animal_days.day')
          .on((eb) =>
            eb.or([
              eb('allocations.to_date', 'is', null),
              eb('allocations.to_date', '>', eb.ref('animal_days.day')),
            ]),
          ),
      )
      .select([
        'allocations.plot_id',
        'animal_days.day',
        'animal_days.animal_id',
        'animal_days.readings',
        'animal_days.grazing_s',
      ])
      .where('animal_days.settlement_id', '=', settlementId)
      .where('animal_days.day', '>=', fromDay)
      .where('animal_days.day', '<=', toDay)
      .where('animal_days.readings', '>', 0)
      .$if(Boolean(filter.plotIds), (q) => q.where('allocations.plot_id', 'in', filter.plotIds!))
      .$if(Boolean(filter.animalId), (q) => q.where('animal_days.animal_id', '=', filter.animalId!))
      .$if(Boolean(filter.roundupId), (q) =>
        q.where('animal_days.animal_id', 'in', (eb) =>
          eb.selectFrom('animals').select('id').where('roundup_id', '=', filter.roundupId!),
        ),
      )
      .orderBy('animal_days.day')
      .orderBy('allocations.plot_id')
      .execute();
  },

  /**
   * The reading times of each animal of a settlement that reported in the days, over the hours before
   * its newest fix there: the sample its collar's reporting interval is measured on.
   */
  intervalSamples(db: Executor, settlementId: string, fromDay: string, toDay: string) {
    const newest = db
      .selectFrom('animal_days')
      .select(['animal_id', (eb) => eb.fn.max('last_fix_ts').as('last_ts')])
      .where('settlement_id', '=', settlementId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .where('last_fix_ts', 'is not', null)
      .groupBy('animal_id')
      .as('newest');
    return db
      .selectFrom('readings')
      .innerJoin(newest, (join) =>
        join
          .onRef('newest.animal_id', '=', 'readings.animal_id')
          .onRef('readings.ts', '<=', 'newest.last_ts')
          .on(sql<boolean>`readings.ts > newest.last_ts - ${INTERVAL_SAMPLE_MS}`),
      )
      .select(['readings.animal_id', 'readings.ts'])
      .execute();
  },

  /** The instants of one animal's fixes in [from, to) (its collar's fix interval). */
  fixTimes(db: Executor, animalId: string, from: number, to: number) {
    return db
      .selectFrom('readings')
      .select('ts')
      .where('animal_id', '=', animalId)
      .where('ts', '>=', from)
      .where('ts', '<', to)
      .where('lat', 'is not', null)
      .execute();
  },

  /** Animals that reported, per day: the settlement's animal count (spec §9). */
  animalCounts(db: Executor, settlementId: string, fromDay: string, toDay: string) {
    return db
      .selectFrom('animal_days')
      .select(['day', (eb) => eb.fn.countAll<number>().as('count')])
      .where('settlement_id', '=', settlementId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy('day')
      .orderBy('day')
      .execute();
  },

  /** Every animal-day of a settlement that reported, with what its energy needs (herd medians). */
  herdDays(db: Executor, settlementId: string, fromDay: string, toDay: string) {
    return reportedDays(db, settlementId, fromDay, toDay)
      .select([
        'animal_days.animal_id',
        'animal_days.day',
        'animal_days.distance_m',
        historyStart,
        'animals.type',
        'animals.weight_kg',
      ])
      .orderBy('animal_days.day')
      .execute();
  },

  /** The behaviour seconds of every reported animal-day of a settlement (or one roundup), by animal. */
  behaviourDays(db: Executor, settlementId: string, fromDay: string, toDay: string, roundupId?: string) {
    return reportedDays(db, settlementId, fromDay, toDay, roundupId)
      .select([
        'animal_days.animal_id',
        'animals.caravana',
        'animal_days.day',
        'animal_days.grazing_s',
        'animal_days.ruminating_s',
        'animal_days.drinking_s',
        historyStart,
      ])
      .orderBy('animal_days.animal_id')
      .orderBy('animal_days.day')
      .execute();
  },

  /** Per animal that reported in the days: its reported days and their summed km and seconds. */
  animalTotals(db: Executor, settlementId: string, fromDay: string, toDay: string, roundupId?: string) {
    return reportedDays(db, settlementId, fromDay, toDay, roundupId)
      .select([
        'animal_days.animal_id',
        'animals.caravana',
        (eb) => eb.fn.countAll<number>().as('days'),
        (eb) => eb.fn.sum<number>('animal_days.distance_m').as('distance_m'),
        (eb) => eb.fn.sum<number>('animal_days.grazing_s').as('grazing_s'),
        (eb) => eb.fn.sum<number>('animal_days.ruminating_s').as('ruminating_s'),
      ])
      .groupBy(['animal_days.animal_id', 'animals.caravana'])
      .orderBy('animals.caravana')
      .execute();
  },

  /** What the energy figures need of an animal, and whether its collar is simulated. */
  animalWeight(db: Executor, animalId: string) {
    return db
      .selectFrom('animals')
      .leftJoin('devices', (join) =>
        join.onRef('devices.animal_id', '=', 'animals.id').on('devices.type', '=', 'COLLAR'),
      )
      .select(['animals.type', 'animals.weight_kg', 'devices.simulated'])
      .where('animals.id', '=', animalId)
      .executeTakeFirst();
  },
};

/** The animal-days of a settlement (or one roundup's animals) that reported, with their animal. */
function reportedDays(
  db: Executor,
  settlementId: string,
  fromDay: string,
  toDay: string,
  roundupId?: string,
) {
  return db
    .selectFrom('animal_days')
    .innerJoin('animals', 'animals.id', 'animal_days.animal_id')
    .where('animal_days.settlement_id', '=', settlementId)
    .where('animal_days.day', '>=', fromDay)
    .where('animal_days.day', '<=', toDay)
    .where('animal_days.readings', '>', 0)
    .$if(Boolean(roundupId), (q) => q.where('animals.roundup_id', '=', roundupId!));
}
