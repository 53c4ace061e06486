import { readingSchema, type Fix, type Reading, type Rejection } from '@tropero/shared/telemetry';
import type { Database } from '../../db/connection';
import { inKeyOrder } from '../../db/key-order';
import { AppError } from '../../errors/app-error';
import { hashOpaqueToken } from '../auth/tokens';
import type { Credential, DeviceDirectory, DeviceInfo, SettlementContext } from './device-directory';
import { GroupCommitter } from './group-commit';
import type { LiveUpdate } from '@tropero/shared/contracts/live';
import type { LiveBus } from './live-bus';
import {
  addReadings,
  continueOdometer,
  dayStart,
  emptyDay,
  extendsDay,
  heatCell,
  utcDay,
  withOdometer,
  type RolledReading,
} from './rollup';
import { telemetryRepository, type AnimalDayRow, type ReadingRow } from './telemetry.repository';

export const FUTURE_TOLERANCE_MS = 5 * 60_000;

export interface IngestSummary {
  accepted: number;
  duplicated: number;
  rejected: number;
  rejections: { index: number; device?: string; reason: Rejection }[];
}

/** A reading ready to store: validated, its device and settlement resolved. */
interface Accepted {
  reading: Reading;
  device: DeviceInfo;
  settlement: SettlementContext | null;
  gatewayId: string | null;
}

const DAY_MS = 86_400_000;

/**
 * The one way readings get in (design.md §6): every protocol hands normalised readings here.
 * Each reading is checked on its own (a bad one never rejects its neighbours), stored once
 * (device, ts), rolled up in the same transaction, and acknowledged only after the commit.
 */
export class TelemetryService {
  private readonly committer: GroupCommitter<Accepted, 'accepted' | 'duplicated'>;

  constructor(
    private readonly database: Database,
    private readonly directory: DeviceDirectory,
    private readonly live: LiveBus,
    private readonly retentionDays: number,
  ) {
    this.committer = new GroupCommitter((items) => this.commit(items));
  }

  /** The credential behind an ingest key (`Authorization: Bearer <key>` or a path segment). */
  async authenticate(key: string | undefined): Promise<Credential> {
    const credential = key ? await this.directory.credential(hashOpaqueToken(key)) : null;
    if (!credential) throw new AppError('INGEST_KEY');
    return credential;
  }

  async ingest(credential: Credential, inputs: unknown[]): Promise<IngestSummary> {
    const summary: IngestSummary = { accepted: 0, duplicated: 0, rejected: 0, rejections: [] };
    const accepted: Accepted[] = [];
    const unknown = new Map<string, number>();
    const now = Date.now();
    for (const [index, input] of inputs.entries()) {
      const parsed = readingSchema.safeParse(input);
      const identifier = parsed.success ? parsed.data.device.toUpperCase() : undefined;
      const reject = (reason: Rejection) => {
        summary.rejected += 1;
        summary.rejections.push({ index, ...(identifier && { device: identifier }), reason });
      };
      if (!parsed.success) {
        reject('malformed');
        continue;
      }
      const reading = { ...parsed.data, device: identifier! };
      const problem = this.checkReading(reading, now);
      if (problem) {
        reject(problem);
        continue;
      }
      const device = await this.directory.device(reading.device);
      const allowed =
        device !== null &&
        (credential.kind === 'device'
          ? device.identifier === credential.identifier
          : device.accountId === credential.accountId);
      if (!allowed) {
        if (credential.kind === 'gateway')
          unknown.set(reading.device, (unknown.get(reading.device) ?? 0) + 1);
        reject('unknownDevice');
        continue;
      }
      const settlement = device!.settlementId ? await this.directory.settlement(device!.settlementId) : null;
      accepted.push({
        reading,
        device: device!,
        settlement,
        gatewayId: credential.kind === 'gateway' ? credential.id : null,
      });
    }
    if (unknown.size > 0)
      await telemetryRepository.countUnknown(this.database.db, credential.id, unknown, now);
    for (const outcome of await this.committer.add(accepted)) summary[outcome] += 1;
    return summary;
  }

  /** Raw readings older than the retention go; rollups stay for ever. Answers how many were deleted. */
  pruneReadings(now = Date.now()): Promise<number> {
    return telemetryRepository.pruneReadings(this.database.db, now - this.retentionDays * DAY_MS);
  }

  /** Waits for readings being committed (shutdown). */
  idle(): Promise<void> {
    return this.committer.idle();
  }

  invalidateDirectory(): void {
    this.directory.invalidate();
  }

  private checkReading(reading: Reading, now: number): Rejection | null {
    if (reading.ts > now + FUTURE_TOLERANCE_MS) return 'future';
    if (reading.ts < now - this.retentionDays * DAY_MS) return 'tooOld';
    const hasLat = reading.lat !== undefined;
    if (hasLat !== (reading.lng !== undefined)) return 'coordinates';
    if (hasLat) {
      const { lat, lng } = reading as { lat: number; lng: number };
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return 'coordinates';
    }
    return null;
  }

