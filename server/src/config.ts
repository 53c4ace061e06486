import type { PushDestinations } from './providers/push/push-destinations';
import { z } from 'zod';
import { whatsappNumberField } from '@tropero/shared/contracts/support';
import type { FieldMaps } from './ingest/lorawan';
import type { BackupSettings } from './backup/backup.service';
import type { LoginLimitsConfig } from './modules/auth/login-limits';
import type { PushService } from './providers/push/push-service';
import { isRealVapidSubject } from './providers/push/vapid';
import type { SatelliteProvider } from './providers/satellite/satellite-provider';
import { SENTINEL_2_C1_L2A, SENTINEL_2_COLLECTIONS } from './providers/satellite/stac-items';
import type { WhatsAppClient } from './providers/whatsapp/whatsapp-client';
import type { WeatherProvider } from './providers/weather/weather-provider';

/** A scheme, a host (its leftmost label may be `*`) and an optional port: a source a CSP names. */
export const ORIGIN_PATTERN = /^(https?|wss?):\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i;

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'], 'must be 0 or 1')
    .default(fallback)
    .transform((v) => v === '1' || v === 'true');

/** A URL, or `off` (null): a service the deployment does without. */
const urlOrOff = (fallback: string) =>
  z
    .union([z.literal('off'), z.url('must be a URL or off')])
    .default(fallback)
    .transform((value) => (value === 'off' ? null : value));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A VAPID key as `web-push generate-vapid-keys` prints it (URL-safe base64). */
const vapidKey = z.string().regex(/^[A-Za-z0-9_-]{40,100}$/, 'must be a URL-safe base64 VAPID key');

/** Every environment variable the server reads, with its default (documented in README). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** PostgreSQL cancels a request's statement running longer; 0: never. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0, 'must be 0 (off) or more').default(30_000),
  /** Bearer token `/metrics` asks for; unset: open (keep it off the public network). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACTIVATION_CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Tropero <no-reply@tropero.local>'),
  PUBLIC_URL: z.url('must be a URL').default('http://localhost:3000'),
  ADMIN_EMAIL: z.email('must be an email').default('admin@tropero.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO: flag('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag('0'),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(900),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  LOGIN_LIMIT_PER_IP: positiveInt(30),
  LOGIN_LIMIT_PER_CLIENT: positiveInt(10),
  CSP_EXTRA_ORIGINS: z
    .string()
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(ORIGIN_PATTERN, 'must be origins like https://tiles.example.com')))
    .optional(),
  WEB_DIST: z.string().optional(),
  RETENTION_DAYS: positiveInt(400),
  LORAWAN_FIELD_MAPS: z
    .string()
    .transform((text, ctx) => {
      try {
        return z.record(z.string(), z.record(z.string(), z.string())).parse(JSON.parse(text)) as FieldMaps;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON like {"profile": {"lat": "gpsLat"}}' });
        return z.NEVER;
      }
    })
    .optional(),
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'must be an mqtt:// or mqtts:// URL')
    .optional(),
  OSMAND_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  RETENTION_INTERVAL_SECONDS: positiveInt(3600),
  /** Backups: where they are written (default <DATA_DIR>/backups), every how many hours (0: no schedule), how many kept. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number('must be a number of hours')
    .int('must be whole hours')
    .min(0)
    .default(0),
  BACKUP_KEEP: positiveInt(7),
  WEATHER_PROVIDER: z.enum(['open-meteo', 'simulated', 'off']).default('open-meteo'),
  WEATHER_API_URL: z.url('must be a URL').default('https://api.open-meteo.com'),
  WEATHER_ARCHIVE_URL: z.url('must be a URL').default('https://archive-api.open-meteo.com'),
  WEATHER_API_KEY: z.string().optional(),
  WEATHER_TIMEOUT_MS: positiveInt(10_000),
  WEATHER_REFRESH_MINUTES: positiveInt(60),
  WEATHER_RADAR_URL: urlOrOff('https://api.rainviewer.com/public/weather-maps.json'),
  WEATHER_RADAR_TILES_URL: z.url('must be a URL').default('https://tilecache.rainviewer.com'),
  WEATHER_SATELLITE_URL: urlOrOff('https://gibs.earthdata.nasa.gov/wmts/epsg3857/best'),
  SATELLITE_PROVIDER: z.enum(['earth-search', 'cdse', 'simulated', 'off']).default('earth-search'),
  STAC_API_URL: z.url('must be a URL').default('https://earth-search.aws.element84.com/v1'),
  STAC_COLLECTION: z.enum(SENTINEL_2_COLLECTIONS).default(SENTINEL_2_C1_L2A),
  CDSE_CLIENT_ID: z.string().optional(),
  CDSE_CLIENT_SECRET: z.string().optional(),
  SATELLITE_REFRESH_HOURS: positiveInt(6),
  PUSH_PROVIDER: z.enum(['web-push', 'off']).default('web-push'),
  VAPID_PUBLIC_KEY: vapidKey.optional(),
  VAPID_PRIVATE_KEY: vapidKey.optional(),
  VAPID_SUBJECT: z
    .string()
    .refine(isRealVapidSubject, 'must be mailto: a real address or an https URL, not localhost or .local')
    .optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_APP_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the digits of a phone number id')
    .optional(),
  WHATSAPP_API_URL: z.url('must be a URL').default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TIMEOUT_MS: positiveInt(10_000),
  WHATSAPP_TEMPLATE_NAME: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (a-z, 0-9, _)')
    .optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'must be like es_AR')
    .default('es_AR'),
  WHATSAPP_SUPPORT_NUMBER: whatsappNumberField().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** What the app needs once the secret is known; tests build it directly. */
