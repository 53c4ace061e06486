import type {
  AirTemperature,
  Attribution,
  CurrentWeather,
  Forecast,
  ForecastDay,
  InstantWeather,
  IthHistory,
  WeatherHour,
  WeatherRequest,
  WeatherService as WeatherServiceAnswer,
  WeatherSource,
} from '@tropero/shared/contracts/weather';
import { heatStressRules, ithCategory, ithOf, type HeatStressRules } from '@tropero/shared/heat-stress';
import type { Settlement } from '@tropero/shared/farm';
import { MINUTE_MS } from '@tropero/shared/constants';
import type { AccountScope } from '../../access/account-scope';
import type { Caller } from '../../access/caller';
import type { WeatherConfig } from '../../config';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors/app-error';
import { OPEN_METEO_ATTRIBUTION } from '../../providers/weather/open-meteo';
import type { ProviderCurrent } from '../../providers/weather/weather-provider';
import type { CoefficientTablesService } from '../coefficients/coefficient-tables.service';
import type { Range } from '../range/request-range';
import type { SettlementsService } from '../settlements/settlements.service';
import { ComputedDays } from './computed-days';
import { addDays, dayEnd, dayStart, daysBetween, localDay } from '@tropero/shared/local-day';
import {
  byLocalDay,
  dayFigures,
  heatStressByDay,
  isPartialWeatherDay,
  ithOfSamples,
  withIth,
} from './weather-days';
import { locationKey, type WeatherUpdates } from './weather-updates';
import { weatherRepository, type LocationRow } from './weather.repository';

/** A stored forecast older than this is fetched again when someone opens it. */
const FORECAST_MAX_AGE_MS = 2 * 60 * MINUTE_MS;
/** Current conditions older than this are fetched again when asked for. */
const CURRENT_MAX_AGE_MS = 30 * MINUTE_MS;
const FORECAST_DAYS = 7;
/** Days read before those shown, so that a heat wave that began earlier keeps its count. */
const HEAT_WAVE_CONTEXT_DAYS = 14;
/** How long a request waits for an on-demand refresh before answering what is stored. */
const ON_DEMAND_WAIT_MS = 4_000;
/** After a failed on-demand refresh of a location, requests answer from storage for this long. */
const AFTER_FAILURE_MS = 60_000;
/** How far from a settlement a point may be to be answered with that settlement's weather (~5 km). */
const NEAREST_SETTLEMENT_DEGREES = 0.05;

const attributionOf = (source: string | null): Attribution =>
  source === 'open-meteo' ? OPEN_METEO_ATTRIBUTION : null;

