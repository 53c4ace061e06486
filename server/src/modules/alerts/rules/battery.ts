import { LOW_BATTERY_MARGIN_PERCENT } from '@tropero/shared/alerts';

/**
 * Low battery: below the threshold raises (or repeats); only above the threshold plus the margin
 * resolves, so that a battery hovering at the line does not flap. Between the two nothing changes.
 */
export function batteryStep(battery: number, threshold: number, open: boolean): 'raise' | 'resolve' | null {
  if (battery < threshold) return 'raise';
  if (open && battery > threshold + LOW_BATTERY_MARGIN_PERCENT) return 'resolve';
  return null;
}