export interface AppConfig {
  jwtSecret: string;
  /** Key of the activation codes' hashes (`ACTIVATION_CODE_SECRET`); tests and tools fall back to the JWT secret. */
  activationCodeSecret?: string;
  publicUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Login attempts per client IP per minute, and failed logins per email and client per 15 minutes. */
  loginLimits: LoginLimitsConfig;
  trustProxy: boolean;
  /** Folder of the built web app; the SPA is served only when it exists. */
  webDist?: string;
  /** Origins the web app may fetch from besides those its build names (content security policy). */
  extraAppOrigins?: string[];
  /** Milliseconds between the live stream's heartbeats (and session checks); tests shorten it. */
  liveHeartbeatMs?: number;
  /** Days raw readings are kept (rollups are kept for ever); default 400. */
  retentionDays?: number;
  /** Decoded-payload field names per LoRaWAN device profile (ChirpStack profile name / TTN model id). */
  lorawanFieldMaps?: FieldMaps;
  /** Where weather comes from and the weather images the browser draws; absent: weather off. */
  weather?: WeatherConfig;
  /**
   * The alert rules on readings (default on; the bench compares), how long their lookups are kept,
   * and how old a reading they still consider may be (default an hour; tests replay older ones).
   */
  alerts?: { rulesOnReadings?: boolean; contextTtlMs?: number; maxReadingAgeMs?: number };
  /** Where the green index comes from; absent: the satellite off. */
  satellite?: SatelliteConfig;
  /** Web Push and the clock alert notifications read quiet hours and digest days from; absent: push off. */
  notifications?: NotificationsConfig;
  /** The bearer token `/metrics` asks for; absent: it answers anyone. */
  metricsToken?: string;
  /** Support over WhatsApp; absent: support works in the app only. */
  support?: SupportConfig;
  /** What the console's backups copy and where they go; absent: the console answers they are unavailable. */
  backups?: BackupSettings;
}

export interface SupportConfig {
  /** Sends replies; null when WHATSAPP_TOKEN or WHATSAPP_PHONE_NUMBER_ID is unset. */
  whatsapp: WhatsAppClient | null;
  /** The webhook's handshake token and the app secret its deliveries are signed with; unset: webhook off. */
  verifyToken?: string;
  appSecret?: string;
  /** The template sent outside the 24-hour window; absent: such replies are refused. */
  template?: { name: string; language: string };
  /** The number customers may write to (wa.me), in its received form. */
  supportNumber?: string;
  /** The clock of the 24-hour window; tests set it. */
  now?: () => number;
}

export interface NotificationsConfig {
  /** null: PUSH_PROVIDER=off. */
  push: PushService | null;
  /** Which push endpoints browsers may subscribe with; default: named hosts outside the network. */
  destinations?: PushDestinations;
  /** The clock; tests set it. */
  now?: () => number;
}

export interface WeatherConfig {
  /** null: WEATHER_PROVIDER=off. */
  provider: WeatherProvider | null;
  /** RainViewer's index, its tiles' origin, and NASA GIBS's WMTS base; null when off. */
  radarIndexUrl: string | null;
  radarTilesUrl: string | null;
  satelliteBaseUrl: string | null;
  /** The clock the weather reads "now" from; tests set it. */
  now?: () => number;
}

export interface SatelliteConfig {
  /** null: SATELLITE_PROVIDER=off. */
  provider: SatelliteProvider | null;
  /** The clock the green index reads "now" from; tests set it. */
  now?: () => number;
}

export class ConfigError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv): Env {
  const blankAsUnset = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema
    .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
      path: ['VAPID_PRIVATE_KEY'],
    })
    .refine((env) => env.SATELLITE_PROVIDER !== 'cdse' || (env.CDSE_CLIENT_ID && env.CDSE_CLIENT_SECRET), {
      message: 'SATELLITE_PROVIDER=cdse needs CDSE_CLIENT_ID and CDSE_CLIENT_SECRET',
      path: ['CDSE_CLIENT_SECRET'],
    })
    .refine((env) => (env.WHATSAPP_TOKEN === undefined) === (env.WHATSAPP_PHONE_NUMBER_ID === undefined), {
      message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set together',
      path: ['WHATSAPP_PHONE_NUMBER_ID'],
    })
    .safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
