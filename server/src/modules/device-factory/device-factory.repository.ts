import type { Insertable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import type { BatchState } from '@tropero/shared/contracts/device-factory';
import type { BatchDevicesTable, DeviceBatchesTable, DevicesTable } from '../../db/schema';

/** A batch with the name of the account it was shipped to. */
function batches(db: Executor) {
  return db
    .selectFrom('device_batches')
    .leftJoin('accounts', 'accounts.id', 'device_batches.shipped_account_id')
    .selectAll('device_batches')
    .select('accounts.name as account_name');
}
export type BatchRow = NonNullable<Awaited<ReturnType<typeof deviceFactoryRepository.findBatch>>>;

/** The batches, devices and claims of the device factory: all their SQL. */
export const deviceFactoryRepository = {
  async insertBatch(
    db: Executor,
    batch: Insertable<DeviceBatchesTable>,
    devices: Insertable<BatchDevicesTable>[],
  ): Promise<void> {
    await db.insertInto('device_batches').values(batch).execute();
    for (let i = 0; i < devices.length; i += 500) {
      await db
        .insertInto('batch_devices')
        .values(devices.slice(i, i + 500))
        .execute();
    }
  },

  /** Which of these identifiers a batch or an account's device has already. */
  async identifiersTaken(db: Executor, identifiers: string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    for (let i = 0; i < identifiers.length; i += 500) {
      const slice = identifiers.slice(i, i + 500);
      const rows = await db
        .selectFrom('batch_devices')
        .select('identifier')
        .where('identifier', 'in', slice)
        .union(db.selectFrom('devices').select('identifier').where('identifier', 'in', slice))
        .execute();
      for (const row of rows) taken.add(row.identifier);
    }
    return taken;
  },

  async listBatches(db: Executor, query: { page: number; pageSize: number; state?: BatchState; q?: string }) {
    const prefix = query.q?.toUpperCase();
    const filtered = batches(db)
      .$if(Boolean(prefix), (q) =>
        q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('batch_devices')
              .select('batch_devices.id')
              .whereRef('batch_devices.batch_id', '=', 'device_batches.id')
              .where('batch_devices.identifier', '>=', prefix!)
              .where('batch_devices.identifier', '<', `${prefix!}\uffff`),
          ),
        ),
      )
      .$if(query.state === 'IN_STOCK', (q) =>
        q.where('device_batches.shipped_account_id', 'is', null).whereRef('activated', '<', 'quantity'),
      )
      .$if(query.state === 'SHIPPED', (q) =>
        q.where('device_batches.shipped_account_id', 'is not', null).whereRef('activated', '<', 'quantity'),
      )
      .$if(query.state === 'ACTIVATED', (q) => q.whereRef('activated', '=', 'quantity'));
    const [items, count] = await Promise.all([
      filtered
        .orderBy('device_batches.created_at', 'desc')
        .orderBy('device_batches.id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      filtered
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },

  findBatch(db: Executor, id: string) {
    return batches(db).where('device_batches.id', '=', id).executeTakeFirst();
  },

  /** The batch's devices in identifier order, with what is kept of their codes. */
  devicesOfBatch(db: Executor, batchId: string) {
    return db
      .selectFrom('batch_devices')
      .select(['id', 'identifier', 'code_hash', 'claimed_at'])
      .where('batch_id', '=', batchId)
      .orderBy('identifier')
      .execute();
  },

  /** New code hashes (a code stored readable is cleared with it). */
  async setCodeHashes(db: Executor, rows: { id: string; codeHash: string }[]): Promise<void> {
    for (const row of rows) {
      await db
        .updateTable('batch_devices')
        .set({ code_hash: row.codeHash, legacy_code: null })
        .where('id', '=', row.id)
        .execute();
    }
  },

  /** Codes stored readable before codes were hashed, a slice at a time. */
  legacyCodes(db: Executor, limit: number) {
    return db
      .selectFrom('batch_devices')
      .select(['id', 'identifier', 'legacy_code'])
      .where('legacy_code', 'is not', null)
      .limit(limit)
      .execute();
  },

  async ship(db: Executor, batchId: string, accountId: string): Promise<void> {
    await db
      .updateTable('device_batches')
      .set({ shipped_account_id: accountId, shipped_at: nowIso() })
      .where('id', '=', batchId)
      .execute();
  },

  /** A factory device with its batch, by identifier. */
  findBatchDevice(db: Executor, identifier: string) {
    return db
      .selectFrom('batch_devices')
      .innerJoin('device_batches', 'device_batches.id', 'batch_devices.batch_id')
      .select([
        'batch_devices.id',
        'batch_devices.identifier',
        'batch_devices.code_hash',
        'batch_devices.claimed_at',
        'batch_devices.batch_id',
        'device_batches.device_type',
        'device_batches.technology',
        'device_batches.firmware',
        'device_batches.shipped_account_id',
      ])
      .where('batch_devices.identifier', '=', identifier)
      .executeTakeFirst();
  },

  /** Marks the device claimed by the account, unless someone claimed it first: false then. */
  async markClaimed(
    db: Executor,
    device: { id: string; batchId: string },
    accountId: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable('batch_devices')
      .set({ claimed_account_id: accountId, claimed_at: nowIso() })
      .where('id', '=', device.id)
      .where('claimed_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await db
      .updateTable('device_batches')
      .set((eb) => ({ activated: eb('activated', '+', 1) }))
      .where('id', '=', device.batchId)
      .execute();
    return true;
  },

  /**
   * The account's device limit (null: none) and how many devices in service it has; `lock` takes the
   * account's row for update (PostgreSQL), so that claims of one account wait for each other.
   */
  async deviceRoom(db: Executor, accountId: string, { lock }: { lock: boolean }) {
    if (lock) {
      await db.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
    }
    const row = await db
      .selectFrom('accounts')
      .select((eb) => [
        'accounts.device_limit',
        eb
          .selectFrom('devices')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('devices.account_id', '=', 'accounts.id')
          .where('devices.retired_at', 'is', null)
          .as('devices'),
      ])
      .where('accounts.id', '=', accountId)
      .executeTakeFirstOrThrow();
    return { limit: row.device_limit, devices: Number(row.devices) };
  },

  async insertDevice(db: Executor, device: Omit<Insertable<DevicesTable>, 'created_at' | 'updated_at'>) {
    const now = nowIso();
    await db
      .insertInto('devices')
      .values({ ...device, created_at: now, updated_at: now })
      .execute();
  },
};
