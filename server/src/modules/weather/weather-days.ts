import {
  heatWaveDays,
  ithCategory,
  ithDay,
  ithOf,
  type HeatStressRules,
  type IthFormula,
} from '@tropero/shared/heat-stress';
import { isPartialDay, localDay } from '@tropero/shared/local-day';
import type { WeatherHour } from '@tropero/shared/contracts/weather';
import type { WeatherDaysTable } from '../../db/schema';
import type { ProviderHour } from '../../providers/weather/weather-provider';

/*
 * Hours into days. A weather day is the settlement's local day (its UTC offset): a forecast's
 * "Tuesday", a night's recovery and an afternoon's heat belong to the day the rancher lives.
 */

/** Hours in a local day: a stored day with fewer does not cover it. */
const HOURS_IN_DAY = 24;

/**
 * Whether a stored weather day does not cover its local day: today (not over yet), or fewer hours
 * than a day holds (the first day of a location's history, a gap in the provider's answers).
 */
export const isPartialWeatherDay = (day: string, hours: number, offsetMinutes: number, now: number) =>
  isPartialDay(day, offsetMinutes, now) || hours < HOURS_IN_DAY;

const tenth = (value: number) => Math.round(value * 10) / 10;
const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
const mean = (values: number[]) =>
  values.length ? tenth(values.reduce((a, b) => a + b, 0) / values.length) : null;
const sum = (values: number[], scale = 1) =>
  values.length ? tenth(values.reduce((a, b) => a + b, 0) * scale) : null;

/** Groups hours by local day, in time order. */
export function byLocalDay<H extends { ts: number }>(
  hours: readonly H[],
  offsetMinutes: number,
): Map<string, H[]> {
  const days = new Map<string, H[]>();
  for (const hour of [...hours].sort((a, b) => a.ts - b.ts)) {
    const day = localDay(hour.ts, offsetMinutes);
    const list = days.get(day) ?? [];
    list.push(hour);
    days.set(day, list);
  }
  return days;
}

/** A day's stored figures: temperature, humidity, rain, radiation (W/m² hours → MJ/m²), ET₀ (Σ of the hours, mm), wind, weather code. */
export function dayFigures(hours: readonly ProviderHour[]): Omit<WeatherDaysTable, 'location_id' | 'day'> {
  const temperatures = present(hours.map((hour) => hour.temperature));
  const codes = present(hours.map((hour) => hour.weatherCode));
  const winds = present(hours.map((hour) => hour.windSpeed));
  return {
    temperature_min: temperatures.length ? Math.min(...temperatures) : null,
    temperature_max: temperatures.length ? Math.max(...temperatures) : null,
    temperature_mean: mean(temperatures),
    humidity_mean: mean(present(hours.map((hour) => hour.humidity))),
    precipitation: sum(present(hours.map((hour) => hour.precipitation))),
    radiation: sum(present(hours.map((hour) => hour.radiation)), 3600 / 1e6),
    et0: sum(present(hours.map((hour) => hour.et0))),
    wind_speed_max: winds.length ? Math.max(...winds) : null,
    // WMO codes grow with severity: the day's is its worst hour's, as Open-Meteo's daily code.
    weather_code: codes.length ? Math.max(...codes) : null,
    hours: hours.length,
    samples: JSON.stringify({
      t: hours.map((hour) => hour.temperature),
      h: hours.map((hour) => hour.humidity),
      d: hours.map((hour) => hour.dewPoint),
    }),
  };
}

/** The hourly ITH values of a stored day's samples, by the settlement's formula (hours lacking an input left out). */
export function ithOfSamples(samples: string, formula: IthFormula): number[] {
  const { t, h, d } = JSON.parse(samples) as Record<'t' | 'h' | 'd', (number | null)[]>;
  const values: number[] = [];
  t.forEach((temperature, i) => {
    const humidity = h[i] ?? null;
    if (temperature === null || humidity === null) return;
    const ith = ithOf({ temperature, humidity, dewPoint: d[i] }, formula);
    if (ith !== null) values.push(ith);
  });
  return values;
}

/** An hour with its ITH by the settlement's formula. */
export function withIth(hour: ProviderHour, formula: IthFormula): WeatherHour {
  const ith =
    hour.temperature === null || hour.humidity === null
      ? null
      : ithOf({ temperature: hour.temperature, humidity: hour.humidity, dewPoint: hour.dewPoint }, formula);
  return { ...hour, ith, category: ith === null ? null : ithCategory(ith) };
}

const NO_HEAT = {
  ithMax: null,
  ithMean: null,
  ithMin: null,
  category: null,
  hoursAtOrAbove: { '72': 0, '76': 0, '79': 0, '84': 0 },
  hoursOverThreshold: 0,
  thiHours: 0,
  recoveryHours: 0,
  recoveryNight: false,
};

/**
 * The heat stress of consecutive days (docs/domain.md §1) from their hours' ITH values, by the settlement's
 * rules, with each day's number within a heat wave counted over the whole series: give it the days
 * before those shown so a wave that began earlier keeps its count. A day without values, or a partial
 * one (`partial[i]`), breaks a wave: its hours are not a whole day's.
 */
export function heatStressByDay(
  days: readonly number[][],
  rules: HeatStressRules,
  partial: readonly boolean[] = [],
) {
  const summaries = days.map((values) => (values.length ? ithDay(values, rules) : NO_HEAT));
  const waves = heatWaveDays(
    summaries.map((day, i) => ({ ...day, partial: partial[i] ?? false })),
    rules,
  );
  return summaries.map((day, i) => ({ ...day, heatWaveDay: waves[i]! }));
}
