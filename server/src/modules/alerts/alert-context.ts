import { alertParamsSchema, type AlertParams } from '@tropero/shared/farm';
import type { HerdType } from '@tropero/shared/heat-stress';
import type { Executor } from '../../db/executor';
import { alertsRepository } from './alerts.repository';

export interface Point {
  lat: number;
  lng: number;
}

export interface SettlementContext {
  id: string;
  accountId: string;
  name: string;
  location: Point;
  utcOffsetMinutes: number;
  herdType: HerdType;
  /** Parsed with the schema: rows stored before a parameter existed get its default. */
  params: AlertParams;
}

export interface DeviceContext {
  id: string;
  identifier: string;
  animalId: string | null;
  caravana: string | null;
  roundupId: string | null;
  /** The plot the animal is allocated to now. */
  plotId: string | null;
}

export const toSettlementContext = (
  row: Awaited<ReturnType<typeof alertsRepository.settlements>>[number],
): SettlementContext => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  location: { lat: row.lat, lng: row.lng },
  utcOffsetMinutes: row.utc_offset_minutes,
  herdType: row.herd_type as HerdType,
  params: alertParamsSchema.parse(JSON.parse(row.alert_params)),
});

/** Values by key, each kept for `ttlMs` after it was read (0: read every time). */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly ttlMs: number) {}

  async many(keys: Iterable<string>, load: (missing: string[]) => Promise<Map<string, V>>, absent: V) {
    const now = Date.now();
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const entry = this.entries.get(key);
      if (entry && entry.until > now) found.set(key, entry.value);
      else missing.push(key);
    }
    if (missing.length > 0) {
      const loaded = await load(missing);
      for (const key of missing) {
        const value = loaded.get(key) ?? absent;
        found.set(key, value);
        if (this.ttlMs > 0) this.entries.set(key, { value, until: now + this.ttlMs });
      }
    }
    return found;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * What the rules on readings read besides the readings: settlements and their parameters, devices'
 * names, and each rule's own reads (`cache`: a fence's outline, a roundup's median position). Kept a
 * short while so that a busy stream of readings does not read them again for every batch; device
 * and settlement changes clear them.
 */
export class AlertContext {
  private readonly settlementCache: TtlCache<SettlementContext | null>;
  private readonly deviceCache: TtlCache<DeviceContext | null>;
  private readonly ruleCaches = new Map<string, TtlCache<unknown>>();

  constructor(
    readonly db: Executor,
    private readonly ttlMs: number,
  ) {
    this.settlementCache = new TtlCache(ttlMs);
    this.deviceCache = new TtlCache(ttlMs);
  }

  forget(): void {
    this.settlementCache.clear();
    this.deviceCache.clear();
    for (const cache of this.ruleCaches.values()) cache.clear();
  }

  /** A rule's own cache, by the rule's name for it, kept and cleared like the others. */
  cache<V>(name: string): TtlCache<V> {
    let cache = this.ruleCaches.get(name);
    if (!cache) this.ruleCaches.set(name, (cache = new TtlCache(this.ttlMs)));
    return cache as TtlCache<V>;
  }

  settlements(ids: Iterable<string>) {
    return this.settlementCache.many(
      ids,
      async (missing) =>
        new Map(
          (await alertsRepository.settlements(this.db, missing)).map((row) => [
            row.id,
            toSettlementContext(row),
          ]),
        ),
      null,
    );
  }

  devices(ids: Iterable<string>) {
    return this.deviceCache.many(
      ids,
      async (missing) =>
        new Map(
          (await alertsRepository.devices(this.db, missing)).map((row) => [
            row.id,
            {
              id: row.id,
              identifier: row.identifier,
              animalId: row.animal_id,
              caravana: row.caravana,
              roundupId: row.roundup_id,
              plotId: row.plot_id,
            },
          ]),
        ),
      null,
    );
  }
}
