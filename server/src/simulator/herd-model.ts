import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { AreaGeometry } from '@tropero/shared/geo';
import { haversineMeters, type ReadingInput } from '@tropero/shared/telemetry';

/** One simulated animal: where it is, what it does, its collar. */
export interface SimAnimal {
  identifier: string;
  plot: AreaGeometry;
  position: { lat: number; lng: number };
  battery: number;
  /** A collar that stops reporting at some point (one per herd). */
  silentAfter: number | null;
  /** Wanders past its plot's edge now and then (breaks a virtual fence). */
  breaksFences: boolean;
  /** Where it is heading to drink, while it is. */
  target: { lat: number; lng: number } | null;
}

export type Activity = 'grazing' | 'ruminating' | 'resting' | 'walking' | 'drinking';

/** A deterministic pseudo-random generator (mulberry32), so that a seed gives the same herd. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What cattle mostly do at an hour of the local day (docs/domain.md §2): grazing bouts at dawn and
 * dusk, rumination and rest at night and midday, walks to water a few times a day. Heat
 * (high ITH) moves grazing away from the middle of the day.
 */
export function likelyActivity(localHour: number, hot: boolean, random: () => number): Activity {
  const r = random();
  if ([9, 13, 18].includes(localHour) && r < 0.35) return 'walking';
  if (localHour >= 6 && localHour < 10) return r < 0.75 ? 'grazing' : r < 0.9 ? 'ruminating' : 'resting';
  if (localHour >= 17 && localHour < 21) return r < 0.7 ? 'grazing' : r < 0.85 ? 'walking' : 'ruminating';
  if (localHour >= 11 && localHour < 16) {
    if (hot) return r < 0.15 ? 'grazing' : r < 0.6 ? 'resting' : 'ruminating';
    return r < 0.4 ? 'grazing' : r < 0.75 ? 'ruminating' : 'resting';
  }
  if (localHour >= 22 || localHour < 5) return r < 0.5 ? 'ruminating' : r < 0.9 ? 'resting' : 'grazing';
  return r < 0.5 ? 'grazing' : r < 0.8 ? 'ruminating' : 'resting';
}

const METRES_PER_DEG_LAT = 110_574;
const STEP_M: Record<Activity, number> = {
  grazing: 60,
  ruminating: 3,
  resting: 2,
  walking: 250,
  drinking: 5,
};

function move(from: { lat: number; lng: number }, metres: number, bearing: number) {
  const dLat = (metres * Math.cos(bearing)) / METRES_PER_DEG_LAT;
  const dLng = (metres * Math.sin(bearing)) / (111_320 * Math.cos((from.lat * Math.PI) / 180));
  return { lat: from.lat + dLat, lng: from.lng + dLng };
}

function towards(from: { lat: number; lng: number }, to: { lat: number; lng: number }, metres: number) {
  const distance = haversineMeters(from, to);
  if (distance <= metres) return { ...to };
  const share = metres / distance;
  return { lat: from.lat + (to.lat - from.lat) * share, lng: from.lng + (to.lng - from.lng) * share };
}

/** The centre of a plot's outer ring (good enough to steer animals back inside). */
export function centreOf(plot: AreaGeometry): { lat: number; lng: number } {
  const ring = plot.type === 'Polygon' ? plot.coordinates[0]! : plot.coordinates[0]![0]!;
  const points = ring.slice(0, -1);
  return {
    lng: points.reduce((sum, p) => sum + p[0]!, 0) / points.length,
    lat: points.reduce((sum, p) => sum + p[1]!, 0) / points.length,
  };
}

/**
 * Advances one animal by one fix interval ending at `ts` and answers its collar's reading
 * (or null when the collar is silent). `stepSeconds` is the interval (600 s in spec §9).
 */
export function step(
  animal: SimAnimal,
  ts: number,
  stepSeconds: number,
  context: { drinkers: { lat: number; lng: number }[]; utcOffsetHours: number; hot: boolean },
  random: () => number,
): ReadingInput | null {
  animal.battery = Math.max(0, animal.battery - 0.0015 * (stepSeconds / 60) * (0.8 + random() * 0.4));
  if (animal.silentAfter !== null && ts > animal.silentAfter) return null;
  const localHour = new Date(ts + context.utcOffsetHours * 3_600_000).getUTCHours();
  let activity = animal.target ? 'walking' : likelyActivity(localHour, context.hot, random);
  if (
    activity === 'walking' &&
    !animal.target &&
    context.drinkers.length > 0 &&
    [9, 13, 18].includes(localHour)
  ) {
    const nearest = [...context.drinkers].sort(
      (a, b) => haversineMeters(animal.position, a) - haversineMeters(animal.position, b),
    )[0]!;
    animal.target = nearest;
  }
  if (animal.target) {
    animal.position = towards(animal.position, animal.target, STEP_M.walking * (0.8 + random() * 0.4));
    if (haversineMeters(animal.position, animal.target) < 5) {
      activity = 'drinking';
      animal.target = null;
    }
  } else {
    const next = move(animal.position, STEP_M[activity] * random(), random() * 2 * Math.PI);
    const inside = booleanPointInPolygon([next.lng, next.lat], animal.plot);
    animal.position =
      inside || (animal.breaksFences && random() < 0.3)
        ? next
        : towards(animal.position, centreOf(animal.plot), STEP_M.grazing);
  }
  const seconds = Object.fromEntries([[activity, stepSeconds]]) as Partial<Record<Activity, number>>;
  return {
    device: animal.identifier,
    ts,
    lat: Number(animal.position.lat.toFixed(6)),
    lng: Number(animal.position.lng.toFixed(6)),
    accuracy: Number((3 + random() * 4).toFixed(1)),
    battery: Number(animal.battery.toFixed(1)),
    temperature: Number((38.3 + random() * 0.8 + (context.hot ? 0.4 : 0)).toFixed(1)),
    behaviour: seconds,
  };
}
