import type { ReadingInput } from '@tropero/shared/telemetry';
import { BEHAVIOURS } from '@tropero/shared/telemetry';

/** For device profiles whose decoders use other names: reading field → decoded field. */
export type FieldMap = Partial<Record<'lat' | 'lng' | 'battery' | 'temperature', string>>;
export type FieldMaps = Record<string, FieldMap>;

const COMMON_NAMES = {
  lat: ['latitude', 'lat'],
  lng: ['longitude', 'lon', 'lng'],
  battery: ['battery', 'batt', 'batteryLevel'],
  temperature: ['temperature', 'temp'],
} as const;

/** Decoders send the battery as percent or as the cell's volts (a `3.7`): up to 5 it is volts. */
const MAX_VOLTS_READ = 5;

/**
 * The first of a field's names the payload holds, as a number. A value that is no finite number stays
 * NaN, so that the reading is refused with the field's reason instead of losing the field unseen.
 */
function field(
  decoded: Record<string, unknown>,
  key: keyof typeof COMMON_NAMES,
  map: FieldMap,
): number | undefined {
  const names = map[key] ? [map[key]!] : COMMON_NAMES[key];
  const name = names.find((candidate) => decoded[candidate] !== undefined && decoded[candidate] !== null);
  if (name === undefined) return undefined;
  const value = decoded[name];
  return typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
}

/** A reading from a network server's decoded payload. */
function fromDecoded(
  device: string,
  ts: string | undefined,
  decoded: Record<string, unknown>,
  map: FieldMap,
  gateway?: string,
): ReadingInput {
  const nested = (decoded.behaviour ?? decoded.behavior ?? decoded) as Record<string, unknown>;
  const behaviour = Object.fromEntries(
    BEHAVIOURS.flatMap((name) => (typeof nested[name] === 'number' ? [[name, nested[name]]] : [])),
  );
  const battery = field(decoded, 'battery', map);
  return {
    device,
    ts: (ts ?? new Date().toISOString()) as string,
    lat: field(decoded, 'lat', map),
    lng: field(decoded, 'lng', map),
    ...(battery !== undefined && (battery > MAX_VOLTS_READ ? { battery } : { batteryVolts: battery })),
    temperature: field(decoded, 'temperature', map),
    ...(Object.keys(behaviour).length > 0 && { behaviour }),
    ...(gateway && { gateway }),
  };
}

interface ChirpStackUplink {
  time?: string;
  deviceInfo?: { devEui?: string; deviceProfileName?: string };
  object?: Record<string, unknown>;
  rxInfo?: { gatewayId?: string; rssi?: number }[];
}

/** ChirpStack v4 `up` event. */
export function chirpstackReading(event: ChirpStackUplink, maps: FieldMaps): ReadingInput {
  const profile = event.deviceInfo?.deviceProfileName ?? '';
  return fromDecoded(
    event.deviceInfo?.devEui ?? '',
    event.time,
    event.object ?? {},
    maps[profile] ?? {},
    event.rxInfo?.[0]?.gatewayId,
  );
}

interface TtnUplink {
  received_at?: string;
  end_device_ids?: { dev_eui?: string; device_id?: string };
  uplink_message?: {
    decoded_payload?: Record<string, unknown>;
    received_at?: string;
    rx_metadata?: { gateway_ids?: { gateway_id?: string; eui?: string } }[];
    version_ids?: { model_id?: string };
  };
}

/** The Things Stack v3 uplink message. */
export function ttnReading(message: TtnUplink, maps: FieldMaps): ReadingInput {
  const uplink = message.uplink_message ?? {};
  const model = uplink.version_ids?.model_id ?? '';
  const gateway = uplink.rx_metadata?.[0]?.gateway_ids;
  return fromDecoded(
    message.end_device_ids?.dev_eui ?? '',
    uplink.received_at ?? message.received_at,
    uplink.decoded_payload ?? {},
    maps[model] ?? {},
    gateway?.eui ?? gateway?.gateway_id,
  );
}
