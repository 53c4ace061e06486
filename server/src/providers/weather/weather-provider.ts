import type { Attribution, WeatherSource } from '@tropero/shared/contracts/weather';

/*
 * Where weather comes from (docs/providers.md §1): Open-Meteo's forecast and archive, or a simulator
 * labelled `simulated`. The weather module stores what a provider answers and serves users from
 * storage; a provider is called by the refresh and backfill jobs, and on demand for a location not
 * stored yet.
 */

/** A location, already rounded to the grid the weather module keys locations by (~0.01°). */
export interface WeatherPoint {
  lat: number;
  lng: number;
}

/** One hour of weather as a provider reports it; null where the provider has no value. */
export interface ProviderHour {
  /** Start of the hour, epoch ms (UTC). */
  ts: number;
  /** °C at 2 m. */
  temperature: number | null;
  /** % at 2 m. */
  humidity: number | null;
  /** °C at 2 m. */
  dewPoint: number | null;
  /** mm over the preceding hour. */
  precipitation: number | null;
  /** Shortwave radiation, W/m², mean of the preceding hour. */
  radiation: number | null;
  /** FAO-56 Penman-Monteith reference evapotranspiration (ET₀), mm over the preceding hour. */
  et0: number | null;
  /** km/h at 10 m. */
  windSpeed: number | null;
  /** Degrees the wind blows from. */
  windDirection: number | null;
  /** km/h. */
  windGusts: number | null;
  /** WMO weather code. */
  weatherCode: number | null;
}

/** Conditions now (Open-Meteo `current`, 15-minute values). */
export type ProviderCurrent = Omit<ProviderHour, 'radiation' | 'et0'>;

/** What one point's forecast call brings back: hours from `pastDays` ago to `forecastDays` ahead. */
export interface PointForecast {
  hours: ProviderHour[];
  current: ProviderCurrent | null;
}

export interface ForecastOptions {
  /** Whole days before today (Open-Meteo `past_days`, ≤ 92). */
  pastDays: number;
  /** Days from today (Open-Meteo `forecast_days`, ≤ 16). */
  forecastDays: number;
}

export interface WeatherProvider {
  readonly source: WeatherSource;
  /** The credit its terms ask for wherever its data is shown. */
  readonly attribution: Attribution;
  /** The most points one call may carry (several settlements in one multi-location call). */
  readonly maxPointsPerCall: number;
  /** One call for up to `maxPointsPerCall` points; the answer is in the points' order. */
  forecast(points: readonly WeatherPoint[], options: ForecastOptions): Promise<PointForecast[]>;
  /**
   * Past hours from the archive (reanalysis, ~5 days behind) for up to `maxPointsPerCall` points,
   * `from` and `to` being UTC days (yyyy-mm-dd, both included); in the points' order.
   */
  archive(points: readonly WeatherPoint[], from: string, to: string): Promise<ProviderHour[][]>;
}

/** Why a provider call failed: the weather module logs it and answers from storage, never a 500. */
export class WeatherProviderError extends Error {
  constructor(
    readonly kind: 'http' | 'timeout' | 'rate-limited' | 'bad-answer' | 'network',
    message: string,
    /** The upstream status, when there was one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WeatherProviderError';
  }
}
