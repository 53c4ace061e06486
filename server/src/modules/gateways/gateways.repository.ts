import type { Insertable, Updateable } from 'kysely';
import { nowIso, type Executor } from '../../db/executor';
import type { GatewayRow, GatewaysTable } from '../../db/schema';

export const gatewaysRepository = {
  /** Gateways of an account (within some settlements when given). */
  list(db: Executor, accountId: string, settlementIds: string[] | null): Promise<GatewayRow[]> {
    return db
      .selectFrom('gateways')
      .selectAll()
      .where('account_id', '=', accountId)
      .$if(settlementIds !== null, (q) => q.where('settlement_id', 'in', settlementIds!))
      .orderBy('name')
      .execute();
  },

  /** Every gateway with the names of the account and the settlement it serves (the superadmin's view). */
  listAllNamed(db: Executor) {
    return db
      .selectFrom('gateways')
      .innerJoin('accounts', 'accounts.id', 'gateways.account_id')
      .leftJoin('settlements', 'settlements.id', 'gateways.settlement_id')
      .selectAll('gateways')
      .select(['accounts.name as account_name', 'settlements.name as settlement_name'])
      .orderBy('gateways.name')
      .execute();
  },

  /**
   * What the gateway heard from identifiers its account has no device for (ingestion counts them),
   * newest first; an identifier stops showing once the account registers it.
   */
  unknownDevices(db: Executor, gateway: { id: string; account_id: string }, limit: number) {
    return db
      .selectFrom('unknown_devices')
      .select(['identifier', 'count', 'last_seen'])
      .where('gateway_id', '=', gateway.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('devices')
              .select('devices.id')
              .whereRef('devices.identifier', '=', 'unknown_devices.identifier')
              .where('devices.account_id', '=', gateway.account_id),
          ),
        ),
      )
      .orderBy('last_seen', 'desc')
      .limit(limit)
      .execute();
  },

  find(db: Executor, id: string): Promise<GatewayRow | undefined> {
    return db.selectFrom('gateways').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByIdentifier(db: Executor, identifier: string): Promise<GatewayRow | undefined> {
    return db.selectFrom('gateways').selectAll().where('identifier', '=', identifier).executeTakeFirst();
  },

  async insert(
    db: Executor,
    row: Omit<Insertable<GatewaysTable>, 'created_at' | 'updated_at'>,
  ): Promise<void> {
    const now = nowIso();
    await db
      .insertInto('gateways')
      .values({ ...row, created_at: now, updated_at: now })
      .execute();
  },

  async update(db: Executor, id: string, changes: Updateable<GatewaysTable>): Promise<void> {
    await db
      .updateTable('gateways')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('gateways').where('id', '=', id).execute();
  },
};
