import type { AnimalEvent, AnimalEventKind } from '@tropero/shared/contracts/animal-events';
import { isInsideFence, type AreaGeometry } from '@tropero/shared/geo';
import { BEHAVIOURS, type Behaviour } from '@tropero/shared/telemetry';
import { drinkingSeconds, type DrinkingSpots } from '../telemetry/rollup';

/** A stored reading of the animal as the timeline reads it. */
export interface TimelineReading {
  ts: number;
  deviceId: string;
  identifier: string;
  lat: number | null;
  lng: number | null;
  behaviour: Behaviour;
  beaconId: string | null;
}

/** A named outline the animal may be inside of: a plot, or a virtual fence with its GPS buffer. */
export interface NamedArea {
  name: string;
  geometry: AreaGeometry;
}

/** An event as the sources find it: its instant in epoch ms, its kind and details. */
export type FoundEvent = Omit<AnimalEvent, 'ts'> & { at: number };

/** A pause between drinking fixes longer than this ends the visit. */
const DRINKING_GAP_MS = 30 * 60_000;
const METRES_PER_DEGREE = 111_320;

export const foundEvent = (
  at: number,
  kind: AnimalEventKind,
  details: Partial<Omit<FoundEvent, 'at' | 'kind'>> = {},
): FoundEvent => ({
  at,
  kind,
  plotName: null,
  fenceName: null,
  deviceIdentifier: null,
  alertType: null,
  minutes: null,
  lat: null,
  lng: null,
  ...details,
});

/** The behaviour seconds a reading's columns hold (null: not reported). */
export function behaviourOf(columns: Record<`${(typeof BEHAVIOURS)[number]}_s`, number | null>): Behaviour {
  const behaviour: Behaviour = {};
  for (const name of BEHAVIOURS) {
    const seconds = columns[`${name}_s`];
    if (seconds !== null) behaviour[name] = seconds;
  }
  return behaviour;
}

/** The outline's bounding box widened by `bufferMeters`: a fix outside it is outside the area. */
function boundingBox({ geometry }: NamedArea, bufferMeters: number) {
  const points = geometry.type === 'Polygon' ? geometry.coordinates.flat() : geometry.coordinates.flat(2);
  const lngs = points.map((p) => p[0]!);
  const lats = points.map((p) => p[1]!);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const margin =
    bufferMeters /
    (METRES_PER_DEGREE * Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180));
  return {
    west: Math.min(...lngs) - margin,
    east: Math.max(...lngs) + margin,
    south: south - margin,
    north: north + margin,
  };
}

/**
 * Where the animal crossed into or out of each area: a crossing counts once `fixes` consecutive
 * fixes agree (GPS jitter at the line makes no storm), at the first of them. The state the range
 * starts in is no event.
 */
export function crossings(
  readings: readonly TimelineReading[],
  areas: readonly NamedArea[],
  {
    bufferMeters,
    fixes,
    enter,
    leave,
    detail,
  }: {
    bufferMeters: number;
    fixes: number;
    enter: AnimalEventKind;
    leave: AnimalEventKind;
    detail: 'plotName' | 'fenceName';
  },
): FoundEvent[] {
  const events: FoundEvent[] = [];
  const tracked = areas.map((area) => ({
    area,
    box: boundingBox(area, bufferMeters),
    state: undefined as boolean | undefined,
    run: { inside: false, count: 0, start: null as TimelineReading | null },
  }));
  for (const reading of readings) {
    if (reading.lat === null || reading.lng === null) continue;
    const { lat, lng } = reading;
    for (const entry of tracked) {
      const { box, run } = entry;
      const inside =
        lng >= box.west &&
        lng <= box.east &&
        lat >= box.south &&
        lat <= box.north &&
        isInsideFence([lng, lat], entry.area.geometry, bufferMeters);
      if (run.count > 0 && run.inside === inside) run.count += 1;
      else entry.run = { inside, count: 1, start: reading };
      if (entry.run.count !== fixes || entry.state === inside) continue;
      const start = entry.run.start!;
      if (entry.state !== undefined) {
        events.push(
          foundEvent(start.ts, inside ? enter : leave, {
            [detail]: entry.area.name,
            lat: start.lat,
            lng: start.lng,
          }),
        );
      }
      entry.state = inside;
    }
  }
  return events;
}

/**
 * Visits to water: runs of readings that drink (as the collar reports it, or, when it reports no
 * behaviour, by a fixed point's beacon or a fix near a drinker, as the daily rollup counts them).
 */
export function drinkingVisits(readings: readonly TimelineReading[], spots: DrinkingSpots): FoundEvent[] {
  const visits: FoundEvent[] = [];
  let visit: { event: FoundEvent; seconds: number; lastTs: number } | null = null;
  const close = () => {
    if (visit) visits.push({ ...visit.event, minutes: Math.round(visit.seconds / 60) });
    visit = null;
  };
  for (const reading of readings) {
    const seconds = drinkingSeconds({ ...reading, animalId: '', accountId: '', settlementId: '' }, spots);
    if (seconds <= 0) {
      close();
      continue;
    }
    if (visit && reading.ts - visit.lastTs > DRINKING_GAP_MS) close();
    visit ??= {
      event: foundEvent(reading.ts, 'drinking', { lat: reading.lat, lng: reading.lng }),
      seconds: 0,
      lastTs: reading.ts,
    };
    visit.seconds += seconds;
    visit.lastTs = reading.ts;
  }
  close();
  return visits;
}

/**
 * When the animal was first heard through another device than before (`previousDeviceId`: the
 * one of its last reading before the range). No history of fittings is kept: a collar changed is
 * seen when the new one reports.
 */
export function deviceChanges(
  readings: readonly TimelineReading[],
  previousDeviceId: string | null,
): FoundEvent[] {
  const events: FoundEvent[] = [];
  let current = previousDeviceId;
  for (const reading of readings) {
    if (current !== null && reading.deviceId !== current) {
      events.push(
        foundEvent(reading.ts, 'deviceChange', {
          deviceIdentifier: reading.identifier,
          lat: reading.lat,
          lng: reading.lng,
        }),
      );
    }
    current = reading.deviceId;
  }
  return events;
}
