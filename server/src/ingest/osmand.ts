import type { ReadingInput } from '@tropero/shared/telemetry';

const KNOTS_TO_KMH = 1.852;

/** Unix seconds, milliseconds or an ISO instant, as OsmAnd clients send them. */
export function osmandTime(value: unknown): number | string | undefined {
  if (value === undefined || value === '') return undefined;
  const numeric = Number(value);
  if (Number.isFinite(numeric)) return Math.round(numeric < 1e12 ? numeric * 1000 : numeric);
  return String(value);
}

const number = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

/** The query-string form (`id, lat, lon, timestamp, speed` in knots, `batt`…), by GET or form POST. */
export function osmandQueryReading(query: Record<string, unknown>): ReadingInput {
  return {
    device: String(query.id ?? query.deviceid ?? ''),
    ts: (osmandTime(query.timestamp) ?? Date.now()) as number,
    lat: number(query.lat),
    lng: number(query.lon),
    accuracy: number(query.accuracy),
    speed: query.speed === undefined ? undefined : Number(query.speed) * KNOTS_TO_KMH,
    battery: number(query.batt),
  };
}

interface OsmandJson {
  device_id?: string;
  location?: {
    timestamp?: string | number;
    coords?: { latitude?: number; longitude?: number; accuracy?: number; speed?: number };
    battery?: { level?: number };
  };
}

/** The JSON form sent by the current Traccar Client (speed in m/s, battery level 0–1). */
export function osmandJsonReading(body: OsmandJson): ReadingInput {
  const coords = body.location?.coords ?? {};
  const level = body.location?.battery?.level;
  return {
    device: String(body.device_id ?? ''),
    ts: (osmandTime(body.location?.timestamp) ?? Date.now()) as number,
    lat: coords.latitude,
    lng: coords.longitude,
    accuracy: coords.accuracy,
    speed: coords.speed !== undefined && coords.speed >= 0 ? coords.speed * 3.6 : undefined,
    battery: level !== undefined && level >= 0 ? Math.round(level * 100) : undefined,
  };
}
