import { DAY_MS } from '@tropero/shared/constants';
import { ITH_CATEGORY_FLOORS } from '@tropero/shared/heat-stress';
import { dayEnd, dayStart, localDay } from '@tropero/shared/local-day';
import { round1 } from '../alert-ops';
import { ithHours, raiseOrResolve } from './heat-stress';
import type { AlertRule } from './rule';

/** Tomorrow's forecast warns when its ITH reaches danger (79). */
const HEAT_FORECAST_ITH = ITH_CATEGORY_FLOORS.danger;

/** Heat stress tomorrow: the highest ITH of tomorrow's stored forecast hours at danger or above. */
export const heatForecast: AlertRule = {
  type: 'heatForecast',
  tick: {
    async judge(tick) {
      const offset = tick.settlement.utcOffsetMinutes;
      const tomorrow = localDay(tick.now + DAY_MS, offset);
      const iths = (await ithHours(tick, dayStart(tomorrow, offset), dayEnd(tomorrow, offset))).flatMap(
        (h) => (h.ith === null ? [] : [h.ith]),
      );
      if (iths.length === 0) return;
      const max = Math.max(...iths);
      await raiseOrResolve(tick, max >= HEAT_FORECAST_ITH, {
        value: round1(max),
        threshold: HEAT_FORECAST_ITH,
      });
    },
  },
};
