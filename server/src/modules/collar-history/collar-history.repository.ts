import type { Executor } from '../../db/executor';

/** A collar's measures over time, and the herd's collars at their last battery. */
export const collarHistoryRepository = {
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

  /** The collars on a settlement's animals (or one roundup's) with their device's latest state. */
  collarBatteries(db: Executor, settlementId: string, roundupId?: string) {
    return db
      .selectFrom('animals')
      .innerJoin('devices', (join) =>
        join.onRef('devices.animal_id', '=', 'animals.id').on('devices.type', '=', 'COLLAR'),
      )
      .leftJoin('device_state', 'device_state.device_id', 'devices.id')
      .select([
        'devices.id as device_id',
        'devices.identifier',
        'animals.id as animal_id',
        'animals.caravana',
        'device_state.battery',
        'device_state.ts',
      ])
      .where('animals.settlement_id', '=', settlementId)
      .$if(Boolean(roundupId), (q) => q.where('animals.roundup_id', '=', roundupId!))
      .execute();
  },
};
