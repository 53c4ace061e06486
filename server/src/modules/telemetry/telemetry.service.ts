import { parseReading, type Reading, type Rejection } from '@tropero/shared/telemetry';
import type { LiveUpdate } from '@tropero/shared/contracts/live';
import { DAY_MS } from '@tropero/shared/constants';
import type { Database } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import type { LiveBus } from '../../realtime/live-bus';
import { liveChannels } from '../../realtime/live-channels';
import { hashOpaqueToken } from '../../access/tokens';
import type { Credential, DeviceDirectory, DeviceInfo } from './device-directory';
import { GroupCommitter } from './group-commit';
import type { CoefficientTablesService } from '../coefficients/coefficient-tables.service';
import { FILE_AT_ONCE, PendingReadings } from './pending-readings';
import type { PendingRow } from './pending-readings.repository';
import { ReadingKeys } from './reading-keys';
import { telemetryRepository } from './telemetry.repository';

export const FUTURE_TOLERANCE_MS = 5 * 60_000;

export interface IngestSummary {
  accepted: number;
  duplicated: number;
  rejected: number;
  rejections: { index: number; device?: string; reason: Rejection }[];
}

type Outcome = 'accepted' | 'duplicated';

/** A reading accepted and committed, as the alert rules get it. */
export type AcceptedReading = PendingRow;

/**
 * A device key reports its own device only. A gateway key reports the devices of its account and,
 * when the gateway serves a settlement, of that settlement only: whoever administers one settlement
 * (and so may rename its gateway) cannot write readings into another one through it.
 */
function mayReport(credential: Credential, device: DeviceInfo): boolean {
  if (credential.kind === 'device') return device.identifier === credential.identifier;
  if (device.accountId !== credential.accountId) return false;
  return credential.settlementId === null || device.settlementId === credential.settlementId;
}

/** Told after the commit of the readings accepted, and of the unknown devices a gateway heard. */
export interface IngestListener {
  accepted(rows: readonly AcceptedReading[]): void;
  unknownHeard(gatewayId: string, identifiers: ReadonlyMap<string, number>, at: number): void;
}

/** Group commits running at once on PostgreSQL (the pool holds 10 connections). */
const COMMITS_AT_ONCE_ON_POSTGRES = 3;

/**
 * The one way readings get in (docs/architecture.md "From collar to map"): every protocol hands normalised
 * readings here. Each reading is checked on its own (a bad one never rejects its neighbours) and acknowledged
 * only after the commit that holds it, and the readings of the requests that arrive meanwhile commit together
 * (group commit). A group is filed into `readings` and the rollups (stored once per device and instant) in
 * that commit when it is one request alone while nothing waits (a quiet service: what a client was told is
 * stored is then also what it reads) or holds FILE_AT_ONCE readings; otherwise it is added to the pending
 * readings, answered, and filed with other groups once FILE_AT readings wait or the oldest waited
 * FILE_AFTER_MS.
 */
export class TelemetryService {
  private readonly committer: GroupCommitter<PendingRow, Outcome>;
  private readonly pending: PendingReadings;
  private readonly listeners: IngestListener[] = [];

  constructor(
    private readonly database: Database,
    private readonly directory: DeviceDirectory,
    private readonly live: LiveBus,
    private readonly retentionDays: number,
    tables: CoefficientTablesService,
    /** A filing that failed: its readings stay pending (committed) and the next filing retries them. */
    filingFailed: (error: unknown) => void,
  ) {
    // SQLite has one connection; on PostgreSQL, groups commit while others wait for their commit.
    this.committer = new GroupCommitter(
      (rows, callers) => this.commit(rows, callers),
      database.dialect === 'postgres' ? COMMITS_AT_ONCE_ON_POSTGRES : 1,
    );
    this.pending = new PendingReadings(database, directory, tables, filingFailed);
  }

  listen(listener: IngestListener): void {
    this.listeners.push(listener);
  }

  /** The credential behind an ingest key (`Authorization: Bearer <key>` or a path segment). */
  async authenticate(key: string | undefined): Promise<Credential> {
    const credential = key ? await this.directory.credential(hashOpaqueToken(key)) : null;
    if (!credential) throw new AppError('INGEST_KEY');
    return credential;
  }

