import type { ImportRowError } from '@tropero/shared/herd';
import { DEVICE_IMPORT_COLUMNS, DEVICE_TYPES, deviceBodySchema, type DeviceType } from '@tropero/shared/herd';
import { patterns } from '@tropero/shared/validation';
import { normaliseId } from '../animals/animal-row';
import { FIXED_POINT } from '../devices/devices.service';
import { optionMatcher, SeenValues, type RawRow } from '../../uploads/import-rows';
import { cellText } from '../../uploads/spreadsheet-file';

export type DeviceColumn = (typeof DEVICE_IMPORT_COLUMNS)[number];
export const REQUIRED_DEVICE_COLUMNS: readonly DeviceColumn[] = ['deviceType', 'deviceMACAddress'];

export interface ImportedDevice {
  row: number;
  type: DeviceType;
  identifier: string;
  firmware: string | null;
  /** The animal it goes on, and so its settlement; null: a loose device. */
  animal: { id: string; settlementId: string } | null;
}

export interface DeviceLookups {
  /** Identifiers taken, with their error: `macInUse` in this account, else `identifierUnavailable`. */
  identifiersTaken: ReadonlyMap<string, 'macInUse' | 'identifierUnavailable'>;
  /** The caller's animals named in the file, by caravana. */
  animals: ReadonlyMap<string, { id: string; settlement_id: string }>;
  /** `animalId|type` of the devices already on those animals. */
  animalDeviceTypes: ReadonlySet<string>;
}

const matchType = optionMatcher(DEVICE_TYPES);
const firmwarePattern = deviceBodySchema.shape.firmware;

/** Identifier and animal caravana of a row as stored (upper-case), for the lookups. */
export const deviceIdentifiers = (row: RawRow<DeviceColumn>) => ({
  identifier: normaliseId(cellText(row.values.deviceMACAddress)),
  caravana: normaliseId(cellText(row.values.deviceAnimalID)),
});

/** Checks every row: the devices of the rows without errors, and every error found. */
export function checkDeviceRows(
  rows: RawRow<DeviceColumn>[],
  lookups: DeviceLookups,
): { devices: ImportedDevice[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const devices: ImportedDevice[] = [];
  const identifiers = new SeenValues();
  const animalTypes = new SeenValues();

  for (const raw of rows) {
    const { row } = raw;
    const fail = (column: DeviceColumn, error: ImportRowError['error']) => {
      errors.push({ row, column, error });
      return null;
    };
    const before = errors.length;
    const { identifier, caravana } = deviceIdentifiers(raw);

    const typeText = cellText(raw.values.deviceType);
    const type = typeText
      ? (matchType(typeText) ?? fail('deviceType', 'unknownEnumeration'))
      : fail('deviceType', 'missingFields');

    if (!identifier) fail('deviceMACAddress', 'missingFields');
    else if (!patterns.mac.test(identifier)) fail('deviceMACAddress', 'macRegex');
    else if (identifiers.repeats(identifier)) fail('deviceMACAddress', 'duplicatedMac');
    else if (lookups.identifiersTaken.has(identifier))
      fail('deviceMACAddress', lookups.identifiersTaken.get(identifier)!);

    const firmware = cellText(raw.values.deviceFirmwareVersion) || null;
    if (firmware && !firmwarePattern.safeParse(firmware).success)
      fail('deviceFirmwareVersion', 'firmwareRegex');

    let animal: ImportedDevice['animal'] = null;
    if (caravana) {
      const found = lookups.animals.get(caravana);
      if (!found) fail('deviceAnimalID', 'animalNotFound');
      else if (type === FIXED_POINT) fail('deviceAnimalID', 'fixedPointWithAnimals');
      else if (
        type &&
        (lookups.animalDeviceTypes.has(`${found.id}|${type}`) || animalTypes.repeats(`${found.id}|${type}`))
      ) {
        fail('deviceAnimalID', 'animalHasDevice');
      } else {
        animal = { id: found.id, settlementId: found.settlement_id };
      }
    }

    if (errors.length > before || !type || !identifier) continue;
    devices.push({ row, type, identifier, firmware, animal });
  }
  return { devices, errors };
}
