import { Migrator, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { apiAs, createSettlement, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { migrations } from '../../migrations/index';

const BEFORE = '2026-11-28T0700-support-number-proofs';

describeWithApp('settlements stored before herd types, on %s', {}, (ctx) => {
  it('follow the beef default when their ITH was the old default 72, keep any other, and go down and up again', async () => {
    const owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    const asDefault = await createSettlement(ctx, owner, 'Campo Por Defecto');
    const ownValue = await createSettlement(ctx, owner, 'Campo Propio');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = ctx.database.db as unknown as Kysely<any>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const stored = async (id: string) =>
      JSON.parse(
        (
          await db
            .selectFrom('settlements')
            .select('alert_params')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).alert_params,
      );
    const store = (id: string, params: object) =>
      db
        .updateTable('settlements')
        .set({ alert_params: JSON.stringify(params) })
        .where('id', '=', id)
        .execute();

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await store(asDefault, { ithAlert: 72, noSignalHours: 4 });
    await store(ownValue, { ithAlert: 70 });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const settlement = async (id: string) =>
      (await api.get(`/api/v1/settlements/${id}?userAccountId=${owner.accountId}`)).json();
    expect(await settlement(asDefault)).toMatchObject({
      herdType: 'beef',
      alertParams: { ithAlert: null, noSignalHours: 4 },
    });
    expect(await settlement(ownValue)).toMatchObject({ herdType: 'beef', alertParams: { ithAlert: 70 } });

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await stored(asDefault)).toEqual({ ithAlert: 72, noSignalHours: 4 });
    expect(await stored(ownValue)).toEqual({ ithAlert: 70 });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