/** Weather and heat stress of the settlements a caller sees, answered from storage. */
export class WeatherService {
  /** When an on-demand refresh of a location last failed here. */
  private readonly failedAt = new Map<string, number>();
  /** Forecast and history days as answered, computed once per change of a location's stored weather. */
  private readonly forecasts = new ComputedDays<ForecastDay[]>();
  private readonly histories = new ComputedDays<IthHistory['days']>();

  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly updates: WeatherUpdates,
    private readonly config: Omit<WeatherConfig, 'provider'>,
    private readonly coefficientTables: CoefficientTablesService,
  ) {}

  /** POST /cabure/login: this deployment's weather for the signed-in user. */
  service(): WeatherServiceAnswer {
    const provider = this.updates.provider;
    return {
      success: provider !== null,
      source: provider?.source ?? 'off',
      attribution: provider?.attribution ?? null,
      images: {
        radarIndexUrl: this.config.radarIndexUrl,
        satelliteBaseUrl: this.config.satelliteBaseUrl,
      },
    };
  }

  /** POST /cabure/forecast/{id}: today and the next 6 days, with their hours and heat stress. */
  async forecast(
    scope: AccountScope,
    caller: Caller,
    settlementId: string,
    body: WeatherRequest,
  ): Promise<Forecast> {
    assertCaller(caller, body);
    const settlement = await this.settlements.get(scope, settlementId);
    let location = await this.locationOf(settlement);
    location = await this.freshened(location, FORECAST_MAX_AGE_MS);
    const offset = settlement.utcOffsetMinutes;
    const today = localDay(this.updates.now(), offset);
    const rules = await this.rulesOf(settlement);
    const key = [offset, ...Object.values(rules), settlement.alertParams.ithFormula, today];
    const list = await this.forecasts.get(location, key, async () =>
      (
        await this.forecastDays(
          location,
          settlement,
          rules,
          addDays(today, -HEAT_WAVE_CONTEXT_DAYS),
          addDays(today, FORECAST_DAYS - 1),
        )
      )
        .filter((day) => day.date >= today)
        .map(({ figures, ...day }) => ({
          ...day,
          temperatureMin: figures.temperature_min,
          temperatureMax: figures.temperature_max,
          precipitation: figures.precipitation,
          windSpeedMax: figures.wind_speed_max,
          weatherCode: figures.weather_code,
        })),
    );
    if (list.length === 0 || location.refreshed_at === null) return { success: false, list: [] };
    return {
      success: true,
      list,
      source: location.source as WeatherSource,
      attribution: attributionOf(location.source),
      updatedAt: location.refreshed_at,
      threshold: rules.threshold,
      formula: settlement.alertParams.ithFormula,
      rules,
    };
  }

  /** POST /cabure/instantweather: conditions now at the caller's settlement nearest the point. */
  async instant(scope: AccountScope, caller: Caller, body: WeatherRequest): Promise<InstantWeather> {
    assertCaller(caller, body);
    const settlement = await this.nearestSettlement(scope, body.lat, body.lng);
    const location = await this.freshened(await this.locationOf(settlement), CURRENT_MAX_AGE_MS);
    const current = location.current ? (JSON.parse(location.current) as ProviderCurrent | null) : null;
    const fresh =
      location.refreshed_at !== null && this.updates.now() - location.refreshed_at < CURRENT_MAX_AGE_MS;
    if (!current || !fresh) return { success: false };
    return {
      success: true,
      ...this.conditions(settlement, await this.rulesOf(settlement), location, current),
    };
  }

  /** GET /weather?lat=&long=: the last stored hour at the caller's settlement nearest the point, and its age. */
  async stored(scope: AccountScope, lat: number, lng: number): Promise<CurrentWeather> {
    const settlement = await this.nearestSettlement(scope, lat, lng);
    const location = await this.locationOf(settlement);
    const hour = await weatherRepository.lastHour(this.db, location.id, this.updates.now());
    if (!hour) throw new AppError('NOT_FOUND', { message: 'no weather stored for this settlement yet' });
    return this.conditions(settlement, await this.rulesOf(settlement), location, hour);
  }

  /** GET /data-api/settlements/{id}/ith: daily heat stress over the range, and its hours on request. */
  async ithHistory(
    scope: AccountScope,
    settlementId: string,
    asked: AskedDays,
    hourly: boolean,
  ): Promise<IthHistory> {
    const settlement = await this.settlements.get(scope, settlementId);
    const location = await this.locationOf(settlement);
    const { first, last } = localDays(asked, settlement.utcOffsetMinutes);
    const today = localDay(this.updates.now(), settlement.utcOffsetMinutes);
    const rules = await this.rulesOf(settlement);
    const until = last < today ? last : today;
    const key = [...Object.values(rules), settlement.alertParams.ithFormula, first, until];
    const days = await this.histories.get(location, key, async () =>
      (await this.historyDays(location, settlement, rules, addDays(first, -HEAT_WAVE_CONTEXT_DAYS), until))
        .filter((day) => day.date >= first)
        .map(({ figures, ...day }) => ({
          ...day,
          temperatureMin: figures.temperature_min,
          temperatureMax: figures.temperature_max,
          temperatureMean: figures.temperature_mean,
          humidityMean: figures.humidity_mean,
          precipitation: figures.precipitation,
          radiation: figures.radiation,
          windSpeedMax: figures.wind_speed_max,
          weatherCode: figures.weather_code,
        })),
    );
    return {
      ...this.sourceOf(location),
      threshold: rules.threshold,
      formula: settlement.alertParams.ithFormula,
      rules,
      backfill: {
        state: location.backfill_state,
        done: location.backfill_done,
        total: location.backfill_total,
      },
      days,
      ...(hourly && {
        hours: (
          await weatherRepository.hours(
            this.db,
            location.id,
            dayStart(first, settlement.utcOffsetMinutes),
            dayEnd(last, settlement.utcOffsetMinutes),
          )
        ).map((hour) => withIth(hour, settlement.alertParams.ithFormula)),
      }),
    };
  }

  /** GET /data-api/settlements/{id}/temperature: the air's daily minimum, maximum and mean, and hours on request. */
  async airTemperature(
    scope: AccountScope,
    settlementId: string,
    asked: AskedDays,
    hourly: boolean,
  ): Promise<AirTemperature> {
    const settlement = await this.settlements.get(scope, settlementId);
    const location = await this.locationOf(settlement);
    const offset = settlement.utcOffsetMinutes;
    const { first, last } = localDays(asked, offset);
    const days = await weatherRepository.days(this.db, location.id, first, last);
    return {
      ...this.sourceOf(location),
      days: days.map((day) => ({
        date: day.day,
        min: day.temperature_min,
        max: day.temperature_max,
        mean: day.temperature_mean,
      })),
      ...(hourly && {
        hours: (
          await weatherRepository.hours(this.db, location.id, dayStart(first, offset), dayEnd(last, offset))
        ).map((hour) => ({
          ts: hour.ts,
          temperature: hour.temperature,
        })),
      }),
    };
  }

  /**
   * The stored daily mean air temperature (°C) and shortwave radiation (MJ/m²) of a settlement's local
   * days from `first` to `last` (the biomass methods read them), and where they come from.
   */
  async dailyFigures(settlement: Settlement, first: string, last: string) {
    const location = await this.locationOf(settlement);
    const rows = await weatherRepository.dayFigures(this.db, location.id, first, last);
    return {
      source: location.source as WeatherSource | null,
      days: new Map(
        rows.map((row) => [
          row.day,
          {
            temperatureMean: row.temperature_mean,
            radiation: row.radiation,
            precipitation: row.precipitation,
            et0: row.et0,
          },
        ]),
      ),
    };
  }

  /** Today, the settlement's local day. */
  today(settlement: Settlement): string {
    return localDay(this.updates.now(), settlement.utcOffsetMinutes);
  }

  /** The heat-stress rules of a settlement: its own threshold or its herd type's, and the table's rules. */
  private async rulesOf(settlement: Settlement): Promise<HeatStressRules> {
    return heatStressRules(
      await this.coefficientTables.current(),
      settlement.herdType,
      settlement.alertParams.ithAlert,
    );
  }

  private sourceOf(location: LocationRow) {
    return { source: location.source as WeatherSource | null, attribution: attributionOf(location.source) };
  }

  private locationOf(settlement: Settlement): Promise<LocationRow> {
    const { lat, lng } = settlement.location;
    return this.updates.location(locationKey(lat, lng, settlement.utcOffsetMinutes));
  }

  /**
   * The location refreshed now if its data is older than `maxAgeMs` (one call however many ask). A
   * user waits for it at most `ON_DEMAND_WAIT_MS` (the refresh goes on and serves the next request);
   * after a failure the provider is left alone for `AFTER_FAILURE_MS`; what is stored is answered.
   */
  private async freshened(location: LocationRow, maxAgeMs: number): Promise<LocationRow> {
    const now = this.updates.now();
    const age = location.refreshed_at === null ? Infinity : now - location.refreshed_at;
    const failed = this.failedAt.get(location.id);
    if (
      age < maxAgeMs ||
      !this.updates.provider ||
      (failed !== undefined && now - failed < AFTER_FAILURE_MS)
    ) {
      return location;
    }
    const refresh = this.updates.refreshNow(location).then(
      () => {
        this.failedAt.delete(location.id);
        return true;
      },
      () => {
        this.failedAt.set(location.id, this.updates.now());
        return false;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ON_DEMAND_WAIT_MS);
    });
    const refreshed = await Promise.race([refresh, waited]).finally(() => clearTimeout(timer));
    if (!refreshed) return location;
    return (await weatherRepository.find(this.db, {
      latE2: location.lat_e2,
      lngE2: location.lng_e2,
      utcOffsetMinutes: location.utc_offset_minutes,
    }))!;
  }

  /** Local days from `first` to `last` with stored hours: their hours with ITH, figures and heat stress. */
  private async forecastDays(
    location: LocationRow,
    settlement: Settlement,
    rules: HeatStressRules,
    first: string,
    last: string,
  ) {
    const offset = settlement.utcOffsetMinutes;
    const { ithFormula } = settlement.alertParams;
    const stored = await weatherRepository.hours(
      this.db,
      location.id,
      dayStart(first, offset),
      dayEnd(last, offset),
    );
    const grouped = byLocalDay(stored, offset);
    const dates = daysBetween(first, last);
    const hours: WeatherHour[][] = dates.map((date) =>
      (grouped.get(date) ?? []).map((hour) => withIth(hour, ithFormula)),
    );
    const stress = heatStressByDay(
      hours.map((day) => day.flatMap((hour) => (hour.ith === null ? [] : [hour.ith]))),
      rules,
    );
    return dates.flatMap((date, i) =>
      grouped.has(date)
        ? [{ date, ...stress[i]!, figures: dayFigures(grouped.get(date)!), hours: hours[i]! }]
        : [],
    );
  }

  /** The stored days from `first` to `last` with their heat stress, read from the days' samples. */
  private async historyDays(
    location: LocationRow,
    settlement: Settlement,
    rules: HeatStressRules,
    first: string,
    last: string,
  ) {
    const { ithFormula } = settlement.alertParams;
    const rows = new Map(
      (await weatherRepository.days(this.db, location.id, first, last)).map((row) => [row.day, row]),
    );
    const dates = daysBetween(first, last);
    const now = this.updates.now();
    const partial = dates.map((date) =>
      isPartialWeatherDay(date, rows.get(date)?.hours ?? 0, settlement.utcOffsetMinutes, now),
    );
    const stress = heatStressByDay(
      dates.map((date) => {
        const row = rows.get(date);
        return row ? ithOfSamples(row.samples, ithFormula) : [];
      }),
      rules,
      partial,
    );
    return dates.flatMap((date, i) => {
      const figures = rows.get(date);
      return figures ? [{ date, ...stress[i]!, partial: partial[i]!, figures }] : [];
    });
  }

  private conditions(
    settlement: Settlement,
    rules: HeatStressRules,
    location: LocationRow,
    observed: ProviderCurrent,
  ): CurrentWeather {
    const { ithFormula } = settlement.alertParams;
    const ith =
      observed.temperature === null || observed.humidity === null
        ? null
        : ithOf(
            { temperature: observed.temperature, humidity: observed.humidity, dewPoint: observed.dewPoint },
            ithFormula,
          );
    return {
      source: location.source as WeatherSource,
      attribution: attributionOf(location.source),
      settlementId: settlement._id,
      observedAt: observed.ts,
      ageMinutes: Math.max(0, Math.round((this.updates.now() - observed.ts) / MINUTE_MS)),
      temperature: observed.temperature,
      humidity: observed.humidity,
      dewPoint: observed.dewPoint,
      precipitation: observed.precipitation,
      windSpeed: observed.windSpeed,
      windDirection: observed.windDirection,
      windGusts: observed.windGusts,
      weatherCode: observed.weatherCode,
      ith,
      category: ith === null ? null : ithCategory(ith),
      threshold: rules.threshold,
      formula: ithFormula,
      rules,
    };
  }

  /** The caller's settlement nearest the point, within about 5 km; 404 otherwise. */
  private async nearestSettlement(scope: AccountScope, lat: number, lng: number): Promise<Settlement> {
    const distance = (settlement: Settlement) =>
      Math.hypot(settlement.location.lat - lat, settlement.location.lng - lng);
    const [nearest] = (await this.settlements.list(scope)).sort((a, b) => distance(a) - distance(b));
    if (!nearest || distance(nearest) > NEAREST_SETTLEMENT_DEGREES) {
      throw new AppError('NOT_FOUND', { message: 'no settlement of yours at this point' });
    }
    return nearest;
  }
}

/** A history's range, and whether it was asked in whole days (yyyy-mm-dd) rather than instants. */
export interface AskedDays {
  range: Range;
  byDate: boolean;
}

/**
 * The settlement's local days a history covers: dates asked are the settlement's own days; instants
 * fall in the local days they are in.
 */
function localDays({ range, byDate }: AskedDays, offsetMinutes: number): { first: string; last: string } {
  const offset = byDate ? 0 : offsetMinutes;
  return { first: localDay(range.from, offset), last: localDay(range.to - 1, offset) };
}

/** The body names the caller (spec §3): asking in someone else's name is refused. */
function assertCaller(caller: Caller, body: WeatherRequest): void {
  if (body.userId !== caller.user._id)
    throw new AppError('FORBIDDEN', { errors: { userId: 'validation.notYou' } });
}
