import { HOUR_MS } from '@tropero/shared/constants';
import type { Executor } from '../../../db/executor';
import { round1 } from '../alert-ops';
import { deviceSubject } from '../subjects';
import type { AlertRule } from './rule';

/** No signal: a device unheard for `noSignalHours` raises (the job); its next reading resolves. */
export const noSignal: AlertRule = {
  type: 'noSignal',
  readings: {
    about: 'device',
    counters: false,
    applies: () => true,
    judge({ readings }, _, subject) {
      if (subject.wasOpen) subject.resolve(readings.at(-1)!.ts);
    },
  },
  tick: {
    async judge({ settlement, now, db, ops }) {
      const hours = settlement.params.noSignalHours;
      for (const device of await silentDevices(db, settlement.id, now - hours * HOUR_MS)) {
        const subject = deviceSubject('noSignal', settlement, {
          id: device.id,
          identifier: device.identifier,
          animalId: device.animal_id,
        });
        const silentHours = round1((now - Number(device.ts)) / HOUR_MS);
        ops.raise(
          subject,
          { at: now, value: silentHours, threshold: hours, lat: device.lat, lng: device.lng },
          1,
          true,
        );
      }
    },
  },
};

/** Devices of a settlement last heard before `before`. */
function silentDevices(db: Executor, settlementId: string, before: number) {
  return db
    .selectFrom('devices')
    .innerJoin('device_state', 'device_state.device_id', 'devices.id')
    .select([
      'devices.id',
      'devices.identifier',
      'devices.animal_id',
      'device_state.ts',
      'device_state.lat',
      'device_state.lng',
    ])
    .where('devices.settlement_id', '=', settlementId)
    .where('device_state.ts', '<', before)
    .execute();
}
