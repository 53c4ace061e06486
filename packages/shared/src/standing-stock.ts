/*
 * Forage standing on a plot now (docs/domain.md §5, §6): the stock a clear satellite scene saw, plus the
 * growth modelled since, less what the animals there ate since; and what the animals eat, from how long each
 * one was there. Plain numbers: the server reads the scene, the growth, the allocations and the collars.
 */

import { fixIntervalSeconds } from './telemetry';

/** What the standing stock of a plot rests on. */
export interface StockInput {
  /** kg DM/ha at the latest clear scene (the crop's NDVI regression). */
  sceneKgHa: number;
  /** kg DM/ha grown from the day after the scene to today (a growth method). */
  growthSinceKgHa: number;
  /** kg DM the animals on the plot ate over those days. */
  eatenSinceKg: number;
  areaHa: number;
  /** Share of the stock the animals may take (0–1). */
  utilisation: number;
}

export interface StockNow {
  /** kg DM/ha and kg DM standing now: (scene + growth) × area − eaten, never below zero. */
  kgHa: number;
  kg: number;
  /**
   * kg DM the animals may still take: (scene + growth) × area × utilisation − eaten, never below zero.
   * What was eaten comes out of the utilisable share, not of the whole stock.
   */
  usableKg: number;
}

export function standingStockOf(input: StockInput): StockNow {
  const grossKg = (input.sceneKgHa + input.growthSinceKgHa) * input.areaHa;
  const kg = Math.max(0, grossKg - input.eatenSinceKg);
  return {
    kgHa: input.areaHa > 0 ? kg / input.areaHa : 0,
    kg,
    usableKg: Math.max(0, grossKg * input.utilisation - input.eatenSinceKg),
  };
}

/**
 * The longest gap between two readings taken as a collar's reporting interval, s [U]: a longer median gap
 * is an outage, not a setting (collars report every 5 to 60 minutes).
 */
export const MAX_FIX_INTERVAL_S = 3600;

/** A collar's reporting interval for its presence, s: its fix interval, capped; null under two readings. */
export function reportingIntervalS(timestamps: readonly number[]): number | null {
  const interval = fixIntervalSeconds(timestamps);
  return interval === null ? null : Math.min(interval, MAX_FIX_INTERVAL_S);
}

/** Seconds of presence a day of readings stands for: each reading one reporting interval, at most a day. */
export const presenceSeconds = (readings: number, intervalS: number) =>
  Math.min(86_400, readings * intervalS);

/** An animal's stay on a plot: allocated from `from` (inclusive) to `to` (exclusive; null while there). */
export interface Stay {
  animalId: string;
  from: string;
  to: string | null;
  /** kg DM it eats a day (from its weight, or its type's default weight). */
  intakeKg: number;
}

/**
 * What the animals ate on a plot over some days: each animal-day it was allocated there counts a whole
 * day of intake, except a day its collar reported, which counts the presence the collar measured
 * (`presenceS`, keyed `animalId|day`) as a share of the day. Collared or not, every allocated animal eats.
 */
export function eatenOver(
  stays: readonly Stay[],
  presenceS: ReadonlyMap<string, number>,
  days: readonly string[],
): { kg: number; animalDays: number } {
  let kg = 0;
  let animalDays = 0;
  for (const stay of stays)
    for (const day of days) {
      if (day < stay.from || (stay.to !== null && day >= stay.to)) continue;
      const seconds = presenceS.get(`${stay.animalId}|${day}`);
      const share = seconds === undefined ? 1 : seconds / 86_400;
      animalDays += share;
      kg += share * stay.intakeKg;
    }
  return { kg, animalDays };
}
