import { HOUR_MS } from '@tropero/shared/constants';
import { heatStressRules, ithOf, type ThresholdBasis } from '@tropero/shared/heat-stress';
import { locationKey } from '../../weather/weather-updates';
import { round1 } from '../alert-ops';
import { settlementSubject } from '../subjects';
import type { AlertRule, Tick } from './rule';

/** The newest stored hour counts as "now" for heat stress when it is at most this old. */
const CURRENT_WEATHER_MAX_AGE_MS = 3 * HOUR_MS;

/**
 * Heat stress now: the ITH of the newest stored hour of the settlement's weather location (never the
 * provider) at or above the herd type's threshold, or the settlement's own, raises; below, resolves.
 */
export const heatStress: AlertRule = {
  type: 'heatStress',
  tick: {
    async judge(tick) {
      const { settlement, now } = tick;
      const { threshold, basis } = heatStressRules(
        await tick.coefficientTables.current(),
        settlement.herdType,
        settlement.params.ithAlert,
      );
      // The newest hour decides: one without humidity leaves the alert as it is.
      const current = (await ithHours(tick, now - CURRENT_WEATHER_MAX_AGE_MS, now + 1)).at(-1);
      if (current === undefined || current.ith === null) return;
      await raiseOrResolve(tick, current.ith >= threshold, {
        value: round1(current.ith),
        threshold,
        thresholdBasis: basis,
      });
    },
  },
};

/**
 * The ITH of the stored weather hours of the settlement's location in [from, to), oldest first (null
 * for an hour without humidity).
 */
export async function ithHours({ db, settlement }: Tick, from: number, to: number) {
  const key = locationKey(settlement.location.lat, settlement.location.lng, settlement.utcOffsetMinutes);
  const hours = await db
    .selectFrom('weather_hours')
    .innerJoin('weather_locations', 'weather_locations.id', 'weather_hours.location_id')
    .select(['weather_hours.ts', 'temperature', 'humidity', 'dew_point'])
    .where('weather_locations.lat_e2', '=', key.latE2)
    .where('weather_locations.lng_e2', '=', key.lngE2)
    .where('weather_locations.utc_offset_minutes', '=', key.utcOffsetMinutes)
    .where('weather_hours.ts', '>=', from)
    .where('weather_hours.ts', '<', to)
    .where('temperature', 'is not', null)
    .orderBy('weather_hours.ts')
    .execute();
  return hours.map((hour) => ({
    ts: Number(hour.ts),
    ith:
      hour.temperature === null || hour.humidity === null
        ? null
        : ithOf(
            { temperature: hour.temperature, humidity: hour.humidity, dewPoint: hour.dew_point },
            settlement.params.ithFormula,
          ),
  }));
}

/** A settlement's heat alert: raised (once) while `raise` holds, else its open one resolved. */
export async function raiseOrResolve(
  tick: Tick,
  raise: boolean,
  figure: { value: number; threshold: number; thresholdBasis?: ThresholdBasis },
): Promise<void> {
  const { settlement, now, ops, type } = tick;
  const subject = settlementSubject(type, settlement);
  const where = { lat: settlement.location.lat, lng: settlement.location.lng };
  if (raise) ops.raise(subject, { at: now, ...figure, ...where }, 1, true);
  else if ((await tick.open()).length > 0) ops.resolve(subject, now);
}
