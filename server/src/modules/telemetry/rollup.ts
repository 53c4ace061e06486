import { DAY_MS } from '@tropero/shared/constants';
import { addDays, dayStart } from '@tropero/shared/local-day';
import {
  addFix,
  haversineMeters,
  type DistanceFilter,
  type Fix,
  type Odometer,
} from '@tropero/shared/telemetry';
import { inKeyOrder } from '../../db/key-order';
import type { AnimalDayRow } from './telemetry.repository';

/** A stored reading as the rollups see it. */
export interface RolledReading {
  animalId: string;
  accountId: string;
  settlementId: string;
  ts: number;
  lat: number | null;
  lng: number | null;
  behaviour: { grazing?: number; ruminating?: number; resting?: number; walking?: number; drinking?: number };
  beaconId: string | null;
}

/**
 * Where animals drink: drinker markers (within the settlement's radius) and the beacons of fixed points
 * (docs/decisions.md "Telemetry").
 */
export interface DrinkingSpots {
  drinkers: { lat: number; lng: number }[];
  /** How close to a drinker counts as drinking, in metres (a settlement parameter, 30 m by default [U]). */
  drinkerRadiusMeters: number;
  fixedPoints: string[];
}

/** Seconds of drinking a fix near water counts for when the collar reports no behaviour (one fix interval, spec §9). */
export const DRINK_CREDIT_S = 600;

/**
 * Seconds of drinking in one reading: as the collar reports it when it reports behaviour at all,
 * otherwise inferred from being at water (a fixed point's beacon heard, or near a drinker).
 */
export function drinkingSeconds(reading: RolledReading, spots: DrinkingSpots): number {
  if (Object.keys(reading.behaviour).length > 0) return reading.behaviour.drinking ?? 0;
  if (reading.beaconId && spots.fixedPoints.includes(reading.beaconId.toUpperCase())) return DRINK_CREDIT_S;
  if (reading.lat === null || reading.lng === null) return 0;
  const here = { lat: reading.lat, lng: reading.lng };
  return spots.drinkers.some((drinker) => haversineMeters(here, drinker) <= spots.drinkerRadiusMeters)
    ? DRINK_CREDIT_S
    : 0;
}

export function emptyDay(reading: RolledReading, day: string): AnimalDayRow {
  return {
    animal_id: reading.animalId,
    day,
    account_id: reading.accountId,
    settlement_id: reading.settlementId,
    grazing_s: 0,
    ruminating_s: 0,
    resting_s: 0,
    walking_s: 0,
    drinking_s: 0,
    distance_m: 0,
    anchor_ts: null,
    anchor_lat: null,
    anchor_lng: null,
    last_fix_ts: null,
    readings: 0,
    first_ts: null,
  };
}

/**
 * Adds new readings (one animal, one local day of its settlement) to its rollup, with the day's
 * first reading; the distance is left to `withDistance`.
 */
export function addReadings(
  day: AnimalDayRow,
  readings: RolledReading[],
  spots: DrinkingSpots,
): AnimalDayRow {
  const next = { ...day, settlement_id: readings.at(-1)?.settlementId ?? day.settlement_id };
  for (const reading of readings) {
    next.grazing_s += reading.behaviour.grazing ?? 0;
    next.ruminating_s += reading.behaviour.ruminating ?? 0;
    next.resting_s += reading.behaviour.resting ?? 0;
    next.walking_s += reading.behaviour.walking ?? 0;
    next.drinking_s += drinkingSeconds(reading, spots);
    next.readings += 1;
    next.first_ts = Math.min(next.first_ts ?? reading.ts, reading.ts);
  }
  return next;
}

/** Whether these fixes all come after the day's newest one, so the odometer can simply go on. */
export function extendsDay(day: AnimalDayRow, fixes: Fix[]): boolean {
  return fixes.every((fix) => day.last_fix_ts === null || fix.ts > day.last_fix_ts);
}

/** The day's odometer after some fixes, either continued or recomputed from all of the day's fixes. */
export function withOdometer(day: AnimalDayRow, odometer: Odometer, lastFixTs: number | null): AnimalDayRow {
  return {
    ...day,
    distance_m: odometer.meters,
    anchor_ts: odometer.anchor?.ts ?? null,
    anchor_lat: odometer.anchor?.lat ?? null,
    anchor_lng: odometer.anchor?.lng ?? null,
    last_fix_ts: lastFixTs,
  };
}

