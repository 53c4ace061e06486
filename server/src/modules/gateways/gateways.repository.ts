import type { Updateable } from 'kysely';
import type { GatewayListQuery } from '@tropero/shared/contracts/herd';
import { containsText, type Executor } from '../../db/executor';
import type { GatewayRow, GatewaysTable } from '../../db/schema';
import { deleteRows, insertRows, updateRows, type NewRow } from '../../db/table-rows';

const GATEWAY_SORTS = {
  name: 'gateways.name',
  identifier: 'gateways.identifier',
  account: 'accounts.name',
} as const;

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

  /**
   * A page of every gateway with the names of the account and the settlement it serves (the
   * superadmin's view), searched by name, identifier or account name.
   */
  async listAllNamed(db: Executor, query: GatewayListQuery) {
    const matching = db
      .selectFrom('gateways')
      .innerJoin('accounts', 'accounts.id', 'gateways.account_id')
      .$if(Boolean(query.q), (q) =>
        q.where((eb) =>
          eb.or([
            containsText(eb.ref('gateways.name'), query.q!),
            containsText(eb.ref('gateways.identifier'), query.q!),
            containsText(eb.ref('accounts.name'), query.q!),
          ]),
        ),
      );
    const desc = query.sort.startsWith('-');
    const [items, count] = await Promise.all([
      matching
        .leftJoin('settlements', 'settlements.id', 'gateways.settlement_id')
        .selectAll('gateways')
        .select(['accounts.name as account_name', 'settlements.name as settlement_name'])
        .orderBy(
          GATEWAY_SORTS[query.sort.replace('-', '') as keyof typeof GATEWAY_SORTS],
          desc ? 'desc' : 'asc',
        )
        .orderBy('gateways.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total) };
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

  insert: (db: Executor, row: NewRow<'gateways'>) => insertRows(db, 'gateways', [row]),

  update: (db: Executor, id: string, changes: Updateable<GatewaysTable>) =>
    updateRows(db, 'gateways', [id], changes),

  delete: (db: Executor, id: string) => deleteRows(db, 'gateways', [id]),
};
