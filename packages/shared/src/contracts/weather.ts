import { z } from 'zod';
import { ITH_CATEGORIES, ITH_FORMULAS, THRESHOLD_BASES } from '../heat-stress';
import { latLngSchema } from '../farm';
import { fields } from '../validation';
import { rangeQuery } from './range';

/*
 * Weather and heat stress (spec §7 `/cabure/*`, `/weather`; issue "weather and heat stress"). Every
 * answer says where its data comes from: `open-meteo` (credited as its terms ask) or `simulated`.
 */

export const WEATHER_SOURCES = ['open-meteo', 'simulated'] as const;
export const weatherSourceSchema = z.enum(WEATHER_SOURCES);
export type WeatherSource = z.infer<typeof weatherSourceSchema>;

/** The credit a source's terms ask for, shown wherever its data is (Open-Meteo: CC BY 4.0). */
export const attributionSchema = z.object({ text: z.string(), url: z.string() }).nullable();
export type Attribution = z.infer<typeof attributionSchema>;

export const ithCategorySchema = z.enum(ITH_CATEGORIES);
export const ithFormulaSchema = z.enum(ITH_FORMULAS);

/** The rules a settlement's heat stress was judged by, named beside its figures (HeatStressRules). */
export const heatStressRulesSchema = z.object({
  threshold: z.number(),
  /** `beef` / `dairy`: the herd type's default; `settlement`: set by the settlement. */
  basis: z.enum(THRESHOLD_BASES),
  recoveryIth: z.number(),
  recoveryNightHours: z.number(),
  heatWaveMinDays: z.number(),
  heatWaveMinHours: z.number(),
});

/** The ITH threshold in force (the settlement's own, or its herd type's), the formula and the rules. */
const heatStressRuleFields = {
  threshold: z.number(),
  formula: ithFormulaSchema,
  rules: heatStressRulesSchema,
};

/** Body of POST /cabure/forecast/{id} and /cabure/instantweather (spec §3): a point and the caller. */
export const weatherRequestBody = latLngSchema.extend({ userId: fields.objectId() });
export type WeatherRequest = z.infer<typeof weatherRequestBody>;

/** GET /weather?lat=&long= (spec §7 spells the longitude `long`). */
export const storedWeatherQuery = z.object({
  lat: z.coerce
    .number('validation.coordinates')
    .min(-90, 'validation.coordinates')
    .max(90, 'validation.coordinates'),
  long: z.coerce
    .number('validation.coordinates')
    .min(-180, 'validation.coordinates')
    .max(180, 'validation.coordinates'),
});

/**
 * POST /cabure/login: the weather service of the signed-in user (login step 5): where the data
 * comes from, its credit, and the weather images the browser may draw (null: not configured).
 */
export const weatherServiceSchema = z.object({
  success: z.boolean(),
  /** `off`: this deployment has no weather. */
  source: z.enum([...WEATHER_SOURCES, 'off']),
  attribution: attributionSchema,
  images: z.object({
    /** RainViewer's index (weather-maps.json); its frames and host are read from it. */
    radarIndexUrl: z.string().nullable(),
    /** NASA GIBS WMTS base, up to `/best` (layers and times are added by the client). */
    satelliteBaseUrl: z.string().nullable(),
  }),
});
export type WeatherService = z.infer<typeof weatherServiceSchema>;

/** One hour of weather with its ITH (forecast hours and stored hours alike). */
export const weatherHourSchema = z.object({
  /** Start of the hour, epoch ms. */
  ts: z.number(),
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  dewPoint: z.number().nullable(),
  /** mm in the hour. */
  precipitation: z.number().nullable(),
  /** W/m², mean of the hour. */
  radiation: z.number().nullable(),
  /** km/h at 10 m. */
  windSpeed: z.number().nullable(),
  /** Degrees the wind blows from. */
  windDirection: z.number().nullable(),
  windGusts: z.number().nullable(),
  /** WMO weather code. */
  weatherCode: z.number().nullable(),
  ith: z.number().nullable(),
  category: ithCategorySchema.nullable(),
});
export type WeatherHour = z.infer<typeof weatherHourSchema>;

const hoursAtOrAboveSchema = z.object({
  '72': z.number(),
  '76': z.number(),
  '79': z.number(),
  '84': z.number(),
});

/** The heat-stress summary of one day (docs/domain.md §1); null figures when the day has no hours yet. */
const ithDayFields = {
  ithMax: z.number().nullable(),
  ithMean: z.number().nullable(),
  ithMin: z.number().nullable(),
  category: ithCategorySchema.nullable(),
  hoursAtOrAbove: hoursAtOrAboveSchema,
  hoursOverThreshold: z.number(),
  thiHours: z.number(),
  recoveryHours: z.number(),
  recoveryNight: z.boolean(),
  /** Its number within a heat wave (`rules.heatWaveMinDays` or more consecutive heat-wave days), 0 outside one. */
  heatWaveDay: z.number(),
};

