import { z } from 'zod';
import type { Coefficients } from './biomass';
import { DAY_MS } from './constants';

/** One normalised reading, whatever protocol brought it (docs/architecture.md "From collar to map"). */
export const behaviourSchema = z
  .object({
    grazing: z.number().min(0).max(86_400).optional(),
    ruminating: z.number().min(0).max(86_400).optional(),
    resting: z.number().min(0).max(86_400).optional(),
    walking: z.number().min(0).max(86_400).optional(),
    drinking: z.number().min(0).max(86_400).optional(),
  })
  .strict();
export type Behaviour = z.infer<typeof behaviourSchema>;
export const BEHAVIOURS = ['grazing', 'ruminating', 'resting', 'walking', 'drinking'] as const;

/**
 * What a collar can report at all: a value outside is a broken sensor, a wrong decoder or a forged
 * message, and the reading is refused with the field's reason
 * (docs/decisions.md "Ingestion: impossible values and speed"). The bounds of physics and hardware [U], not
 * of cattle: a fever or a flat battery is a real reading and passes.
 */
export const READING_LIMITS = {
  /** Battery charge, percent. */
  batteryPercent: { min: 0, max: 100 },
  /**
   * One lithium cell, as decoders that report volts send it: a fully charged high-voltage Li-ion cell
   * reads 4.35 V, and below 2.5 V a cell is past its cut-off and the collar no longer runs.
   */
  batteryVolts: { min: 2.5, max: 4.4 },
  /** °C: the rated range of the temperature sensors collars carry. */
  temperatureC: { min: -40, max: 85 },
  /** km/h: faster than any animal or road vehicle a tracker rides on. */
  speedKmh: { min: 0, max: 300 },
  /** Metres: a network-located phone is seldom off by more than a few kilometres. */
  accuracyM: { min: 0, max: 100_000 },
  /** dBm of a beacon heard. */
  rssiDbm: { min: -150, max: 20 },
} as const;

/** Volts of a collar's cell as percent: 3.0 V empty to 4.2 V full, the usual Li-ion range [U]. */
export function cellPercent(volts: number): number {
  return Math.round(Math.max(0, Math.min(1, (volts - 3.0) / 1.2)) * 100);
}

const within = (limits: { min: number; max: number }) => z.number().min(limits.min).max(limits.max);
const L = READING_LIMITS;

export const readingSchema = z
  .object({
    /** The device's MAC or UUID. */
    device: z.string().trim().min(1).max(40),
    /** Epoch milliseconds, or an ISO-8601 instant. */
    ts: z.union([
      z.number().int().positive(),
      z.iso.datetime({ offset: true }).transform((iso) => Date.parse(iso)),
    ]),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    accuracy: within(L.accuracyM).optional(),
    /** km/h */
    speed: within(L.speedKmh).optional(),
    /** Percent, 0–100. */
    battery: within(L.batteryPercent).optional(),
    /** The cell's volts, for devices that report no percent; stored as percent. */
    batteryVolts: within(L.batteryVolts).optional(),
    /** °C */
    temperature: within(L.temperatureC).optional(),
    behaviour: behaviourSchema.optional(),
    beacon: z.object({ id: z.string().min(1).max(40), rssi: within(L.rssiDbm).optional() }).optional(),
    gateway: z.string().max(40).optional(),
  })
  // Most readings carry no volts: they pass as they are, without a copy.
  .transform((reading) => {
    if (reading.batteryVolts === undefined) return reading;
    const { batteryVolts, ...rest } = reading;
    return rest.battery !== undefined ? rest : { ...rest, battery: cellPercent(batteryVolts) };
  });
export type ReadingInput = z.input<typeof readingSchema>;
export type Reading = z.output<typeof readingSchema>;

/**
 * The live stream (`/api/v1/live`) sends a `heartbeat` event this often; a tab that hears nothing
 * for two of them plus a margin takes the stream for dead (a dropped link often closes nothing).
 */
export const LIVE_HEARTBEAT_MS = 25_000;
export const LIVE_SILENCE_MS = 2 * LIVE_HEARTBEAT_MS + 5_000;

/** Why a reading was refused (answered per reading; i18n `telemetry.rejections.<key>`). */
export const REJECTIONS = [
  'unknownDevice',
  'coordinates',
  'future',
  'tooOld',
  'malformed',
  'battery',
  'temperature',
  'speed',
  'accuracy',
  'behaviour',
  'beacon',
] as const;
export type Rejection = (typeof REJECTIONS)[number];

/** The reason for a reading whose field failed the schema: the field's own, else `malformed`. */
const REJECTION_OF_FIELD: Partial<Record<PropertyKey, Rejection>> = {
  lat: 'coordinates',
  lng: 'coordinates',
  battery: 'battery',
  batteryVolts: 'battery',
  temperature: 'temperature',
  speed: 'speed',
  accuracy: 'accuracy',
  behaviour: 'behaviour',
  beacon: 'beacon',
};

/** The device a refused reading names, when it names one at all (for the rejection's report). */
function deviceNamed(input: unknown): string | undefined {
  const device = (input as { device?: unknown } | null)?.device;
  const trimmed = typeof device === 'string' ? device.trim() : '';
  return trimmed.length > 0 && trimmed.length <= 40 ? trimmed : undefined;
}

