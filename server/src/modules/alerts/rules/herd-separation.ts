import { haversineMeters, median } from '@tropero/shared/telemetry';
import type { Executor } from '../../../db/executor';
import type { AlertContext, Point } from '../alert-context';
import { figureOf } from '../alert-ops';
import { inChunks } from '../alerts.repository';
import { judgeStreak } from './hysteresis';
import type { AlertRule } from './rule';

/** Fewest animals with a fix for a roundup to have a meaningful median position. */
const MIN_ROUNDUP = 3;

/** The median position of a group (latitude and longitude apart): what one stray does not drag. */
function medianPosition(points: readonly Point[]): Point | null {
  const lat = median(points.map((p) => p.lat));
  const lng = median(points.map((p) => p.lng));
  return lat === null || lng === null ? null : { lat, lng };
}

/**
 * Separated from the herd: `herdSeparationFixes` fixes in a row farther than `herdSeparationMeters`
 * from the median of its roundup's last fixes raise, as many nearer resolve.
 */
export const herdSeparation: AlertRule<Map<string, Point | null>> = {
  type: 'herdSeparation',
  readings: {
    about: 'animal',
    counters: true,
    prepare: (context, batches) =>
      roundupMedians(
        context,
        batches.flatMap(({ device }) => (device.roundupId && device.animalId ? [device.roundupId] : [])),
      ),
    applies: ({ device }, medians) => device.roundupId !== null && Boolean(medians.get(device.roundupId)),
    judge({ settlement, device, fixes }, medians, subject) {
      const { herdSeparationFixes, herdSeparationMeters } = settlement.params;
      const centre = medians.get(device.roundupId!)!;
      const distances = fixes.map((fix) =>
        Math.round(haversineMeters(centre, { lat: fix.lat!, lng: fix.lng! })),
      );
      judgeStreak(subject, fixes, {
        k: herdSeparationFixes,
        meets: distances.map((d) => d > herdSeparationMeters),
        figure: (i) => figureOf(fixes[i]!, distances[i]!, herdSeparationMeters),
      });
    },
  },
};

/** Each roundup's median of its animals' last fixes; null for one of fewer than three animals. */
function roundupMedians(context: AlertContext, roundupIds: Iterable<string>) {
  return context.cache<Point | null>('roundupMedians').many(
    roundupIds,
    async (missing) => {
      const points = new Map<string, Point[]>();
      for (const row of await roundupPositions(context.db, missing)) {
        if (row.roundup_id === null || row.lat === null || row.lng === null) continue;
        points.set(row.roundup_id, [...(points.get(row.roundup_id) ?? []), { lat: row.lat, lng: row.lng }]);
      }
      return new Map(
        [...points].map(([id, list]) => [id, list.length >= MIN_ROUNDUP ? medianPosition(list) : null]),
      );
    },
    null,
  );
}

/** The last fix of every collared animal of these roundups. */
function roundupPositions(db: Executor, roundupIds: readonly string[]) {
  return inChunks(roundupIds, (chunk) =>
    db
      .selectFrom('animals')
      .innerJoin('devices', 'devices.animal_id', 'animals.id')
      .innerJoin('device_state', 'device_state.device_id', 'devices.id')
      .select(['animals.roundup_id', 'animals.id as animal_id', 'device_state.lat', 'device_state.lng'])
      .where('animals.roundup_id', 'in', chunk)
      .where('device_state.lat', 'is not', null)
      .execute(),
  );
}