export function continueOdometer(day: AnimalDayRow, fixes: Fix[], filter: DistanceFilter): Odometer {
  const anchor =
    day.anchor_ts !== null && day.anchor_lat !== null && day.anchor_lng !== null
      ? { ts: day.anchor_ts, lat: day.anchor_lat, lng: day.anchor_lng }
      : null;
  const sorted = [...fixes].sort((a, b) => a.ts - b.ts);
  return sorted.reduce((odometer, fix) => addFix(odometer, fix, filter), {
    meters: day.distance_m,
    anchor,
  } as Odometer);
}

/** The heat grid: ~25 m cells, their width in longitude set by the settlement's latitude. */
export const HEAT_CELL_M = 25;
export function heatCell(lat: number, lng: number, referenceLat: number): { ix: number; iy: number } {
  const metresPerDegLng = 111_320 * Math.cos((referenceLat * Math.PI) / 180);
  return {
    ix: Math.floor((lng * metresPerDegLng) / HEAT_CELL_M),
    iy: Math.floor((lat * 110_574) / HEAT_CELL_M),
  };
}

export function cellCentre(ix: number, iy: number, referenceLat: number): { lat: number; lng: number } {
  const metresPerDegLng = 111_320 * Math.cos((referenceLat * Math.PI) / 180);
  return { lat: ((iy + 0.5) * HEAT_CELL_M) / 110_574, lng: ((ix + 0.5) * HEAT_CELL_M) / metresPerDegLng };
}

/**
 * The heat cells are kept by UTC day (not the settlement's local day: a map of a month's positions
 * moves by three hours at its ends, no figure does) and also summed over fixed blocks of 8 days
 * (counted from 1970-01-01), so that a
 * month's heat map reads about 10 sets of cells (3 blocks and the loose days at either end) instead of 31.
 */
export const HEAT_BLOCK_DAYS = 8;
const epochDay = (day: string) => Math.round(dayStart(day, 0) / DAY_MS);
const dayOfEpoch = (epoch: number) => addDays('1970-01-01', epoch);

/** The first day of the block a day belongs to. */
export function heatBlockStart(day: string): string {
  return dayOfEpoch(Math.floor(epochDay(day) / HEAT_BLOCK_DAYS) * HEAT_BLOCK_DAYS);
}

/** Inclusive ranges: of days, or of blocks by their first days. */
export interface DaySpan {
  from: string;
  to: string;
}

/** The days `fromDay`…`toDay` (inclusive) as the whole blocks they hold and the loose days around them. */
export function heatSpans(fromDay: string, toDay: string): { days: DaySpan[]; blocks: DaySpan | null } {
  const from = epochDay(fromDay);
  const end = epochDay(toDay) + 1;
  const blocksFrom = Math.ceil(from / HEAT_BLOCK_DAYS) * HEAT_BLOCK_DAYS;
  const blocksEnd = Math.floor(end / HEAT_BLOCK_DAYS) * HEAT_BLOCK_DAYS;
  if (blocksEnd <= blocksFrom) return { days: [{ from: fromDay, to: toDay }], blocks: null };
  const days: DaySpan[] = [];
  if (from < blocksFrom) days.push({ from: fromDay, to: dayOfEpoch(blocksFrom - 1) });
  if (blocksEnd < end) days.push({ from: dayOfEpoch(blocksEnd), to: toDay });
  return {
    days,
    blocks: { from: dayOfEpoch(blocksFrom), to: dayOfEpoch(blocksEnd - HEAT_BLOCK_DAYS) },
  };
}

export interface HeatCellCount {
  settlement_id: string;
  day: string;
  ix: number;
  iy: number;
  count: number;
}

/** Day cells added up into the blocks that hold their days. */
export function inHeatBlocks(cells: HeatCellCount[]) {
  const blocks = new Map<
    string,
    { settlement_id: string; block_start: string; ix: number; iy: number; count: number }
  >();
  for (const { settlement_id, day, ix, iy, count } of cells) {
    const block_start = heatBlockStart(day);
    const key = `${settlement_id}|${block_start}|${ix}|${iy}`;
    const block = blocks.get(key);
    if (block) block.count += count;
    else blocks.set(key, { settlement_id, block_start, ix, iy, count });
  }
  return inKeyOrder(blocks);
}
