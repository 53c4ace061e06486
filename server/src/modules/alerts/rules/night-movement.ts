import { DAY_MS, HOUR_MS } from '@tropero/shared/constants';
import { haversineMeters } from '@tropero/shared/telemetry';
import { figureOf } from '../alert-ops';
import { animalSubject } from '../subjects';
import type { AlertRule } from './rule';

/**
 * The night window (from `fromHour` to `toHour`, local time at `offsetMinutes` from UTC) that holds
 * `ts`, as [start, end) in epoch ms; null when `ts` falls in the day. A window may cross midnight
 * (22 → 5) or not (1 → 4); equal hours mean no night.
 */
export function nightAt(
  ts: number,
  fromHour: number,
  toHour: number,
  offsetMinutes: number,
): { start: number; end: number } | null {
  if (fromHour === toHour) return null;
  const offsetMs = offsetMinutes * 60_000;
  const local = ts + offsetMs;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  const length = ((toHour - fromHour + 24) % 24) * HOUR_MS;
  // The window that began today at fromHour, or yesterday at fromHour (crossing midnight); no array
  // of the two: this runs for every fix.
  let begin = midnight + fromHour * HOUR_MS;
  if (local < begin) begin -= DAY_MS;
  return local >= begin && local < begin + length
    ? { start: begin - offsetMs, end: begin + length - offsetMs }
    : null;
}

/**
 * Night movement: the first fix of a night is the animal's anchor; a fix that night farther than
 * `nightMovementMeters` from it raises (theft risk). It resolves when the night is over.
 */
export const nightMovement: AlertRule = {
  type: 'nightMovement',
  readings: {
    about: 'animal',
    counters: true,
    applies: ({ settlement, fixes }) => {
      const { nightFromHour, nightToHour } = settlement.params;
      return fixes.some((r) => nightAt(r.ts, nightFromHour, nightToHour, settlement.utcOffsetMinutes));
    },
    judge({ settlement, fixes }, _, subject) {
      const { nightFromHour, nightToHour, nightMovementMeters } = settlement.params;
      let isOpen = subject.wasOpen;
      for (const fix of fixes) {
        const night = nightAt(fix.ts, nightFromHour, nightToHour, settlement.utcOffsetMinutes);
        if (!night) continue;
        const anchor = subject.state();
        if (!anchor || anchor.since !== night.start || anchor.lat === null || anchor.lng === null) {
          subject.setState({ since: night.start, lat: fix.lat, lng: fix.lng });
          continue;
        }
        const moved = haversineMeters({ lat: anchor.lat, lng: anchor.lng }, { lat: fix.lat!, lng: fix.lng! });
        if (moved <= nightMovementMeters) continue;
        const figure = figureOf(fix, Math.round(moved), nightMovementMeters);
        if (isOpen) subject.repeat(figure);
        else subject.raise(figure);
        isOpen = true;
      }
    },
  },
  tick: {
    async judge({ settlement, now, ops, open }) {
      const { nightFromHour, nightToHour } = settlement.params;
      const night = nightAt(now, nightFromHour, nightToHour, settlement.utcOffsetMinutes);
      for (const alert of await open()) {
        if (!night || alert.opened_at < night.start)
          ops.resolve(
            animalSubject('nightMovement', settlement, {
              id: alert.subject_id,
              caravana: alert.subject_label,
            }),
            now,
          );
      }
    },
  },
};
