import { z } from 'zod';
import {
  ALERT_CHANNELS,
  ALERT_SEVERITIES,
  ALERT_STATES,
  ALERT_SUBJECT_KINDS,
  ALERT_TYPES,
  ALERTS_DEFAULT_PAGE_SIZE,
  ALERTS_MAX_PAGE_SIZE,
} from '../alerts';
import { THRESHOLD_BASES } from '../heat-stress';
import { fields } from '../validation';
import { pageOf } from './common';

/*
 * Alerts (spec §3 Alert and unread summary, §7 `/alert/*`). Times are ISO-8601 instants. `readerId`
 * and `readAt` are the caller's own: each reader marks his alerts read for himself.
 */

export const alertTypeSchema = z.enum(ALERT_TYPES, 'validation.alertType');
export const alertStateSchema = z.enum(ALERT_STATES, 'validation.alertState');

export const alertSchema = z.object({
  _id: z.string(),
  type: alertTypeSchema,
  severity: z.enum(ALERT_SEVERITIES),
  state: alertStateSchema,
  settlementId: z.string(),
  settlementName: z.string(),
  subject: z.object({
    kind: z.enum(ALERT_SUBJECT_KINDS),
    id: z.string(),
    /** What a person calls it: the caravana, the device identifier, the plot's name… */
    label: z.string(),
  }),
  animalId: z.string().nullable(),
  deviceId: z.string().nullable(),
  openedAt: z.string(),
  /** The last time its condition was seen (a repeat updates it and `count`). */
  lastAt: z.string(),
  resolvedAt: z.string().nullable(),
  count: z.number().int(),
  /** The reading or figure that triggered it (battery %, ITH, minutes, metres, hours…) and its threshold. */
  value: z.number().nullable(),
  threshold: z.number().nullable(),
  /** Heat stress: whose threshold fired (the herd type's default, or the settlement's own); else null. */
  thresholdBasis: z.enum(THRESHOLD_BASES).nullable(),
  /** Where, when the triggering reading had a fix. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  readerId: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/**
 * `f` of `/alert/all`: comma-separated `key:value` pairs, e.g. `type:noSignal,state:open,read:unread,
 * settlement:<id>`. Several values of one key are joined with `|` (`type:noSignal|lowBattery`).
 */
export const alertFilterSchema = z.object({
  type: z.array(alertTypeSchema).optional(),
  state: alertStateSchema.optional(),
  settlement: fields.objectId().optional(),
  read: z.enum(['read', 'unread'], 'validation.alertRead').optional(),
  animal: fields.objectId().optional(),
});
export type AlertFilter = z.infer<typeof alertFilterSchema>;

/** Parses `f` into its filter; an unknown key or value is a field error on `f`. */
export function parseAlertFilter(f: string | undefined): AlertFilter | null {
  if (!f) return {};
  const raw: Record<string, string | string[]> = {};
  for (const pair of f.split(',')) {
    if (!pair) continue;
    const at = pair.indexOf(':');
    if (at <= 0) return null;
    const key = pair.slice(0, at);
    const value = pair.slice(at + 1);
    raw[key] = key === 'type' ? value.split('|') : value;
  }
  const parsed = alertFilterSchema.strict().safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Writes a filter as `f` (the web builds its links with it). */
export function formatAlertFilter(filter: AlertFilter): string {
  return Object.entries(filter)
    .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => `${key}:${Array.isArray(value) ? value.join('|') : String(value)}`)
    .join(',');
}

/** GET /alert/all/{userId}?p&q&f&e */
export const alertListQuery = z.object({
  p: z.coerce.number('validation.integer').int('validation.integer').min(1, 'validation.integer').default(1),
  q: z.string().trim().max(100, 'validation.search').optional(),
  f: z
    .string()
    .max(500)
    .optional()
    .refine((f) => parseAlertFilter(f) !== null, 'validation.alertFilter'),
  e: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.integer')
    .max(ALERTS_MAX_PAGE_SIZE, 'validation.integer')
    .default(ALERTS_DEFAULT_PAGE_SIZE),
});
export type AlertListQuery = z.infer<typeof alertListQuery>;

export const alertPageSchema = pageOf(alertSchema).extend({ page: z.number(), pageSize: z.number() });
export type AlertPage = z.infer<typeof alertPageSchema>;

/** GET /alert/countunread/{readerId} (spec §3: count and the last five unread). */
export const unreadSummarySchema = z.object({
  unreadAlertsCount: z.number().int(),
  lastFiveUnreadAlerts: z.array(alertSchema),
});
export type UnreadSummary = z.infer<typeof unreadSummarySchema>;

/** PUT /alert/{id}: the alert as the client has it; the server sets `readAt` to now (spec §4). */
export const alertReadBody = alertSchema.partial().passthrough();

/** PUT /alert/many/{userId}: these alerts, or every unread one when `ids` is absent. */
export const alertManyBody = z
  .object({ ids: z.array(fields.objectId()).min(1).max(500).optional() })
  .strict();

/** A live-stream `alert` event: an alert opened, repeated or resolved in the watched settlement. */
export const liveAlertSchema = z.object({
  alertId: z.string(),
  settlementId: z.string(),
  type: alertTypeSchema,
  state: alertStateSchema,
  animalId: z.string().nullable(),
  /** True when this is the alert's first raise (the bell and the badge change), false for a repeat. */
  opened: z.boolean(),
});
export type LiveAlert = z.infer<typeof liveAlertSchema>;

const hourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.hourMinute');

/**
 * A user's alert preferences: which types reach him on which channel (the app always has them all),
 * email at once or as a daily digest, and quiet hours for push and email (alerts keep accumulating in
 * the app). GET and PUT /users/{id}/alert-preferences.
 */
export const alertPreferencesSchema = z
  .object({
    channels: z.object(
      Object.fromEntries(
        ALERT_CHANNELS.map((c) => [c, z.array(alertTypeSchema).max(ALERT_TYPES.length)]),
      ) as {
        [K in (typeof ALERT_CHANNELS)[number]]: z.ZodArray<typeof alertTypeSchema>;
      },
    ),
    emailMode: z.enum(['immediate', 'digest'], 'validation.emailMode'),
    quietHours: z.object({ from: hourMinute, to: hourMinute }).nullable(),
  })
  .strict();
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** What a new user gets: push for every type, email for the critical ones at once, no quiet hours. */
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  channels: {
    push: [...ALERT_TYPES],
    email: ['outsideFence', 'heatStress', 'inactivity', 'nightMovement'],
  },
  emailMode: 'immediate',
  quietHours: null,
};

/** GET /firebase/key: the VAPID public key the browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });
