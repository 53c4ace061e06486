import type { Executor } from '../../db/executor';
import type { DrinkingSpots } from './rollup';
import { telemetryRepository } from './telemetry.repository';

export interface DeviceInfo {
  id: string;
  accountId: string;
  animalId: string | null;
  settlementId: string | null;
  identifier: string;
}

export interface Credential {
  kind: 'device' | 'gateway';
  id: string;
  accountId: string;
  /** The device a device key belongs to; null for a gateway key. */
  identifier: string | null;
  /** The settlement a gateway serves: it forwards readings of that settlement's devices only. Null: the whole account. */
  settlementId: string | null;
}

export interface SettlementContext extends DrinkingSpots {
  lat: number;
  /** Its offset from UTC: its animals' days are its local days. */
  utcOffsetMinutes: number;
}

const TTL_MS = 30_000;

/** A small time-limited cache: misses and entries older than the TTL are loaded again. */
class Cache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  constructor(private readonly load: (key: string, db: Executor) => Promise<V>) {}

  /** `db` is the executor a miss is loaded with: inside a transaction, the transaction's own. */
  async get(key: string, db: Executor): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = await this.load(key, db);
    if (this.entries.size > 200_000) this.entries.clear();
    this.entries.set(key, { value, at: Date.now() });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * What ingestion looks up for every reading — devices by identifier, credentials by key hash,
 * settlement context — kept in memory so that a reading costs no query. Changes to devices
 * reach it within the TTL, or at once through `invalidate()`.
 */
export class DeviceDirectory {
  private readonly devices: Cache<DeviceInfo | null>;
  private readonly credentials: Cache<Credential | null>;
  private readonly settlements: Cache<SettlementContext>;

  constructor(private readonly db: Executor) {
    this.devices = new Cache(async (identifier, db) => {
      const row = await telemetryRepository.findDevice(db, identifier);
      return row
        ? {
            id: row.id,
            accountId: row.account_id,
            animalId: row.animal_id,
            settlementId: row.settlement_id,
            identifier: row.identifier,
          }
        : null;
    });
    this.credentials = new Cache(
      async (hash, db) => (await telemetryRepository.findCredential(db, hash)) ?? null,
    );
    this.settlements = new Cache((id, db) => telemetryRepository.settlementContext(db, id));
  }

  device(identifier: string) {
    return this.devices.get(identifier, this.db);
  }

  credential(keyHash: string) {
    return this.credentials.get(keyHash, this.db);
  }

  /** Inside a transaction, pass it: on SQLite's one connection the outer executor waits for it to end. */
  settlement(id: string, db: Executor = this.db) {
    return this.settlements.get(id, db);
  }

  invalidate(): void {
    this.devices.clear();
    this.credentials.clear();
    this.settlements.clear();
  }
}
