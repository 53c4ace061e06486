import { HOUR_MS } from '@tropero/shared/constants';
import { haversineMeters } from '@tropero/shared/telemetry';
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor';
import { animalSubject } from '../subjects';
import type { AlertRule } from './rule';

/** What an animal did over the inactivity window, from its readings. */
export interface Stillness {
  /** Span of the fixes' bounding box, in metres (its diagonal). */
  spreadMeters: number | null;
  /** Seconds of grazing and walking the collar reported. */
  activeSeconds: number;
  firstTs: number;
  lastTs: number;
}

/** Metres of GPS jitter a resting animal's fixes stay within. */
export const STILL_METERS = 30;

/**
 * Inactivity (an animal down): over a window of `hours` the collar kept reporting (its readings span
 * most of it) with no displacement beyond jitter and no grazing or walking.
 */
export function isInactive(still: Stillness, hours: number): boolean {
  const windowMs = hours * 3_600_000;
  return (
    still.lastTs - still.firstTs >= windowMs * 0.75 &&
    still.activeSeconds === 0 &&
    still.spreadMeters !== null &&
    still.spreadMeters <= STILL_METERS
  );
}

/** Inactivity: an animal still and idle for `inactivityHours` raises; moving or active again resolves. */
export const inactivity: AlertRule = {
  type: 'inactivity',
  tick: {
    async judge(tick) {
      const { settlement, now, ops } = tick;
      const hours = settlement.params.inactivityHours;
      const rows = await stillness(tick.db, settlement.id, now - hours * HOUR_MS);
      const open = new Set((await tick.open()).map((a) => a.subject_id));
      for (const row of rows) {
        if (row.animal_id === null) continue;
        const spread =
          row.min_lat === null || row.max_lat === null || row.min_lng === null || row.max_lng === null
            ? null
            : haversineMeters(
                { lat: Number(row.min_lat), lng: Number(row.min_lng) },
                { lat: Number(row.max_lat), lng: Number(row.max_lng) },
              );
        const still = {
          spreadMeters: spread,
          activeSeconds: Number(row.active_s),
          firstTs: Number(row.first_ts),
          lastTs: Number(row.last_ts),
        };
        const subject = animalSubject('inactivity', settlement, {
          id: row.animal_id,
          caravana: row.caravana,
        });
        if (isInactive(still, hours)) {
          const lat = row.max_lat === null ? null : Number(row.max_lat);
          const lng = row.max_lng === null ? null : Number(row.max_lng);
          ops.raise(subject, { at: now, value: hours, threshold: hours, lat, lng }, 1, true);
        } else if (open.has(row.animal_id)) ops.resolve(subject, now);
      }
    },
  },
};

/** Per animal of the settlement, its readings since `from`: where its fixes spread and its activity. */
function stillness(db: Executor, settlementId: string, from: number) {
  return db
    .selectFrom('readings')
    .innerJoin('animals', 'animals.id', 'readings.animal_id')
    .select((eb) => [
      'readings.animal_id',
      'animals.caravana',
      eb.fn.min('readings.ts').as('first_ts'),
      eb.fn.max('readings.ts').as('last_ts'),
      eb.fn.min('readings.lat').as('min_lat'),
      eb.fn.max('readings.lat').as('max_lat'),
      eb.fn.min('readings.lng').as('min_lng'),
      eb.fn.max('readings.lng').as('max_lng'),
      sql<number>`sum(coalesce(readings.grazing_s, 0) + coalesce(readings.walking_s, 0))`.as('active_s'),
    ])
    .where('animals.settlement_id', '=', settlementId)
    .where('readings.ts', '>=', from)
    .groupBy(['readings.animal_id', 'animals.caravana'])
    .execute();
}
