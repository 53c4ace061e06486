import type { Executor } from '../../db/executor';
import { heatSpans } from '../telemetry/rollup';

/** Reads over the rollups and raw readings: what the dashboard's charts, map and downloads show. */
export const analyticsRepository = {
  /** A settlement's heat cells summed over the days, read from whole 8-day blocks and the loose days. */
  heatCells(db: Executor, settlementId: string, fromDay: string, toDay: string) {
    const { days, blocks } = heatSpans(fromDay, toDay);
    const [first, ...others] = [
      ...days.map((span) =>
        db
          .selectFrom('heat_cells')
          .select(['ix', 'iy', 'count'])
          .where('settlement_id', '=', settlementId)
          .where('day', '>=', span.from)
          .where('day', '<=', span.to),
      ),
      ...(blocks
        ? [
            db
              .selectFrom('heat_blocks')
              .select(['ix', 'iy', 'count'])
              .where('settlement_id', '=', settlementId)
              .where('block_start', '>=', blocks.from)
              .where('block_start', '<=', blocks.to),
          ]
        : []),
    ];
    const spans = others.reduce((union, part) => union.unionAll(part), first!);
    return db
      .selectFrom(spans.as('spans'))
      .select(['ix', 'iy', (eb) => eb.fn.sum<number>('count').as('count')])
      .groupBy(['ix', 'iy'])
      .execute();
  },

  positionsOfAnimals(db: Executor, animalIds: string[], from: number, to: number, limit: number) {
    return db
      .selectFrom('readings')
      .select(['animal_id', 'ts', 'lat', 'lng'])
      .where('animal_id', 'in', animalIds)
      .where('ts', '>=', from)
      .where('ts', '<', to)
      .where('lat', 'is not', null)
      .orderBy('animal_id')
      .orderBy('ts')
      .limit(limit)
      .execute();
  },

  animalDays(db: Executor, animalId: string, fromDay: string, toDay: string) {
    return db
      .selectFrom('animal_days')
      .selectAll()
      .where('animal_id', '=', animalId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .orderBy('day')
      .execute();
  },

  /**
   * Grazing dynamics: per plot and day, the animals that were allocated there and reported, their
   * presence (readings × fix interval) and grazing seconds.
   */
  occupancy(
    db: Executor,
    settlementId: string,
    fromDay: string,
    toDay: string,
    filter: { plotId?: string; animalId?: string; roundupId?: string },
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
        (eb) => eb.fn.countAll<number>().as('animals'),
        (eb) => eb.fn.sum<number>('animal_days.readings').as('readings'),
        (eb) => eb.fn.sum<number>('animal_days.grazing_s').as('grazing_s'),
      ])
      .where('animal_days.settlement_id', '=', settlementId)
      .where('animal_days.day', '>=', fromDay)
      .where('animal_days.day', '<=', toDay)
      .$if(Boolean(filter.plotId), (q) => q.where('allocations.plot_id', '=', filter.plotId!))
      .$if(Boolean(filter.animalId), (q) => q.where('animal_days.animal_id', '=', filter.animalId!))
      .$if(Boolean(filter.roundupId), (q) =>
        q.where('animal_days.animal_id', 'in', (eb) =>
          eb.selectFrom('animals').select('id').where('roundup_id', '=', filter.roundupId!),
        ),
      )
      .groupBy(['allocations.plot_id', 'animal_days.day'])
      .orderBy('animal_days.day')
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

  /** One measure of a device's readings over a range (readings without it left out), oldest first. */
  deviceMeasure(
    db: Executor,
    deviceId: string,
    measure: 'battery' | 'temperature',
    from: number,
    to: number,
  ) {
    return db
      .selectFrom('readings')
      .select(['ts', `${measure} as value`])
      .where('device_id', '=', deviceId)
      .where('ts', '>=', from)
      .where('ts', '<', to)
      .where(measure, 'is not', null)
      .orderBy('ts')
      .execute();
  },

  /** Every animal-day of a settlement that reported, with what its energy needs (herd medians). */
  herdDays(db: Executor, settlementId: string, fromDay: string, toDay: string) {
    return db
      .selectFrom('animal_days')
      .innerJoin('animals', 'animals.id', 'animal_days.animal_id')
      .select(['animal_days.day', 'animal_days.distance_m', 'animals.type', 'animals.weight_kg'])
      .where('animal_days.settlement_id', '=', settlementId)
      .where('animal_days.day', '>=', fromDay)
      .where('animal_days.day', '<=', toDay)
      .where('animal_days.readings', '>', 0)
      .orderBy('animal_days.day')
      .execute();
  },

  /** Every animal of the settlement with its device's latest state (animals without a reporting device included). */
  lastPositions(db: Executor, settlementId: string) {
    return db
      .selectFrom('animals')
      .leftJoin('devices', (join) =>
        join.onRef('devices.animal_id', '=', 'animals.id').on('devices.type', '=', 'COLLAR'),
      )
      .leftJoin('device_state', 'device_state.device_id', 'devices.id')
      .leftJoin('allocations', (join) =>
        join.onRef('allocations.animal_id', '=', 'animals.id').on('allocations.to_date', 'is', null),
      )
      .select([
        'allocations.plot_id',
        'animals.id as animal_id',
        'animals.caravana',
        'animals.roundup_id',
        'devices.id as device_id',
        'devices.simulated',
        'device_state.ts',
        'device_state.lat',
        'device_state.lng',
        'device_state.battery',
      ])
      .where('animals.settlement_id', '=', settlementId)
      .orderBy('animals.caravana')
      .execute();
  },

  plotOutlines(db: Executor, settlementId: string) {
    return db
      .selectFrom('plots')
      .select(['id', 'geometry'])
      .where('settlement_id', '=', settlementId)
      .execute();
  },

  activeFences(db: Executor, settlementId: string) {
    return db
      .selectFrom('fences')
      .select(['id', 'geometry'])
      .where('settlement_id', '=', settlementId)
      .where('active', '=', 1)
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
