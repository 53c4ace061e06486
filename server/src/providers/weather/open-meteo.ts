import { z } from 'zod';
import {
  WeatherProviderError,
  type ForecastOptions,
  type PointForecast,
  type ProviderCurrent,
  type ProviderHour,
  type WeatherPoint,
  type WeatherProvider,
} from './weather-provider';

/*
 * Open-Meteo (docs/providers.md §1): the forecast API (with `past_days` for the last days) and the
 * archive (ERA5, ~5 days behind). Several points go in one call as comma lists; hours come back in
 * UTC epoch seconds (`timezone=GMT`, `timeformat=unixtime`) and the weather module makes days in each
 * settlement's own offset.
 */

/** Open-Meteo's data is CC BY 4.0: credited with a link wherever it is shown (docs/providers.md §1). */
export const OPEN_METEO_ATTRIBUTION = {
  text: 'Weather data by Open-Meteo.com',
  url: 'https://open-meteo.com/',
};

export interface OpenMeteoOptions {
  /** Forecast base, e.g. https://api.open-meteo.com (or the customer or a self-hosted one). */
  apiUrl: string;
  /** Archive base, e.g. https://archive-api.open-meteo.com. */
  archiveUrl: string;
  /** Sent as `apikey` (the commercial endpoints). */
  apiKey?: string;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Attempts in all, default 3. */
  attempts?: number;
  /** First backoff, doubled each retry (with jitter); default 500 ms. */
  backoffMs?: number;
}

/** Open-Meteo's hourly variables, by the field each becomes. */
export const OPEN_METEO_HOURLY = {
  temperature: 'temperature_2m',
  humidity: 'relative_humidity_2m',
  dewPoint: 'dew_point_2m',
  precipitation: 'precipitation',
  radiation: 'shortwave_radiation',
  et0: 'et0_fao_evapotranspiration',
  windSpeed: 'wind_speed_10m',
  windDirection: 'wind_direction_10m',
  windGusts: 'wind_gusts_10m',
  weatherCode: 'weather_code',
} as const satisfies Record<keyof Omit<ProviderHour, 'ts'>, string>;

const CURRENT = {
  temperature: 'temperature_2m',
  humidity: 'relative_humidity_2m',
  dewPoint: 'dew_point_2m',
  precipitation: 'precipitation',
  windSpeed: 'wind_speed_10m',
  windDirection: 'wind_direction_10m',
  windGusts: 'wind_gusts_10m',
  weatherCode: 'weather_code',
} as const satisfies Record<keyof Omit<ProviderCurrent, 'ts'>, string>;

const value = z.number().nullable().optional();
const series = z.array(value);

const locationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  hourly: z.object({ time: z.array(z.number()) }).catchall(series),
  current: z.object({ time: z.number() }).catchall(value).optional(),
});
type LocationAnswer = z.infer<typeof locationSchema>;

const errorSchema = z.object({ reason: z.string() });

/** Retry-After in seconds (or a date), as milliseconds; capped so a call never waits long. */
function retryAfterMs(header: string | null, cap: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), cap) : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function hoursOf(location: LocationAnswer): ProviderHour[] {
  const { time, ...columns } = location.hourly;
  return time.map((seconds, i) => {
    const hour = { ts: seconds * 1000 } as ProviderHour;
    for (const [field, name] of Object.entries(OPEN_METEO_HOURLY)) {
      hour[field as keyof typeof OPEN_METEO_HOURLY] = columns[name]?.[i] ?? null;
    }
    return hour;
  });
}

function currentOf(location: LocationAnswer): ProviderCurrent | null {
  if (!location.current) return null;
  const current = { ts: location.current.time * 1000 } as ProviderCurrent;
  for (const [field, name] of Object.entries(CURRENT)) {
    current[field as keyof typeof CURRENT] = location.current[name] ?? null;
  }
  return current;
}

export function openMeteo(options: OpenMeteoOptions): WeatherProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 500;

  /** One GET with retries: timeouts, network errors, 5xx and 429 are retried; a 400 is not. */
  async function get(base: string, path: string, query: Record<string, string>): Promise<LocationAnswer[]> {
    const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
    for (const [key, text] of Object.entries(query)) url.searchParams.set(key, text);
    if (options.apiKey) url.searchParams.set('apikey', options.apiKey);
    let failure: WeatherProviderError = new WeatherProviderError('network', 'no attempt made');
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let wait = backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        const body: unknown = await response.json().catch(() => null);
        if (response.ok) {
          const parsed = z.union([locationSchema, z.array(locationSchema)]).safeParse(body);
          if (!parsed.success)
            throw new WeatherProviderError('bad-answer', `unexpected answer: ${parsed.error.message}`);
          return Array.isArray(parsed.data) ? parsed.data : [parsed.data];
        }
        const reason = errorSchema.safeParse(body).data?.reason ?? `HTTP ${response.status}`;
        if (response.status === 429) {
          failure = new WeatherProviderError('rate-limited', reason, 429);
          wait = retryAfterMs(response.headers.get('retry-after'), 10 * backoffMs) ?? wait;
        } else if (response.status >= 500) {
          failure = new WeatherProviderError('http', reason, response.status);
        } else {
          throw new WeatherProviderError('http', reason, response.status);
        }
      } catch (error) {
        if (error instanceof WeatherProviderError) {
          if (error.kind === 'http' || error.kind === 'bad-answer') throw error;
          failure = error;
        } else if ((error as Error).name === 'TimeoutError') {
          failure = new WeatherProviderError('timeout', `no answer within ${timeoutMs} ms`);
        } else {
          failure = new WeatherProviderError('network', (error as Error).message);
        }
      }
      if (attempt < attempts) await sleep(wait);
    }
    throw failure;
  }

  const common = (points: readonly WeatherPoint[]) => ({
    latitude: points.map((point) => point.lat.toFixed(2)).join(','),
    longitude: points.map((point) => point.lng.toFixed(2)).join(','),
    hourly: Object.values(OPEN_METEO_HOURLY).join(','),
    timezone: 'GMT',
    timeformat: 'unixtime',
    wind_speed_unit: 'kmh',
  });

  /** The answer in the points' order; a count that does not match is a bad answer. */
  const inOrder = (points: readonly WeatherPoint[], answers: LocationAnswer[]) => {
    if (answers.length !== points.length) {
      throw new WeatherProviderError('bad-answer', `${answers.length} locations for ${points.length} asked`);
    }
    return answers;
  };

  return {
    source: 'open-meteo',
    attribution: OPEN_METEO_ATTRIBUTION,
    maxPointsPerCall: 50,

    async forecast(points, { pastDays, forecastDays }: ForecastOptions): Promise<PointForecast[]> {
      const answers = await get(options.apiUrl, 'v1/forecast', {
        ...common(points),
        current: Object.values(CURRENT).join(','),
        past_days: String(pastDays),
        forecast_days: String(forecastDays),
      });
      return inOrder(points, answers).map((answer) => ({
        hours: hoursOf(answer),
        current: currentOf(answer),
      }));
    },

    async archive(points, from, to) {
      const answers = await get(options.archiveUrl, 'v1/archive', {
        ...common(points),
        start_date: from,
        end_date: to,
      });
      return inOrder(points, answers).map(hoursOf);
    },
  };
}
