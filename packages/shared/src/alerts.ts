/*
 * Alerts: the rules, their kinds and the figures both sides agree on (issue "alerts, notifications,
 * Web Push and news"; docs/domain.md §1, §2, §9; docs/providers.md §5). The rules' thresholds are the
 * settlement's alert parameters (`alertParamsSchema` in farm.ts).
 */

/** Every rule that raises an alert; one open alert per rule and subject. */
export const ALERT_TYPES = [
  'outsideFence',
  'noSignal',
  'lowBattery',
  'heatStress',
  'heatForecast',
  'ruminationDrop',
  'inactivity',
  'nightMovement',
  'herdSeparation',
  'unknownDevice',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** How serious each rule is when it fires. */
export const ALERT_SEVERITY: Record<AlertType, AlertSeverity> = {
  outsideFence: 'critical',
  noSignal: 'warning',
  lowBattery: 'warning',
  heatStress: 'critical',
  heatForecast: 'warning',
  ruminationDrop: 'warning',
  inactivity: 'critical',
  nightMovement: 'critical',
  herdSeparation: 'warning',
  unknownDevice: 'info',
};

export const ALERT_STATES = ['open', 'resolved'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** What an alert is about. */
export const ALERT_SUBJECT_KINDS = ['animal', 'device', 'plot', 'settlement', 'gateway'] as const;
export type AlertSubjectKind = (typeof ALERT_SUBJECT_KINDS)[number];

/** The unread summary keeps the last five (spec §9). */
export const UNREAD_SUMMARY_SIZE = 5;
/** `/alert/all`: page `p` defaults to 1 (spec §9); `e` elements per page. */
export const ALERTS_DEFAULT_PAGE_SIZE = 20;
export const ALERTS_MAX_PAGE_SIZE = 100;

/** A low battery resolves only this many points above its threshold (no flapping at the line). */
export const LOW_BATTERY_MARGIN_PERCENT = 5;

/** Channels an alert may reach a user on besides the app, where it always is. */
export const ALERT_CHANNELS = ['push', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** Push subscriptions are refreshed by the browser after 7 days and dropped after 30 without a heartbeat (spec §9). */
export const PUSH_REFRESH_DAYS = 7;
export const PUSH_HEARTBEAT_KEEP_DAYS = 30;
