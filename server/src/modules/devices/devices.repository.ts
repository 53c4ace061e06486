import { sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { DevicesTable } from '../../db/schema';
import { deleteRows, insertRows, updateRows, type NewRow } from '../../db/table-rows';

export interface DeviceFilters {
  accountId: string;
  /** null: every settlement of the account, and devices not placed in any. */
  settlementIds: string[] | null;
  settlementId?: string;
  type?: string;
  /** Prefix of the identifier. */
  search?: string;
}

export const DEVICE_SORTS = {
  identifier: 'devices.identifier',
  type: 'devices.type',
  lastSeen: 'device_state.ts',
  battery: 'device_state.battery',
} as const;
export type DeviceSort = keyof typeof DEVICE_SORTS;

function filtered(db: Executor, f: DeviceFilters) {
  const prefix = f.search?.trim().toUpperCase();
  return db
    .selectFrom('devices')
    .leftJoin('animals', 'animals.id', 'devices.animal_id')
    .leftJoin('device_state', 'device_state.device_id', 'devices.id')
    .where('devices.account_id', '=', f.accountId)
    .where('devices.retired_at', 'is', null)
    .$if(f.settlementIds !== null, (q) => q.where('devices.settlement_id', 'in', f.settlementIds!))
    .$if(Boolean(f.settlementId), (q) => q.where('devices.settlement_id', '=', f.settlementId!))
    .$if(Boolean(f.type), (q) => q.where('devices.type', '=', f.type!))
    .$if(Boolean(prefix), (q) =>
      q.where('devices.identifier', '>=', prefix!).where('devices.identifier', '<', `${prefix}\uffff`),
    );
}

const columns = [
  'devices.id',
  'devices.type',
  'devices.identifier_type',
  'devices.identifier',
  'devices.firmware',
  'devices.technology',
  'devices.signals',
  'devices.simulated',
  'devices.settlement_id',
  'devices.animal_id',
  'device_state.ts as last_seen_at',
  'device_state.battery',
  'animals.caravana as animal_caravana',
] as const;

export type DeviceListRow = NonNullable<Awaited<ReturnType<typeof devicesRepository.find>>>;

export const devicesRepository = {
  async list(
    db: Executor,
    filters: DeviceFilters,
    page: { page: number; pageSize: number; sort: DeviceSort; desc: boolean },
  ) {
    const [items, count] = await Promise.all([
      filtered(db, filters)
        .select(columns)
        .orderBy(DEVICE_SORTS[page.sort], page.desc ? 'desc' : 'asc')
        .orderBy('devices.id')
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize)
        .execute(),
      filtered(db, filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },

  /** First matches of a top-bar search, by identifier, no count. */
  firstMatches(db: Executor, filters: DeviceFilters, limit: number) {
    return filtered(db, filters).select(columns).orderBy('devices.identifier').limit(limit).execute();
  },

  find(db: Executor, filters: DeviceFilters, id: string) {
    return filtered(db, filters).select(columns).where('devices.id', '=', id).executeTakeFirst();
  },

  /** Which of these identifiers any account already uses (identifiers are global: a device is one piece of hardware). */
  /**
   * Who holds each of these identifiers that is taken: the account of a device, or null for factory
   * stock not claimed yet (claimed stock is a device).
   */
  async identifierHolders(
    db: Executor,
    identifiers: string[],
    exceptId?: string,
  ): Promise<Map<string, string | null>> {
    const holders = new Map<string, string | null>();
    for (let i = 0; i < identifiers.length; i += 1000) {
      const slice = identifiers.slice(i, i + 1000);
      const rows = await db
        .selectFrom('devices')
        .select((eb) => ['identifier', eb.ref('account_id').$castTo<string | null>().as('account_id')])
        .where('identifier', 'in', slice)
        .$if(Boolean(exceptId), (q) => q.where('id', '!=', exceptId!))
        .union(
          db
            .selectFrom('batch_devices')
            .select(['identifier', sql<string | null>`null`.as('account_id')])
            .where('identifier', 'in', slice)
            .where('claimed_at', 'is', null),
        )
        .execute();
      for (const row of rows) holders.set(row.identifier, row.account_id);
    }
    return holders;
  },

  /** The device of this type already on the animal, if any. */
  onAnimal(db: Executor, animalId: string, type: string, exceptId?: string) {
    return db
      .selectFrom('devices')
      .select('id')
      .where('animal_id', '=', animalId)
      .where('type', '=', type)
      .$if(Boolean(exceptId), (q) => q.where('id', '!=', exceptId!))
      .executeTakeFirst();
  },

  /** `animalId|type` of the devices on these animals. */
  async typesOnAnimals(db: Executor, animalIds: string[]): Promise<Set<string>> {
    const pairs = new Set<string>();
    for (let i = 0; i < animalIds.length; i += 1000) {
      const rows = await db
        .selectFrom('devices')
        .select(['animal_id', 'type'])
        .where('animal_id', 'in', animalIds.slice(i, i + 1000))
        .execute();
      for (const row of rows) pairs.add(`${row.animal_id}|${row.type}`);
    }
    return pairs;
  },

  /** Every matching device, in the list's order, read in chunks (exports: nothing paginated). */
  async *everyMatching(
    db: Executor,
    filters: DeviceFilters,
    order: { sort: DeviceSort; desc: boolean },
    chunkSize = 2000,
  ) {
    for (let offset = 0; ; offset += chunkSize) {
      const rows = await filtered(db, filters)
        .select(columns)
        .orderBy(DEVICE_SORTS[order.sort], order.desc ? 'desc' : 'asc')
        .orderBy('devices.id')
        .limit(chunkSize)
        .offset(offset)
        .execute();
      if (rows.length > 0) yield rows;
      if (rows.length < chunkSize) return;
    }
  },

  insert: (db: Executor, rows: NewRow<'devices'>[]) => insertRows(db, 'devices', rows),

  update: (db: Executor, id: string, changes: Updateable<DevicesTable>) =>
    updateRows(db, 'devices', [id], changes),

  delete: (db: Executor, id: string) => deleteRows(db, 'devices', [id]),
};
