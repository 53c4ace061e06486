import { Migrator, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { apiAs, call, createSecondApp, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { nowIso } from '../../db/executor';
import { migrations } from '../../migrations/index';

const BEFORE = '2026-11-27T0700-device-batches';

describeWithApp('activation codes stored before they were hashed, on %s', {}, (ctx) => {
  it('are hashed when the server starts, still claim, and the migration goes down and up again', async () => {
    const rancher = await createUser(ctx);
    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = ctx.database.db as unknown as Kysely<any>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await db
      .insertInto('device_batches')
      .values({
        id: 'b00000000000000000000001',
        device_type: 'COLLAR',
        technology: 'LoRaWAN',
        firmware: '1.0',
        quantity: 2,
        created_by: superadmin.id,
        created_at: nowIso(),
      })
      .execute();
    await db
      .insertInto('batch_devices')
      .values([
        {
          id: 'd00000000000000000000001',
          batch_id: 'b00000000000000000000001',
          identifier: 'C0DE0001',
          activation_code: 'ABC234',
        },
        {
          id: 'd00000000000000000000002',
          batch_id: 'b00000000000000000000001',
          identifier: 'C0DE0002',
          activation_code: 'XYZ789',
        },
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const second = await createSecondApp(ctx);
    try {
      const stored = await db.selectFrom('batch_devices').selectAll().orderBy('identifier').execute();
      expect(stored.map((row) => row.legacy_code)).toEqual([null, null]);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
      for (const code of ['ABC234', 'XYZ789']) expect(JSON.stringify(stored)).not.toContain(code);

      const claim = (activationCode: string) =>
        call(second.app, 'POST', `/api/v1/devices/claim?userAccountId=${rancher.accountId}`, {
          token: rancher.token,
          body: { identifier: 'C0DE0001', activationCode },
        });
      expect((await claim('XYZ789')).statusCode).toBe(400);
      const claimed = await claim('ABC234');
      expect(claimed.statusCode, claimed.body).toBe(201);
      const detail = await apiAs(ctx, superadmin).get('/api/v1/device-batches/b00000000000000000000001');
      expect(detail.json().activated).toBe(1);
    } finally {
      await second.close();
    }

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
