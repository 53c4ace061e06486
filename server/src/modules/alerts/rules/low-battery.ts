import { LOW_BATTERY_MARGIN_PERCENT } from '@tropero/shared/alerts';
import type { AcceptedReading } from '../../telemetry/telemetry.service';
import { figureOf } from '../alert-ops';
import type { AlertRule } from './rule';

/**
 * Low battery: below the threshold raises (or repeats); only above the threshold plus the margin
 * resolves, so that a battery hovering at the line does not flap. Between the two nothing changes.
 */
export function batteryStep(battery: number, threshold: number, open: boolean): 'raise' | 'resolve' | null {
  if (battery < threshold) return 'raise';
  if (open && battery > threshold + LOW_BATTERY_MARGIN_PERCENT) return 'resolve';
  return null;
}

/** Low battery, judged on every reading that reports one. */
export const lowBattery: AlertRule = {
  type: 'lowBattery',
  readings: {
    about: 'device',
    counters: false,
    applies: ({ readings }) => readings.some((r) => r.battery !== null),
    judge({ settlement, readings }, _, subject) {
      const threshold = settlement.params.lowBatteryPercent;
      let isOpen = subject.wasOpen;
      // Repeats in a row are one operation, with the last of them.
      let repeats = 0;
      let last: AcceptedReading | null = null;
      const flushRepeats = () => {
        if (repeats > 0) subject.repeat(figureOf(last!, last!.battery, threshold), repeats);
        repeats = 0;
      };
      for (const reading of readings) {
        if (reading.battery === null) continue;
        const step = batteryStep(reading.battery, threshold, isOpen);
        if (step === 'raise' && isOpen) {
          repeats += 1;
          last = reading;
        } else if (step === 'raise') {
          subject.raise(figureOf(reading, reading.battery, threshold));
          isOpen = true;
        } else if (step === 'resolve') {
          flushRepeats();
          subject.resolve(reading.ts);
          isOpen = false;
        }
      }
      flushRepeats();
    },
  },
};
