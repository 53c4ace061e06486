import type { DeviceType } from '@tropero/shared/herd';

/** i18n keys of the device types of spec §3 (`herd.deviceTypes.<key>`): the values carry spaces. */
export const DEVICE_TYPE_KEYS: Record<DeviceType, string> = {
  CARAVANA: 'earTag',
  'PUNTO FIJO': 'fixedPoint',
  COLLAR: 'collar',
  BOZAL: 'muzzle',
  'VIRTUAL FENCE': 'virtualFence',
  'NO DEVICE': 'none',
};

export const deviceTypeLabel = (type: DeviceType) => `herd.deviceTypes.${DEVICE_TYPE_KEYS[type]}`;

/** A fixed point stands in the field (a drinker, a gate): it is never on an animal (spec §5). */
export const FIXED_POINT: DeviceType = 'PUNTO FIJO';

/** Spec's map states: no reading for more than 2 hours is "no signal". */
export const NO_SIGNAL_AFTER_MS = 2 * 60 * 60 * 1000;
export const LOW_BATTERY_PERCENT = 20;
