/*
 * Heat stress of cattle (docs/domain.md §1): the temperature–humidity index (ITH, THI in English) by
 * the selectable formulas, its category on the Livestock Weather Safety Index, and the daily
 * summaries a rancher reads (hours at each level, THI-hours, recovery nights, heat waves).
 */

import type { Coefficients } from './biomass';

/** The ITH formulas a settlement may choose; NRC 1971 is the default (docs/domain.md §1). */
export const ITH_FORMULAS = ['nrc1971', 'mader', 'dewPoint'] as const;
export type IthFormula = (typeof ITH_FORMULAS)[number];
export const DEFAULT_ITH_FORMULA: IthFormula = 'nrc1971';

/** What an hour's ITH is computed from: air temperature (°C), relative humidity (%), dew point (°C). */
export interface AirSample {
  temperature: number;
  humidity: number;
  /** Only the dew-point formula reads it. */
  dewPoint?: number | null;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The ITH of one sample, to a tenth, or null when the formula lacks an input.
 * - nrc1971: (1.8·T + 32) − (0.55 − 0.0055·RH)·(1.8·T − 26)
 * - mader:   0.8·T + (RH/100)·(T − 14.4) + 46.4
 * - dewPoint: T + 0.36·Td + 41.2
 */
export function ithOf(sample: AirSample, formula: IthFormula = DEFAULT_ITH_FORMULA): number | null {
  const { temperature: t, humidity: rh } = sample;
  switch (formula) {
    case 'nrc1971':
      return tenth(1.8 * t + 32 - (0.55 - 0.0055 * rh) * (1.8 * t - 26));
    case 'mader':
      return tenth(0.8 * t + (rh / 100) * (t - 14.4) + 46.4);
    case 'dewPoint':
      return sample.dewPoint == null ? null : tenth(t + 0.36 * sample.dewPoint + 41.2);
  }
}

/** Livestock Weather Safety Index (LCI 1970; Hahn et al. 2009): normal ≤74, alert 75–78, danger 79–83, emergency ≥84. */
export const ITH_CATEGORIES = ['normal', 'alert', 'danger', 'emergency'] as const;
export type IthCategory = (typeof ITH_CATEGORIES)[number];

/** Where each category starts (an ITH between two whole numbers belongs to the lower one: 74.6 is normal). */
export const ITH_CATEGORY_FLOORS: Record<IthCategory, number> = {
  normal: -Infinity,
  alert: 75,
  danger: 79,
  emergency: 84,
};

export function ithCategory(ith: number): IthCategory {
  if (ith >= ITH_CATEGORY_FLOORS.emergency) return 'emergency';
  if (ith >= ITH_CATEGORY_FLOORS.danger) return 'danger';
  if (ith >= ITH_CATEGORY_FLOORS.alert) return 'alert';
  return 'normal';
}

/** The levels whose hours a day counts (dairy 72, beef 76, danger 79, emergency 84). */
export const ITH_HOUR_LEVELS = [72, 76, 79, 84] as const;
export type IthHourLevel = (typeof ITH_HOUR_LEVELS)[number];

/** What a settlement's herd is: its default critical ITH differs (INTA EEA Rafaela: beef 76, dairy 72). */
export const HERD_TYPES = ['beef', 'dairy'] as const;
export type HerdType = (typeof HERD_TYPES)[number];
export const DEFAULT_HERD_TYPE: HerdType = 'beef';

/** Why a settlement's threshold is what it is: its herd type's default, or set by the settlement. */
export const THRESHOLD_BASES = [...HERD_TYPES, 'settlement'] as const;
export type ThresholdBasis = (typeof THRESHOLD_BASES)[number];

/**
 * The rules a settlement's heat stress is judged by: its critical ITH and why, and the `heatStress`
 * coefficient table's recovery and heat-wave rules (their values, sources and confidence live there).
 */
export interface HeatStressRules {
  /** Critical ITH: alerts fire and heat-wave hours count at or above it. */
  threshold: number;
  basis: ThresholdBasis;
  /** An hour at or below this ITH lets the animals recover (Harrington & Bowles). */
  recoveryIth: number;
  /** [U] A day with at least this many recovery hours had a recovery night. */
  recoveryNightHours: number;
  /** A heat wave is at least this many consecutive heat-wave days (INTA EEA Rafaela). */
  heatWaveMinDays: number;
  /** [U] The daily statistic: a heat-wave day has at least this many hours at or above the threshold. */
  heatWaveMinHours: number;
}

/** A settlement's rules: its own threshold when it set one, else its herd type's default. */
export function heatStressRules(
  coefficients: Coefficients,
  herdType: HerdType,
  ownThreshold: number | null,
): HeatStressRules {
  return {
    threshold: ownThreshold ?? coefficients.value('heatStress', `threshold/${herdType}`),
    basis: ownThreshold === null ? herdType : 'settlement',
    recoveryIth: coefficients.value('heatStress', 'recoveryIth'),
    recoveryNightHours: coefficients.value('heatStress', 'recoveryNightHours'),
    heatWaveMinDays: coefficients.value('heatStress', 'heatWaveMinDays'),
    heatWaveMinHours: coefficients.value('heatStress', 'heatWaveMinHours'),
  };
}

export interface IthDay {
  ithMax: number;
  ithMean: number;
  ithMin: number;
  category: IthCategory;
  /** Hours at or above 72, 76, 79 and 84. */
  hoursAtOrAbove: Record<`${IthHourLevel}`, number>;
  /** Hours at or above the settlement's threshold. */
  hoursOverThreshold: number;
  /** Σ (ITH − threshold) over the hours above the threshold. */
  thiHours: number;
  /** Hours with ITH at or below the recovery ITH. */
  recoveryHours: number;
  recoveryNight: boolean;
}

/** The summary of one day's hourly ITH values (at least one), against the settlement's rules. */
export function ithDay(values: readonly number[], rules: HeatStressRules): IthDay {
  if (values.length === 0) throw new Error('a day needs at least one hour');
  const { threshold, recoveryIth } = rules;
  // One pass: a year of days is summarised on every history request.
  let max = -Infinity;
  let min = Infinity;
  let sum = 0;
  let over = 0;
  let thiHours = 0;
  let recoveryHours = 0;
  const atOrAbove = { '72': 0, '76': 0, '79': 0, '84': 0 };
  for (const value of values) {
    if (value > max) max = value;
    if (value < min) min = value;
    sum += value;
    if (value >= threshold) over++;
    if (value > threshold) thiHours += value - threshold;
    if (value <= recoveryIth) recoveryHours++;
    if (value >= 72) atOrAbove['72']++;
    if (value >= 76) atOrAbove['76']++;
    if (value >= 79) atOrAbove['79']++;
    if (value >= 84) atOrAbove['84']++;
  }
  return {
    ithMax: max,
    ithMean: tenth(sum / values.length),
    ithMin: min,
    category: ithCategory(max),
    hoursAtOrAbove: atOrAbove,
    hoursOverThreshold: over,
    thiHours: tenth(thiHours),
    recoveryHours,
    recoveryNight: recoveryHours >= rules.recoveryNightHours,
  };
}

/** What a day offers the heat-wave count: null figures when it has no hours. */
export interface HeatWaveDayInput {
  category: IthCategory | null;
  hoursOverThreshold: number;
  /** A day not yet over, or not fully covered by data: never counted. */
  partial?: boolean;
}

/**
 * Whether a day is a heat-wave day: at least `heatWaveMinHours` hours at or above the threshold [U:
 * INTA does not say which daily statistic], never a day the index itself rates "normal", never a
 * partial day nor one without data.
 */
export const isHeatWaveDay = (day: HeatWaveDayInput, rules: HeatStressRules): boolean =>
  !day.partial &&
  day.category !== null &&
  day.category !== 'normal' &&
  day.hoursOverThreshold >= rules.heatWaveMinHours;

/**
 * Each day's number within a heat wave, 0 outside one: a run of at least `heatWaveMinDays`
 * consecutive heat-wave days, numbered from 1. `days` are consecutive; a day without data or a
 * partial day breaks a run.
 */
export function heatWaveDays(days: readonly HeatWaveDayInput[], rules: HeatStressRules): number[] {
  const numbers = days.map(() => 0);
  let start = 0;
  for (let i = 0; i <= days.length; i++) {
    if (i < days.length && isHeatWaveDay(days[i]!, rules)) continue;
    if (i - start >= rules.heatWaveMinDays) for (let d = start; d < i; d++) numbers[d] = d - start + 1;
    start = i + 1;
  }
  return numbers;
}
