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
