import { alertParamsSchema, type AlertParams } from '@tropero/shared/farm';
import type { HerdType } from '@tropero/shared/heat-stress';
import { fencesByPlot, type AreaGeometry } from '@tropero/shared/geo';
import { parseGeometry } from '../../db/area-geometry';
import type { Executor } from '../../db/executor';
import { alertsRepository } from './alerts.repository';
import { medianPosition, type Point } from './rules/herd';

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
class TtlCache<V> {
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
 * What the ingestion-side rules read besides the readings: settlements and their parameters, active
 * fences, devices' names and roundups' median positions. Kept a short while so that a busy stream of
 * readings does not read them again for every batch; device and settlement changes clear them.
 */
export class AlertContext {
  private readonly settlementCache: TtlCache<SettlementContext | null>;
  private readonly fenceCache: TtlCache<Map<string, AreaGeometry[]>>;
  private readonly deviceCache: TtlCache<DeviceContext | null>;
  private readonly medianCache: TtlCache<Point | null>;

  constructor(
    private readonly db: Executor,
    ttlMs: number,
  ) {
    this.settlementCache = new TtlCache(ttlMs);
    this.fenceCache = new TtlCache(ttlMs);
    this.deviceCache = new TtlCache(ttlMs);
    this.medianCache = new TtlCache(ttlMs);
  }

  forget(): void {
    this.settlementCache.clear();
    this.fenceCache.clear();
    this.deviceCache.clear();
    this.medianCache.clear();
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

  /** Each settlement's active fences by the plot they apply to (`fencesByPlot`, the map's rule). */
  fences(settlementIds: Iterable<string>) {
    return this.fenceCache.many(
      settlementIds,
      async (missing) => {
        const fences = new Map<string, AreaGeometry[]>();
        for (const row of await alertsRepository.activeFences(this.db, missing))
          fences.set(row.settlement_id, [
            ...(fences.get(row.settlement_id) ?? []),
            parseGeometry(row.geometry),
          ]);
        const plots = new Map<string, { id: string; outline: AreaGeometry }[]>();
        for (const row of await alertsRepository.fencedPlots(this.db, [...fences.keys()]))
          plots.set(row.settlement_id, [
            ...(plots.get(row.settlement_id) ?? []),
            { id: row.id, outline: parseGeometry(row.geometry) },
          ]);
        return new Map(
          [...fences].map(([settlementId, list]) => [
            settlementId,
            fencesByPlot(plots.get(settlementId) ?? [], list),
          ]),
        );
      },
      new Map(),
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

  /** Each roundup's median of its animals' last fixes; null for one of fewer than three animals. */
  roundupMedians(roundupIds: Iterable<string>) {
    return this.medianCache.many(
      roundupIds,
      async (missing) => {
        const points = new Map<string, Point[]>();
        for (const row of await alertsRepository.roundupPositions(this.db, missing)) {
          if (row.roundup_id === null || row.lat === null || row.lng === null) continue;
          points.set(row.roundup_id, [...(points.get(row.roundup_id) ?? []), { lat: row.lat, lng: row.lng }]);
        }
        return new Map(
          [...points].map(([id, list]) => [id, list.length >= MIN_ROUNDUP ? medianPosition(list) : null]),
        );
      },
      null,
    );
  }
}

/** Fewest animals with a fix for a roundup to have a meaningful median position. */
const MIN_ROUNDUP = 3;
