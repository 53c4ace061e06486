import { heatForecast } from './heat-forecast';
import { heatStress } from './heat-stress';
import { herdSeparation } from './herd-separation';
import { inactivity } from './inactivity';
import { lowBattery } from './low-battery';
import { nightMovement } from './night-movement';
import { noSignal } from './no-signal';
import { outsideFence } from './outside-fence';
import type { AlertRule } from './rule';
import { ruminationDrop } from './rumination-drop';
import { unknownDevice } from './unknown-device';

/**
 * Every alert rule, one row each: the engine (readings, unknown devices heard) and the alert-rules
 * job (ticks) run them in this order. A new rule is its type in `ALERT_TYPES` and `ALERT_SEVERITY`
 * (packages/shared/src/alerts.ts, the contract both sides read), one file here implementing
 * `AlertRule` (rules/rule.ts) with the queries only it makes, its texts under its type (the
 * server's `ALERT_TYPE_NAMES`, the web's `alerts` locales) and one row below.
 */
export const ALERT_RULES: readonly AlertRule[] = [
  noSignal,
  lowBattery,
  outsideFence,
  herdSeparation,
  heatStress,
  heatForecast,
  inactivity,
  nightMovement,
  unknownDevice,
  ruminationDrop,
];
