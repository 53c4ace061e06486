import type { Executor } from '../../db/executor';

/** Where the animals are and were: their fixes over a range, their last state, the fences they keep to. */
export const positionsRepository = {
  /** Some animals' fixes over a range: no rollup keeps them per animal. */
  fixesOfAnimals(db: Executor, animalIds: string[], from: number, to: number, limit: number) {
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
};