  /** One transaction for a whole group of readings: store, roll up, keep the devices' last state. */
  private async commit(items: Accepted[]): Promise<('accepted' | 'duplicated')[]> {
    const { db, dialect } = this.database;
    const unique = new Map(items.map((item) => [`${item.device.id}|${item.reading.ts}`, item]));
    const live = new Map<string, LiveUpdate[]>();
    const inserted = await db.transaction().execute(async (trx) => {
      const keys = await telemetryRepository.insertReadings(trx, inKeyOrder(unique).map(toRow));
      const fresh = [...unique.entries()].filter(([key]) => keys.has(key)).map(([, item]) => item);
      await this.rollUp(trx, fresh, dialect === 'postgres');
      await telemetryRepository.addHeat(trx, heatCells(fresh));
      await telemetryRepository.saveDeviceStates(trx, latestStates(fresh));
      for (const item of fresh) {
        if (!item.device.settlementId || item.reading.lat === undefined) continue;
        const updates = live.get(item.device.settlementId) ?? [];
        updates.push({
          deviceId: item.device.id,
          animalId: item.device.animalId,
          ts: item.reading.ts,
          lat: item.reading.lat ?? null,
          lng: item.reading.lng ?? null,
          battery: item.reading.battery ?? null,
        });
        live.set(item.device.settlementId, updates);
      }
      return keys;
    });
    for (const [settlementId, updates] of live) this.live.publish(settlementId, updates);
    // A reading sent twice in one group is stored once: the first copy counts as accepted.
    const counted = new Set<string>();
    return items.map((item) => {
      const key = `${item.device.id}|${item.reading.ts}`;
      if (!inserted.has(key) || counted.has(key)) return 'duplicated';
      counted.add(key);
      return 'accepted';
    });
  }

  private async rollUp(trx: Database['db'], fresh: Accepted[], lock: boolean): Promise<void> {
    const groups = new Map<
      string,
      { key: { animalId: string; day: string }; readings: RolledReading[]; spots: Accepted['settlement'] }
    >();
    for (const item of fresh) {
      if (!item.device.animalId || !item.device.settlementId) continue;
      const day = utcDay(item.reading.ts);
      const key = `${item.device.animalId}|${day}`;
      const group = groups.get(key) ?? {
        key: { animalId: item.device.animalId, day },
        readings: [],
        spots: item.settlement,
      };
      group.readings.push(toRolled(item));
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
      const spots = group.spots ?? { drinkers: [], drinkerRadiusMeters: 0, fixedPoints: [] };
      const base = addReadings(
        existing.get(key) ?? emptyDay(group.readings[0]!, group.key.day),
        group.readings,
        spots,
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
        days.push(withOdometer(base, continueOdometer(base, fixes), lastFix));
        continue;
      }
      // A fix older than the day's newest arrived: recompute the day from all its fixes.
      const start = dayStart(group.key.day);
      const all = (
        await telemetryRepository.fixesOfAnimal(trx, group.key.animalId, start, start + DAY_MS)
      ).map((f) => ({
        ts: Number(f.ts),
        lat: f.lat!,
        lng: f.lng!,
      }));
      const fromScratch = { ...base, distance_m: 0, anchor_ts: null, anchor_lat: null, anchor_lng: null };
      days.push(withOdometer(base, continueOdometer(fromScratch, all), lastFix));
    }
    await telemetryRepository.saveDays(trx, days);
  }
}

function toRow({ reading, device, gatewayId }: Accepted): ReadingRow {
  return {
    device_id: device.id,
    ts: reading.ts,
    account_id: device.accountId,
    animal_id: device.animalId,
    lat: reading.lat ?? null,
    lng: reading.lng ?? null,
    accuracy: reading.accuracy ?? null,
    speed: reading.speed ?? null,
    battery: reading.battery ?? null,
    temperature: reading.temperature ?? null,
    grazing_s: reading.behaviour?.grazing ?? null,
    ruminating_s: reading.behaviour?.ruminating ?? null,
    resting_s: reading.behaviour?.resting ?? null,
    walking_s: reading.behaviour?.walking ?? null,
    drinking_s: reading.behaviour?.drinking ?? null,
    beacon_id: reading.beacon?.id ?? null,
    beacon_rssi: reading.beacon?.rssi ?? null,
    gateway_id: gatewayId,
  };
}

function toRolled({ reading, device }: Accepted): RolledReading {
  return {
    animalId: device.animalId!,
    accountId: device.accountId,
    settlementId: device.settlementId!,
    ts: reading.ts,
    lat: reading.lat ?? null,
    lng: reading.lng ?? null,
    behaviour: reading.behaviour ?? {},
    beaconId: reading.beacon?.id ?? null,
  };
}

function heatCells(fresh: Accepted[]) {
  const cells = new Map<
    string,
    { settlement_id: string; day: string; ix: number; iy: number; count: number }
  >();
  for (const { reading, device, settlement } of fresh) {
    if (
      !device.animalId ||
      !device.settlementId ||
      !settlement ||
      reading.lat === undefined ||
      reading.lng === undefined
    )
      continue;
    const { ix, iy } = heatCell(reading.lat, reading.lng, settlement.lat);
    const day = utcDay(reading.ts);
    const key = `${device.settlementId}|${day}|${ix}|${iy}`;
    const cell = cells.get(key) ?? { settlement_id: device.settlementId, day, ix, iy, count: 0 };
    cell.count += 1;
    cells.set(key, cell);
  }
  return inKeyOrder(cells);
}

function latestStates(fresh: Accepted[]) {
  const latest = new Map<string, Accepted>();
  for (const item of fresh) {
    const current = latest.get(item.device.id);
    if (!current || item.reading.ts > current.reading.ts) latest.set(item.device.id, item);
  }
  return inKeyOrder(latest).map(({ device, reading }) => ({
    device_id: device.id,
    ts: reading.ts,
    lat: reading.lat ?? null,
    lng: reading.lng ?? null,
    battery: reading.battery ?? null,
    temperature: reading.temperature ?? null,
  }));
}
