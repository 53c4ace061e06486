import { z } from 'zod';

/** One normalised reading, whatever protocol brought it (design.md §6). */
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

export const readingSchema = z.object({
  /** The device's MAC or UUID. */
  device: z.string().trim().min(1).max(40),
  /** Epoch milliseconds, or an ISO-8601 instant. */
  ts: z.union([
    z.number().int().positive(),
    z.iso.datetime({ offset: true }).transform((iso) => Date.parse(iso)),
  ]),
  lat: z.number().optional(),
  lng: z.number().optional(),
  accuracy: z.number().min(0).optional(),
  /** km/h */
  speed: z.number().min(0).optional(),
  /** Percent, 0–100. */
  battery: z.number().optional(),
  /** °C */
  temperature: z.number().optional(),
  behaviour: behaviourSchema.optional(),
  beacon: z.object({ id: z.string().min(1).max(40), rssi: z.number().optional() }).optional(),
  gateway: z.string().max(40).optional(),
});
export type ReadingInput = z.input<typeof readingSchema>;
export type Reading = z.output<typeof readingSchema>;

/** Why a reading was refused (answered per reading; i18n `telemetry.rejections.<key>`). */
export const REJECTIONS = ['unknownDevice', 'coordinates', 'future', 'tooOld', 'malformed'] as const;
export type Rejection = (typeof REJECTIONS)[number];

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, domain.md §3). */
export function haversineMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The jitter filter of domain.md §3 (configurable defaults, [U]). */
export const DISTANCE_FILTER = {
  /** A segment counts only past about 2 × CEP. */
  minStepMeters: 10,
  /** A fix implying more than this from the last counted one is an outlier. */
  maxSpeedKmh: 10,
};

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
export function addFix(odometer: Odometer, fix: Fix, filter = DISTANCE_FILTER): Odometer {
  if (!odometer.anchor) return { meters: odometer.meters, anchor: fix };
  const step = haversineMeters(odometer.anchor, fix);
  const hours = (fix.ts - odometer.anchor.ts) / 3_600_000;
  if (hours <= 0 || step / 1000 / hours > filter.maxSpeedKmh) return odometer;
  if (step < filter.minStepMeters) return odometer;
  return { meters: odometer.meters + step, anchor: fix };
}

/** Distance over a day's fixes, sorted by time first. */
export function filteredDistanceMeters(fixes: Fix[], filter = DISTANCE_FILTER): number {
  const sorted = [...fixes].sort((a, b) => a.ts - b.ts);
  return sorted.reduce((odometer, fix) => addFix(odometer, fix, filter), {
    meters: 0,
    anchor: null,
  } as Odometer).meters;
}

/** Maintenance net energy, NRC beef: 0.077·SBW^0.75 Mcal/day with SBW ≈ 0.96·BW (domain.md §4). */
export function maintenanceMcal(weightKg: number): number {
  return 0.077 * (0.96 * weightKg) ** 0.75;
}

/** Walking cost: 0.00045 Mcal NE per kg of body weight per km (NRC 2001, domain.md §4). */
export function walkingMcal(weightKg: number, km: number): number {
  return 0.00045 * weightKg * km;
}

/** Grazing raises maintenance by 8–30 % (Di Marco & Aello 2001); the default is the low end [U]. */
export const GRAZING_FACTOR = 0.08;

/** Daily energy expenditure: NEm·(1 + grazing factor) + walking (domain.md §4 "Dashboard"). */
export function dailyEnergyMcal(weightKg: number, km: number, grazingFactor = GRAZING_FACTOR): number {
  return maintenanceMcal(weightKg) * (1 + grazingFactor) + walkingMcal(weightKg, km);
}

/** Temperature–humidity index, NRC 1971 (domain.md §1). */
export function ith(temperatureC: number, humidityPercent: number): number {
  return 1.8 * temperatureC + 32 - (0.55 - 0.0055 * humidityPercent) * (1.8 * temperatureC - 26);
}

/** ITH categories of the Livestock Weather Safety Index (domain.md §1). */
export function ithCategory(value: number): 'normal' | 'alert' | 'danger' | 'emergency' {
  if (value >= 84) return 'emergency';
  if (value >= 79) return 'danger';
  if (value >= 75) return 'alert';
  return 'normal';
}
