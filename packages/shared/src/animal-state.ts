import { z } from 'zod';
import { HOUR_MS } from './constants';
import type { AlertParams } from './farm';

/** The states an animal's dot shows on the map (docs/ui.md), by colour. */
export const ANIMAL_STATES = ['ok', 'noSignal', 'lowBattery', 'outsideFence'] as const;
export const animalStateSchema = z.enum(ANIMAL_STATES);
export type AnimalState = z.infer<typeof animalStateSchema>;

/** A collar is low when its battery is under the settlement's `lowBatteryPercent`; at it, not yet. */
export function isLowBattery(
  battery: number | null,
  { lowBatteryPercent }: Pick<AlertParams, 'lowBatteryPercent'>,
) {
  return battery !== null && battery < lowBatteryPercent;
}

/** A device is silent when it has not reported for longer than the settlement's `noSignalHours`. */
export function isSilent(
  ts: number | null,
  { noSignalHours }: Pick<AlertParams, 'noSignalHours'>,
  now: number,
) {
  return ts === null || now - ts > noSignalHours * HOUR_MS;
}

/**
 * An animal's map state from its last reading and its settlement's alert parameters: no signal
 * past `noSignalHours`, else outside its fence, else low battery, else ok. Whether it is outside
 * its fence is decided by whoever knows the fences and the GPS buffer (the server's list); this
 * rule is the same for the list and for the live readings that follow it.
 */
export function animalMapState(
  last: { ts: number | null; battery: number | null },
  outsideFence: boolean,
  params: Pick<AlertParams, 'noSignalHours' | 'lowBatteryPercent'>,
  now: number,
): AnimalState {
  if (isSilent(last.ts, params, now)) return 'noSignal';
  if (outsideFence) return 'outsideFence';
  if (isLowBattery(last.battery, params)) return 'lowBattery';
  return 'ok';
}
