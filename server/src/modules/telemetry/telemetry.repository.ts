import type { Insertable } from 'kysely';
import { alertParamsSchema } from '@tropero/shared/farm';
import { DEFAULT_UTC_OFFSET_MINUTES } from '@tropero/shared/local-day';
import type { Executor } from '../../db/executor';
import { StatementCache } from '../../db/statement-cache';
import type { AnimalDaysTable, ReadingsTable } from '../../db/schema';
import { ReadingKeys } from './reading-keys';
import { inHeatBlocks, type HeatCellCount } from './rollup';
import { statementChunks } from './statement-chunks';

export type ReadingRow = Insertable<ReadingsTable>;
export type AnimalDayRow = AnimalDaysTable;

const CHUNK = 400;
const chunks = <T>(rows: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

const statements = new StatementCache();

/** All SQL of ingestion and of the rollups it keeps. */
export const telemetryRepository = {
  /** The device behind an identifier, with the settlement it is in (its own, or its animal's). */
  findDevice(db: Executor, identifier: string) {
    return db
      .selectFrom('devices')
      .leftJoin('animals', 'animals.id', 'devices.animal_id')
      .select([
        'devices.id',
        'devices.account_id',
        'devices.animal_id',
        'devices.type',
        'devices.identifier',
        (eb) => eb.fn.coalesce('animals.settlement_id', 'devices.settlement_id').as('settlement_id'),
      ])
      .where('devices.identifier', '=', identifier)
      .where('devices.retired_at', 'is', null)
      .executeTakeFirst();
  },

  async findCredential(db: Executor, keyHash: string) {
    const device = await db
      .selectFrom('devices')
      .select(['id', 'account_id', 'identifier'])
      .where('ingest_key_hash', '=', keyHash)
      .executeTakeFirst();
    if (device)
      return {
        kind: 'device' as const,
        id: device.id,
        accountId: device.account_id,
        identifier: device.identifier,
        settlementId: null,
      };
    const gateway = await db
      .selectFrom('gateways')
      .select(['id', 'account_id', 'settlement_id'])
      .where('ingest_key_hash', '=', keyHash)
      .executeTakeFirst();
    return (
      gateway && {
        kind: 'gateway' as const,
        id: gateway.id,
        accountId: gateway.account_id,
        identifier: null,
        settlementId: gateway.settlement_id,
      }
    );
  },

  /** What drinking detection and the heat grid need to know of a settlement. */
  async settlementContext(db: Executor, settlementId: string) {
    const settlement = await db
      .selectFrom('settlements')
      .select(['lat', 'alert_params', 'utc_offset_minutes'])
      .where('id', '=', settlementId)
      .executeTakeFirst();
    const drinkers = await db
      .selectFrom('markers')
      .select(['lat', 'lng'])
      .where('settlement_id', '=', settlementId)
      .where('type', '=', 'drinker')
      .execute();
    const fixedPoints = await db
      .selectFrom('devices')
      .select('identifier')
      .where('settlement_id', '=', settlementId)
      .where('type', '=', 'PUNTO FIJO')
      .execute();
    const params = alertParamsSchema.parse(settlement ? JSON.parse(settlement.alert_params) : {});
    return {
      lat: settlement?.lat ?? 0,
      utcOffsetMinutes: settlement?.utc_offset_minutes ?? DEFAULT_UTC_OFFSET_MINUTES,
      drinkers,
      drinkerRadiusMeters: params.drinkerRadiusMeters,
      fixedPoints: fixedPoints.map((d) => d.identifier),
    };
  },

  /** Inserts readings, skipping those already stored; answers the keys actually inserted. */
  async insertReadings(db: Executor, rows: ReadingRow[]): Promise<ReadingKeys> {
    const inserted = new ReadingKeys();
    for (const chunk of statementChunks(rows)) {
      const result = await statements.run(db, 'insertReadings', chunk, () =>
        db
          .insertInto('readings')
          .values(chunk)
          .onConflict((oc) => oc.columns(['device_id', 'ts']).doNothing())
          .returning(['device_id', 'ts']),
      );
      for (const row of result) inserted.add(row);
    }
    return inserted;
  },

  /** Current rollup rows of these animal-days (locked for update on PostgreSQL, in key order). */
  async loadDays(
    db: Executor,
    keys: { animalId: string; day: string }[],
    lock: boolean,
  ): Promise<AnimalDayRow[]> {
    const found: AnimalDayRow[] = [];
    const wanted = new Set(keys.map((k) => `${k.animalId}|${k.day}`));
    for (const chunk of chunks(keys)) {
      const rows = await db
        .selectFrom('animal_days')
        .selectAll()
        .where('animal_id', 'in', [...new Set(chunk.map((k) => k.animalId))])
        .where('day', 'in', [...new Set(chunk.map((k) => k.day))])
        .$if(lock, (q) => q.orderBy('animal_id').orderBy('day').forUpdate())
        .execute();
      found.push(...rows.filter((row) => wanted.has(`${row.animal_id}|${row.day}`)));
    }
    return found;
  },

  /** Every fix of an animal within [from, to), for recomputing a day's distance. */
  fixesOfAnimal(db: Executor, animalId: string, from: number, to: number) {
    return db
      .selectFrom('readings')
      .select(['ts', 'lat', 'lng'])
      .where('animal_id', '=', animalId)
      .where('ts', '>=', from)
      .where('ts', '<', to)
      .where('lat', 'is not', null)
      .orderBy('ts')
      .execute();
  },

  async saveDays(db: Executor, rows: AnimalDayRow[]): Promise<void> {
    for (const chunk of statementChunks(rows)) {
      await statements.run(db, 'saveDays', chunk, () =>
        db
          .insertInto('animal_days')
          .values(chunk)
          .onConflict((oc) =>
            oc.columns(['animal_id', 'day']).doUpdateSet((eb) => ({
              settlement_id: eb.ref('excluded.settlement_id'),
              grazing_s: eb.ref('excluded.grazing_s'),
              ruminating_s: eb.ref('excluded.ruminating_s'),
              resting_s: eb.ref('excluded.resting_s'),
              walking_s: eb.ref('excluded.walking_s'),
              drinking_s: eb.ref('excluded.drinking_s'),
              distance_m: eb.ref('excluded.distance_m'),
              anchor_ts: eb.ref('excluded.anchor_ts'),
              anchor_lat: eb.ref('excluded.anchor_lat'),
              anchor_lng: eb.ref('excluded.anchor_lng'),
              last_fix_ts: eb.ref('excluded.last_fix_ts'),
              readings: eb.ref('excluded.readings'),
              first_ts: eb.ref('excluded.first_ts'),
            })),
          ),
      );
    }
  },

  /** Adds counts to the day cells and to the 8-day blocks that hold them. */
  async addHeat(db: Executor, cells: HeatCellCount[]) {
    for (const chunk of statementChunks(cells)) {
      await statements.run(db, 'addHeat', chunk, () =>
        db
          .insertInto('heat_cells')
          .values(chunk)
          .onConflict((oc) =>
            oc.columns(['settlement_id', 'day', 'ix', 'iy']).doUpdateSet((eb) => ({
              count: eb(eb.ref('heat_cells.count'), '+', eb.ref('excluded.count')),
            })),
          ),
      );
    }
    for (const chunk of statementChunks(inHeatBlocks(cells))) {
      await statements.run(db, 'addHeatBlocks', chunk, () =>
        db
          .insertInto('heat_blocks')
          .values(chunk)
          .onConflict((oc) =>
            oc.columns(['settlement_id', 'block_start', 'ix', 'iy']).doUpdateSet((eb) => ({
              count: eb(eb.ref('heat_blocks.count'), '+', eb.ref('excluded.count')),
            })),
          ),
      );
    }
  },

  /** Keeps each device's newest reading (an older one arriving late changes nothing). */
  async saveDeviceStates(
    db: Executor,
    states: {
      device_id: string;
      ts: number;
      lat: number | null;
      lng: number | null;
      battery: number | null;
      temperature: number | null;
    }[],
  ) {
    for (const chunk of statementChunks(states)) {
      await statements.run(db, 'saveDeviceStates', chunk, () =>
        db
          .insertInto('device_state')
          .values(chunk)
          .onConflict((oc) =>
            oc
              .column('device_id')
              .doUpdateSet((eb) => ({
                ts: eb.ref('excluded.ts'),
                lat: eb.fn.coalesce('excluded.lat', 'device_state.lat'),
                lng: eb.fn.coalesce('excluded.lng', 'device_state.lng'),
                battery: eb.fn.coalesce('excluded.battery', 'device_state.battery'),
                temperature: eb.fn.coalesce('excluded.temperature', 'device_state.temperature'),
              }))
              .where('excluded.ts', '>', (eb) => eb.ref('device_state.ts')),
          ),
      );
    }
  },

  /**
   * Deletes raw readings older than `before`, device by device (each delete walks the primary key);
   * stops once `signal` aborts.
   */
  async pruneReadings(db: Executor, before: number, signal?: AbortSignal): Promise<number> {
    const devices = await db.selectFrom('devices').select('id').execute();
    let deleted = 0;
    for (const { id } of devices) {
      if (signal?.aborted) break;
      const result = await db
        .deleteFrom('readings')
        .where('device_id', '=', id)
        .where('ts', '<', before)
        .executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    return deleted;
  },

  async countUnknown(db: Executor, gatewayId: string, identifiers: Map<string, number>, now: number) {
    const rows = [...identifiers].map(([identifier, count]) => ({
      gateway_id: gatewayId,
      identifier,
      count,
      last_seen: now,
    }));
    for (const chunk of chunks(rows)) {
      await db
        .insertInto('unknown_devices')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['gateway_id', 'identifier']).doUpdateSet((eb) => ({
            count: eb(eb.ref('unknown_devices.count'), '+', eb.ref('excluded.count')),
            last_seen: eb.ref('excluded.last_seen'),
          })),
        )
        .execute();
    }
  },
};