  async ingest(credential: Credential, inputs: unknown[]): Promise<IngestSummary> {
    const summary: IngestSummary = { accepted: 0, duplicated: 0, rejected: 0, rejections: [] };
    const accepted: PendingRow[] = [];
    const unknown = new Map<string, number>();
    const now = Date.now();
    const reject = (index: number, reason: Rejection, device: string | undefined) => {
      summary.rejected += 1;
      summary.rejections.push({ index, ...(device && { device: device.toUpperCase() }), reason });
    };
    for (const [index, input] of inputs.entries()) {
      const parsed = parseReading(input);
      if ('rejection' in parsed) {
        reject(index, parsed.rejection, parsed.device);
        continue;
      }
      const reading = { ...parsed.reading, device: parsed.reading.device.toUpperCase() };
      const problem = this.checkReading(reading, now);
      if (problem) {
        reject(index, problem, reading.device);
        continue;
      }
      const device = await this.directory.device(reading.device);
      if (!device || !mayReport(credential, device)) {
        if (credential.kind === 'gateway')
          unknown.set(reading.device, (unknown.get(reading.device) ?? 0) + 1);
        reject(index, 'unknownDevice', reading.device);
        continue;
      }
      accepted.push(pendingRow(reading, device, credential.kind === 'gateway' ? credential.id : null));
    }
    if (unknown.size > 0) {
      await telemetryRepository.countUnknown(this.database.db, credential.id, unknown, now);
      for (const listener of this.listeners) listener.unknownHeard(credential.id, unknown, now);
    }
    for (const outcome of await this.committer.add(accepted)) summary[outcome] += 1;
    return summary;
  }

  /** Raw readings older than the retention go; rollups stay for ever. Answers how many were deleted. */
  pruneReadings(now = Date.now(), signal?: AbortSignal): Promise<number> {
    return telemetryRepository.pruneReadings(this.database.db, now - this.retentionDays * DAY_MS, signal);
  }

  /** Files the readings left pending (by a server that stopped before filing them): at start. */
  filePending(): Promise<void> {
    return this.pending.fileNow();
  }

  /** Waits for readings being committed, then files what is pending (shutdown). */
  async idle(): Promise<void> {
    await this.committer.idle();
    await this.pending.settle();
  }

  invalidateDirectory(): void {
    this.directory.invalidate();
  }

  private checkReading(reading: Reading, now: number): Rejection | null {
    if (reading.ts > now + FUTURE_TOLERANCE_MS) return 'future';
    if (reading.ts < now - this.retentionDays * DAY_MS) return 'tooOld';
    if ((reading.lat === undefined) !== (reading.lng === undefined)) return 'coordinates';
    if (reading.lat === 0 && reading.lng === 0) return 'coordinates';
    return null;
  }

  /**
   * One group, in one transaction: filed at once or added to the pending readings (see the class),
   * then published live and answered. A reading sent twice in one group is stored once: the first
   * copy counts as accepted.
   */
  private async commit(rows: PendingRow[], callers: number): Promise<Outcome[]> {
    const keys = new ReadingKeys();
    const unique = rows.filter((row) => keys.add(row));
    const atOnce = (callers === 1 && this.pending.empty) || unique.length >= FILE_AT_ONCE;
    const added = atOnce ? await this.pending.fileAtOnce(unique) : await this.pending.add(unique);
    const accepted = unique.filter((row) => added.has(row));
    this.publish(accepted);
    for (const listener of this.listeners) listener.accepted(accepted);
    if (!atOnce) this.pending.fileSoon();
    return rows.map((row) => (added.has(row) ? 'accepted' : 'duplicated'));
  }

  private publish(rows: PendingRow[]): void {
    const live = new Map<string, LiveUpdate[]>();
    for (const row of rows) {
      if (!row.settlement_id || row.lat === null) continue;
      const updates = live.get(row.settlement_id) ?? [];
      updates.push({
        deviceId: row.device_id,
        animalId: row.animal_id,
        ts: row.ts,
        lat: row.lat,
        lng: row.lng,
        battery: row.battery,
      });
      live.set(row.settlement_id, updates);
    }
    this.live.publish(
      liveChannels.positions,
      [...live].map(([settlementId, updates]) => ({ settlementId, updates })),
    );
  }
}

function pendingRow(reading: Reading, device: DeviceInfo, gatewayId: string | null): PendingRow {
  return {
    device_id: device.id,
    ts: reading.ts,
    account_id: device.accountId,
    animal_id: device.animalId,
    settlement_id: device.settlementId,
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
