import { DAY_MS } from '@tropero/shared/constants';
import { addDays, dayStart, isPartialDay, localDay } from '@tropero/shared/local-day';
import type { Executor } from '../../../db/executor';
import { historyStart } from '../../telemetry/history-start';
import { animalSubject } from '../subjects';
import type { AlertRule } from './rule';

/** An animal's day of rumination, from its daily rollup. */
export interface RuminationDay {
  day: string;
  ruminatingS: number;
  readings: number;
}

/** Days of the baseline (docs/domain.md §2: a rolling 7–10 day baseline per animal). */
const RUMINATION_BASELINE_DAYS = 7;
/** Fewest days with readings in the baseline for it to count. */
const MIN_BASELINE_DAYS = 3;

/**
 * Rumination drop (docs/domain.md §2): how many minutes the day fell below the animal's own baseline (the
 * mean of the days before it that had readings), or null when there is no baseline or no day.
 */
export function ruminationDropMinutes(
  day: RuminationDay | undefined,
  before: readonly RuminationDay[],
): number | null {
  const counted = before.filter((d) => d.readings > 0);
  if (!day || day.readings === 0 || counted.length < MIN_BASELINE_DAYS) return null;
  const baseline = counted.reduce((sum, d) => sum + d.ruminatingS, 0) / counted.length;
  return (baseline - day.ruminatingS) / 60;
}

/**
 * Rumination drop, once per settlement and local day: the last whole day against the animal's own
 * baseline of the days before it. A drop on a new day while the alert is open is a repeat.
 */
export const ruminationDrop: AlertRule = {
  type: 'ruminationDrop',
  tick: {
    async judge(tick) {
      const { settlement, now } = tick;
      const offset = settlement.utcOffsetMinutes;
      const day = localDay(now - DAY_MS, offset);
      const judged = dayStart(day, offset);
      // The settlement's counter: the day last judged.
      if ((await tick.state(settlement.id))?.since === judged) return;
      const first = addDays(day, -RUMINATION_BASELINE_DAYS);
      const rows = await animalDays(tick.db, settlement.id, first, day);
      const open = new Set((await tick.open()).map((a) => a.subject_id));
      const byAnimal = new Map<string, typeof rows>();
      for (const row of rows) byAnimal.set(row.animal_id, [...(byAnimal.get(row.animal_id) ?? []), row]);
      const threshold = settlement.params.ruminationDropMinutes;
      for (const [animalId, days] of byAnimal) {
        const asDay = (row: (typeof days)[number]) => ({
          day: row.day,
          ruminatingS: Number(row.ruminating_s),
          readings: Number(row.readings),
        });
        // A partial day (an animal's first, begun late) is neither judged nor part of the baseline.
        const whole = days.filter(
          (d) => !isPartialDay(d.day, offset, now, d.history_start === null ? null : Number(d.history_start)),
        );
        const drop = ruminationDropMinutes(
          whole.filter((d) => d.day === day).map(asDay)[0],
          whole.filter((d) => d.day < day).map(asDay),
        );
        if (drop === null) continue;
        const subject = animalSubject('ruminationDrop', settlement, {
          id: animalId,
          caravana: days[0]!.caravana,
        });
        const figure = { at: now, value: Math.round(drop), threshold, lat: null, lng: null };
        if (drop >= threshold) tick.ops.raise(subject, figure);
        else if (open.has(animalId)) tick.ops.resolve(subject, now);
      }
      tick.setState(settlement.id, { since: judged });
    },
  },
};

/** Daily rollups of a settlement's animals from `first` to `last` (yyyy-mm-dd), with the caravana. */
function animalDays(db: Executor, settlementId: string, first: string, last: string) {
  return db
    .selectFrom('animal_days')
    .innerJoin('animals', 'animals.id', 'animal_days.animal_id')
    .select([
      'animal_days.animal_id',
      'animals.caravana',
      'animal_days.day',
      'animal_days.ruminating_s',
      'animal_days.readings',
      historyStart,
    ])
    .where('animal_days.settlement_id', '=', settlementId)
    .where('animal_days.day', '>=', first)
    .where('animal_days.day', '<=', last)
    .execute();
}
