import { DAY_MS } from '@tropero/shared/constants';
import { dayStart, DEFAULT_UTC_OFFSET_MINUTES, localDay } from '@tropero/shared/local-day';
import { BEHAVIOURS, type Behaviour, type DistanceFilter, type Fix } from '@tropero/shared/telemetry';
import type { Executor } from '../../db/executor';
import { inKeyOrder } from '../../db/key-order';
import type { SettlementContext } from './device-directory';
import type { PendingRow } from './pending-readings.repository';
import { byKey, ReadingKeys } from './reading-keys';
import {
  addReadings,
  continueOdometer,
  emptyDay,
  extendsDay,
  heatCell,
  withOdometer,
  type RolledReading,
} from './rollup';
import { telemetryRepository, type AnimalDayRow, type ReadingRow } from './telemetry.repository';

const NO_SPOTS = { drinkers: [], drinkerRadiusMeters: 0, fixedPoints: [] };

/**
 * Files readings inside the caller's transaction: stores each once (device, ts), rolls the new ones
 * up into their animal-days and heat cells, and keeps the devices' last state — every table written
 * in key order (several servers on one PostgreSQL then wait for each other instead of deadlocking).
 * `lock` takes the animal-days for update (PostgreSQL); `filter` is the odometer's (the current
 * `distance` coefficients). Answers the rows actually stored (of copies of one reading, the first).
 */
export async function fileReadings(
  trx: Executor,
  rows: PendingRow[],
  settlements: ReadonlyMap<string, SettlementContext>,
  lock: boolean,
  filter: DistanceFilter,
): Promise<Set<PendingRow>> {
  const keys = new ReadingKeys();
  const unique = rows.filter((row) => keys.add(row)).sort(byKey);
  const stored = await telemetryRepository.insertReadings(trx, unique.map(toReadingRow));
  const fresh = unique.filter((row) => stored.has(row));
  const dayOf = localDays();
  await rollUp(trx, fresh, settlements, dayOf, lock, filter);
  await telemetryRepository.addHeat(trx, heatCells(fresh, settlements, dayOf));
  await telemetryRepository.saveDeviceStates(trx, latestStates(fresh));
  return new Set(fresh);
}

/** The local day of an instant at an offset (`localDay`), worked out once per day rather than once per reading. */
type DayOf = (ts: number, offsetMinutes: number) => string;
function localDays(): DayOf {
  const days = new Map<string, string>();
  return (ts, offsetMinutes) => {
    const key = `${offsetMinutes}|${Math.floor((ts + offsetMinutes * 60_000) / DAY_MS)}`;
    let day = days.get(key);
    if (day === undefined) days.set(key, (day = localDay(ts, offsetMinutes)));
    return day;
  };
}

/** A settlement's offset from UTC, as its context knows it (UTC−3 for one no longer there). */
const offsetOf = (settlements: ReadonlyMap<string, SettlementContext>, settlementId: string) =>
  settlements.get(settlementId)?.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES;

/** The row of `readings` (always the same keys in the same order: the statement cache needs it). */
function toReadingRow(row: PendingRow): ReadingRow {
  return {
    device_id: row.device_id,
    ts: row.ts,
    account_id: row.account_id,
    animal_id: row.animal_id,
    lat: row.lat,
    lng: row.lng,
    accuracy: row.accuracy,
    speed: row.speed,
    battery: row.battery,
    temperature: row.temperature,
    grazing_s: row.grazing_s,
    ruminating_s: row.ruminating_s,
    resting_s: row.resting_s,
    walking_s: row.walking_s,
    drinking_s: row.drinking_s,
    beacon_id: row.beacon_id,
    beacon_rssi: row.beacon_rssi,
    gateway_id: row.gateway_id,
  };
}

/** A reading the rollups count: it has an animal in a settlement. */
export type RolledRow = PendingRow & { animal_id: string; settlement_id: string };
const isRolled = (row: PendingRow): row is RolledRow => row.animal_id !== null && row.settlement_id !== null;

/** Each behaviour with the column that holds its seconds. */
const BEHAVIOUR_COLUMNS = BEHAVIOURS.map((name) => [name, `${name}_s`] as const);

