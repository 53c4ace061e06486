import type { Executor } from '../db/executor';

export const simulatorRepository = {
  /** Animals of a settlement with a collar, and the plot each is allocated to now. */
  herd(db: Executor, settlementId: string) {
    return db
      .selectFrom('animals')
      .innerJoin('devices', (join) =>
        join.onRef('devices.animal_id', '=', 'animals.id').on('devices.type', '=', 'COLLAR'),
      )
      .innerJoin('allocations', (join) =>
        join.onRef('allocations.animal_id', '=', 'animals.id').on('allocations.to_date', 'is', null),
      )
      .innerJoin('plots', 'plots.id', 'allocations.plot_id')
      .leftJoin('device_state', 'device_state.device_id', 'devices.id')
      .select([
        'devices.identifier',
        'plots.geometry',
        'device_state.ts',
        'device_state.lat',
        'device_state.lng',
        'device_state.battery',
      ])
      .where('animals.settlement_id', '=', settlementId)
      .orderBy('devices.identifier')
      .execute();
  },

  /** Marks the collars the simulator drives, so that their data is labelled as simulated. */
  async markSimulated(db: Executor, identifiers: string[]): Promise<void> {
    for (let i = 0; i < identifiers.length; i += 500) {
      await db
        .updateTable('devices')
        .set({ simulated: 1 })
        .where('identifier', 'in', identifiers.slice(i, i + 500))
        .execute();
    }
  },

  drinkers(db: Executor, settlementId: string) {
    return db
      .selectFrom('markers')
      .select(['lat', 'lng'])
      .where('settlement_id', '=', settlementId)
      .where('type', '=', 'drinker')
      .execute();
  },

  /** Settlements of the accounts a user owns (the demo rancher's farm). */
  async settlementsOwnedBy(db: Executor, email: string): Promise<string[]> {
    const rows = await db
      .selectFrom('settlements')
      .innerJoin('accounts', 'accounts.id', 'settlements.account_id')
      .innerJoin('users', 'users.id', 'accounts.owner_id')
      .select('settlements.id')
      .where('users.email', '=', email)
      .execute();
    return rows.map((row) => row.id);
  },

  gatewayOf(db: Executor, settlementId: string) {
    return db
      .selectFrom('gateways')
      .select('id')
      .where('settlement_id', '=', settlementId)
      .executeTakeFirst();
  },

  /** The newest reading of the settlement's devices, to resume simulation where it stopped. */
  async latestTs(db: Executor, settlementId: string): Promise<number | null> {
    const row = await db
      .selectFrom('device_state')
      .innerJoin('devices', 'devices.id', 'device_state.device_id')
      .select((eb) => eb.fn.max('device_state.ts').as('ts'))
      .where('devices.settlement_id', '=', settlementId)
      .executeTakeFirst();
    return row?.ts === null || row?.ts === undefined ? null : Number(row.ts);
  },

  settlement(db: Executor, settlementId: string) {
    return db
      .selectFrom('settlements')
      .select(['utc_offset_minutes', 'account_id'])
      .where('id', '=', settlementId)
      .executeTakeFirst();
  },
};