/**
 * A reading checked against the schema and READING_LIMITS: the reading, or why it is refused and
 * the device it names.
 */
export function parseReading(
  input: unknown,
): { reading: Reading } | { rejection: Rejection; device: string | undefined } {
  const parsed = readingSchema.safeParse(input);
  if (parsed.success) return { reading: parsed.data };
  const field = parsed.error.issues[0]?.path[0];
  return {
    rejection: (field !== undefined && REJECTION_OF_FIELD[field]) || 'malformed',
    device: deviceNamed(input),
  };
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, docs/domain.md §3). */
export function haversineMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The jitter filter of docs/domain.md §3: the `distance` coefficient table (configurable defaults, [U]). */
export interface DistanceFilter {
  /** A segment counts only past about 2 × CEP, metres. */
  minStepMeters: number;
  /** A fix implying more than this from the last counted one is an outlier, km/h. */
  maxSpeedKmh: number;
}

/** The current `distance` rows (marked as read by this answer). */
export function distanceFilterOf(tables: Coefficients): DistanceFilter {
  return {
    minStepMeters: tables.value('distance', 'minStepMeters'),
    maxSpeedKmh: tables.value('distance', 'maxSpeedKmh'),
  };
}

export interface Fix {
  ts: number;
  lat: number;
  lng: number;
}

/** The odometer's state: total and the last fix that counted (the anchor). */
export interface Odometer {
  meters: number;
  anchor: Fix | null;
}

/**
 * Adds one fix (in time order) to an odometer: outliers (implied speed over the limit) are dropped,
 * and movement shorter than the minimum step is GPS jitter, not walking.
 */
export function addFix(odometer: Odometer, fix: Fix, filter: DistanceFilter): Odometer {
  if (!odometer.anchor) return { meters: odometer.meters, anchor: fix };
  const step = haversineMeters(odometer.anchor, fix);
  const hours = (fix.ts - odometer.anchor.ts) / 3_600_000;
  if (hours <= 0 || step / 1000 / hours > filter.maxSpeedKmh) return odometer;
  if (step < filter.minStepMeters) return odometer;
  return { meters: odometer.meters + step, anchor: fix };
}

/**
 * The collar's fix interval, seconds: the median gap between its consecutive readings (the basis of
 * a distance, docs/domain.md §3: shorter intervals inflate it). Null with fewer than two readings.
 */
export function fixIntervalSeconds(timestamps: readonly number[]): number | null {
  const sorted = [...timestamps].sort((a, b) => a - b);
  const gaps = sorted.slice(1).map((ts, i) => (ts - sorted[i]!) / 1000);
  return median(gaps.filter((gap) => gap > 0));
}

/** Distance over a day's fixes, sorted by time first. */
export function filteredDistanceMeters(fixes: Fix[], filter: DistanceFilter): number {
  const sorted = [...fixes].sort((a, b) => a.ts - b.ts);
  return sorted.reduce((odometer, fix) => addFix(odometer, fix, filter), {
    meters: 0,
    anchor: null,
  } as Odometer).meters;
}

/**
 * The reference drawn on a collar's temperature history: the normal rectal temperature of adult
 * cattle, 38.0–39.3 °C (Merck Veterinary Manual's table, dairy cattle; beef cattle are given down
 * to 36.7 °C) [2°]. It is a body-temperature reference: a collar reading skin or the air at the
 * neck reads lower and follows the weather, so the chart says so rather than flag every reading.
 */
export const CATTLE_RECTAL_TEMPERATURE_C = { min: 38.0, max: 39.3 } as const;

/**
 * The animal's own behaviour baseline (docs/domain.md §2): the mean of the days before, over a rolling
 * window [U: 7–10 days; 7 as docs/ui.md draws it]. Days without readings are left out, not counted as
 * zero; with too few days left there is no baseline yet.
 */
export const BEHAVIOUR_BASELINE = { days: 7, minDays: 3 } as const;

export interface DailyValue {
  /** yyyy-mm-dd (UTC day). */
  day: string;
  value: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The baseline of `day`: the mean of the values of the window's days before it, or null. */
export function baselineOf(
  history: readonly DailyValue[],
  day: string,
  window: { days: number; minDays: number } = BEHAVIOUR_BASELINE,
): number | null {
  const end = Date.parse(`${day}T00:00:00Z`);
  const start = end - window.days * DAY_MS;
  const values = history
    .filter((entry) => {
      const ts = Date.parse(`${entry.day}T00:00:00Z`);
      return ts >= start && ts < end;
    })
    .map((entry) => entry.value);
  return values.length >= Math.max(1, window.minDays) ? mean(values) : null;
}

/**
 * A drop in rumination worth a look (docs/domain.md §2): this many minutes below the animal's own
 * baseline [2°: vendor figure of 30–50 min; configurable default].
 */
export const RUMINATION_DROP_MINUTES = 30;

/** Minutes a day's rumination fell below the animal's baseline, when the drop is worth a look; else null. */
export function ruminationDrop(
  ruminatingHours: number,
  baselineHours: number,
  thresholdMinutes: number = RUMINATION_DROP_MINUTES,
): number | null {
  const minutes = Math.round((baselineHours - ruminatingHours) * 60);
  return minutes >= thresholdMinutes ? minutes : null;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