/** A day's weather (forecast or stored) with its heat stress, in the settlement's own time zone. */
const dayFields = {
  /** yyyy-mm-dd, the settlement's local day. */
  date: z.string(),
  temperatureMin: z.number().nullable(),
  temperatureMax: z.number().nullable(),
  /** mm over the day. */
  precipitation: z.number().nullable(),
  /** Highest hourly wind, km/h. */
  windSpeedMax: z.number().nullable(),
  /** The day's most severe WMO weather code. */
  weatherCode: z.number().nullable(),
  ...ithDayFields,
};

/** One forecast day (spec §7 `list`), with its hours. */
export const forecastDaySchema = z.object({ ...dayFields, hours: z.array(weatherHourSchema) });
export type ForecastDay = z.infer<typeof forecastDaySchema>;

/** POST /cabure/forecast/{settlementId}: `{success: false, list: []}` when no forecast is at hand. */
export const forecastSchema = z.object({
  success: z.boolean(),
  list: z.array(forecastDaySchema),
  source: weatherSourceSchema.optional(),
  attribution: attributionSchema.optional(),
  /** When the stored forecast was fetched, epoch ms. */
  updatedAt: z.number().optional(),
  /** The settlement's ITH threshold in force (its own, or its herd type's), formula and rules. */
  threshold: z.number().optional(),
  formula: ithFormulaSchema.optional(),
  rules: heatStressRulesSchema.optional(),
});
export type Forecast = z.infer<typeof forecastSchema>;

/** Conditions now (instant weather) or at the last stored hour (GET /weather). */
export const currentWeatherSchema = z.object({
  source: weatherSourceSchema,
  attribution: attributionSchema,
  /** The settlement the point belongs to. */
  settlementId: z.string(),
  /** When the conditions were observed, epoch ms. */
  observedAt: z.number(),
  /** Minutes between the observation and the answer. */
  ageMinutes: z.number(),
  ...weatherHourSchema.omit({ ts: true, radiation: true }).shape,
  ...heatStressRuleFields,
});
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;

/** POST /cabure/instantweather: the conditions, or `{success: false}` (the client then asks GET /weather). */
export const instantWeatherSchema = z.union([
  currentWeatherSchema.extend({ success: z.literal(true) }),
  z.object({ success: z.literal(false) }),
]);
export type InstantWeather = z.infer<typeof instantWeatherSchema>;

/** Loading a new settlement's last 365 days of weather, in the background. */
export const weatherBackfillSchema = z.object({
  state: z.enum(['pending', 'running', 'done', 'failed']),
  /** Days stored of those asked. */
  done: z.number(),
  total: z.number(),
});
export type WeatherBackfill = z.infer<typeof weatherBackfillSchema>;

/** GET /data-api/settlements/{id}/ith and /temperature: a range, and the hours on request. */
export const weatherHistoryQuery = rangeQuery.extend({
  hourly: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

/** One day of stored weather with its heat stress. */
export const weatherDaySchema = z.object({
  ...dayFields,
  /**
   * The stored hours do not cover the day (today, not over; fewer than 24 hours, as the first day of
   * a location's history): drawn lighter, never a heat-wave day nor part of a wave's run.
   */
  partial: z.boolean(),
  temperatureMean: z.number().nullable(),
  humidityMean: z.number().nullable(),
  /** Shortwave radiation over the day, MJ/m². */
  radiation: z.number().nullable(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;

/** GET /data-api/settlements/{id}/ith: daily heat stress over the range (hours with `hourly=true`). */
export const ithHistorySchema = z.object({
  source: weatherSourceSchema.nullable(),
  attribution: attributionSchema,
  ...heatStressRuleFields,
  backfill: weatherBackfillSchema.nullable(),
  days: z.array(weatherDaySchema),
  hours: z.array(weatherHourSchema).optional(),
});
export type IthHistory = z.infer<typeof ithHistorySchema>;

/** GET /data-api/settlements/{id}/temperature: air temperature per day and, with `hourly=true`, per hour. */
export const airTemperatureSchema = z.object({
  source: weatherSourceSchema.nullable(),
  attribution: attributionSchema,
  days: z.array(
    z.object({
      date: z.string(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      mean: z.number().nullable(),
    }),
  ),
  hours: z.array(z.object({ ts: z.number(), temperature: z.number().nullable() })).optional(),
});
export type AirTemperature = z.infer<typeof airTemperatureSchema>;
