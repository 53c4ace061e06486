import { sql } from 'kysely';
import { containsText, nowIso, type Executor } from '../../db/executor';

export interface ConsoleDeviceFilters {
  /** Start of an identifier, or part of an account's name or tax ID. */
  search?: string;
}

/**
 * The devices whose identifier starts with the search, or whose account's name or tax ID holds it:
 * each side read on its own index and the two joined by a union (an OR across them would read every
 * device).
 */
function filtered(db: Executor, f: ConsoleDeviceFilters) {
  const search = f.search?.trim();
  if (!search) return db.selectFrom('devices');
  const upper = search.toUpperCase();
  const matching = db
    .selectFrom('devices')
    .select('devices.id')
    .where('devices.identifier', '>=', upper)
    .where('devices.identifier', '<', `${upper}\uffff`)
    .union(
      db
        .selectFrom('devices')
        .select('devices.id')
        .where(
          'devices.account_id',
          'in',
          db
            .selectFrom('accounts')
            .select('accounts.id')
            // The accounts console's search text (name and tax ID), which its trigram index serves on PostgreSQL.
            .where(containsText(sql<string>`accounts.name || ' ' || coalesce(accounts.tax_id, '')`, search)),
        ),
    );
  return db.selectFrom('devices').where('devices.id', 'in', matching);
}

/** Every account's devices, for the superadmin's console: all their SQL. */
export const deviceConsoleRepository = {
  /**
   * A page in identifier order. The page's ids are read first from the devices alone (the
   * identifier index walks past the skipped rows), then only those rows are joined.
   */
  async list(db: Executor, filters: ConsoleDeviceFilters, page: { page: number; pageSize: number }) {
    const pageIds = filtered(db, filters)
      .select('devices.id')
      .orderBy('devices.identifier')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize);
    const [items, count] = await Promise.all([
      db
        .selectFrom('devices')
        .innerJoin('accounts', 'accounts.id', 'devices.account_id')
        .leftJoin('users', 'users.id', 'accounts.owner_id')
        .leftJoin('device_state', 'device_state.device_id', 'devices.id')
        .select([
          'devices.id',
          'devices.identifier',
          'devices.type',
          'devices.firmware',
          'devices.account_id',
          'devices.retired_at',
          'devices.simulated',
          'accounts.name as account_name',
          'users.email as owner_email',
          'device_state.ts as last_seen_at',
          'device_state.battery',
        ])
        .where('devices.id', 'in', pageIds)
        .orderBy('devices.identifier')
        .execute(),
      filtered(db, filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
  },

  find(db: Executor, id: string) {
    return db
      .selectFrom('devices')
      .select(['id', 'identifier', 'account_id', 'animal_id', 'settlement_id', 'retired_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The account's name and its owner's address and language, whom a move is told to. */
  accountOwner(db: Executor, accountId: string) {
    return db
      .selectFrom('accounts')
      .leftJoin('users', 'users.id', 'accounts.owner_id')
      .select(['accounts.id', 'accounts.name', 'users.email', 'users.language'])
      .where('accounts.id', '=', accountId)
      .executeTakeFirst();
  },

  /** Into another account, loose: off its animal and out of its settlement, which stay behind. */
  async move(db: Executor, id: string, accountId: string): Promise<void> {
    await db
      .updateTable('devices')
      .set({ account_id: accountId, animal_id: null, settlement_id: null, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  },

  /** Out of service: off its animal and settlement, and its ingest key stops working. */
  async retire(db: Executor, id: string): Promise<void> {
    const now = nowIso();
    await db
      .updateTable('devices')
      .set({ retired_at: now, animal_id: null, settlement_id: null, ingest_key_hash: null, updated_at: now })
      .where('id', '=', id)
      .execute();
  },
};
