import {
  IconAntennaBarsOff,
  IconBatteryOff,
  IconCpu,
  IconFence,
  IconMoon,
  IconSun,
  IconTemperatureSun,
  IconUsersGroup,
  IconZzz,
  IconPlant2Off,
  type Icon,
} from '@tabler/icons-react';
import type { AlertSeverity, AlertType } from '@tropero/shared/alerts';

/** Severity colours (docs/ui.md): critical red, warning orange, information blue. */
export const SEVERITY_COLOR: Record<AlertSeverity, string> = {
  critical: 'danger',
  warning: 'orange',
  info: 'blue',
};

/** The pin of an alert's point on a map, in its severity's colour. */
export const SEVERITY_PIN: Record<AlertSeverity, string> = {
  critical: '#e03131',
  warning: '#f08c00',
  info: '#1c7ed6',
};

/** The icon each rule shows beside its alerts. */
export const ALERT_TYPE_ICON: Record<AlertType, Icon> = {
  outsideFence: IconFence,
  noSignal: IconAntennaBarsOff,
  lowBattery: IconBatteryOff,
  heatStress: IconTemperatureSun,
  heatForecast: IconSun,
  ruminationDrop: IconPlant2Off,
  inactivity: IconZzz,
  nightMovement: IconMoon,
  herdSeparation: IconUsersGroup,
  unknownDevice: IconCpu,
};

/** An unread count as a badge shows it. */
export const badgeCount = (count: number) => (count > 99 ? '99+' : String(count));