export function toRolled(row: RolledRow): RolledReading {
  const behaviour: Behaviour = {};
  for (const [name, column] of BEHAVIOUR_COLUMNS) {
    const seconds = row[column];
    if (seconds !== null) behaviour[name] = seconds;
  }
  return {
    animalId: row.animal_id,
    accountId: row.account_id,
    settlementId: row.settlement_id,
    ts: row.ts,
    lat: row.lat,
    lng: row.lng,
    behaviour,
    beaconId: row.beacon_id,
  };
}

async function rollUp(
  trx: Executor,
  fresh: PendingRow[],
  settlements: ReadonlyMap<string, SettlementContext>,
  dayOf: DayOf,
  lock: boolean,
  filter: DistanceFilter,
): Promise<void> {
  const groups = new Map<
    string,
    { key: { animalId: string; day: string }; offset: number; readings: RolledReading[] }
  >();
  for (const row of fresh.filter(isRolled)) {
    // An animal's day is its settlement's local day (one notion of a day, packages/shared local-day).
    const offset = offsetOf(settlements, row.settlement_id);
    const day = dayOf(row.ts, offset);
    const key = `${row.animal_id}|${day}`;
    const group = groups.get(key) ?? { key: { animalId: row.animal_id, day }, offset, readings: [] };
    group.readings.push(toRolled(row));
    groups.set(key, group);
  }
  if (groups.size === 0) return;
  const ordered = inKeyOrder(groups);
  const existing = new Map(
    (
      await telemetryRepository.loadDays(
        trx,
        ordered.map((g) => g.key),
        lock,
      )
    ).map((row) => [`${row.animal_id}|${row.day}`, row]),
  );
  const days: AnimalDayRow[] = [];
  for (const group of ordered) {
    const key = `${group.key.animalId}|${group.key.day}`;
    const last = group.readings.at(-1)!;
    const base = addReadings(
      existing.get(key) ?? emptyDay(group.readings[0]!, group.key.day),
      group.readings,
      settlements.get(last.settlementId) ?? NO_SPOTS,
    );
    const fixes: Fix[] = group.readings.flatMap((r) =>
      r.lat !== null && r.lng !== null ? [{ ts: r.ts, lat: r.lat, lng: r.lng }] : [],
    );
    if (fixes.length === 0) {
      days.push(base);
      continue;
    }
    const lastFix = Math.max(base.last_fix_ts ?? 0, ...fixes.map((f) => f.ts));
    if (extendsDay(base, fixes)) {
      days.push(withOdometer(base, continueOdometer(base, fixes, filter), lastFix));
      continue;
    }
    // A fix older than the day's newest arrived: recompute the day from all its fixes.
    const start = dayStart(group.key.day, group.offset);
    const all = (await telemetryRepository.fixesOfAnimal(trx, group.key.animalId, start, start + DAY_MS)).map(
      (f) => ({ ts: Number(f.ts), lat: f.lat!, lng: f.lng! }),
    );
    const fromScratch = { ...base, distance_m: 0, anchor_ts: null, anchor_lat: null, anchor_lng: null };
    days.push(withOdometer(base, continueOdometer(fromScratch, all, filter), lastFix));
  }
  await telemetryRepository.saveDays(trx, days);
}

function heatCells(fresh: PendingRow[], settlements: ReadonlyMap<string, SettlementContext>, dayOf: DayOf) {
  const cells = new Map<
    string,
    { settlement_id: string; day: string; ix: number; iy: number; count: number }
  >();
  for (const row of fresh.filter(isRolled)) {
    const settlement = settlements.get(row.settlement_id);
    if (!settlement || row.lat === null || row.lng === null) continue;
    const { ix, iy } = heatCell(row.lat, row.lng, settlement.lat);
    const day = dayOf(row.ts, 0); // heat cells are kept by UTC day (rollup.ts)
    const key = `${row.settlement_id}|${day}|${ix}|${iy}`;
    const cell = cells.get(key) ?? { settlement_id: row.settlement_id, day, ix, iy, count: 0 };
    cell.count += 1;
    cells.set(key, cell);
  }
  return inKeyOrder(cells);
}

function latestStates(fresh: PendingRow[]) {
  const latest = new Map<string, PendingRow>();
  for (const row of fresh) {
    const current = latest.get(row.device_id);
    if (!current || row.ts > current.ts) latest.set(row.device_id, row);
  }
  return inKeyOrder(latest).map((row) => ({
    device_id: row.device_id,
    ts: row.ts,
    lat: row.lat,
    lng: row.lng,
    battery: row.battery,
    temperature: row.temperature,
  }));
}
