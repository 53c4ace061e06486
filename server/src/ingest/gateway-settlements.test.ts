import { beforeAll, expect, it } from 'vitest';
import { accountsRepository } from '../modules/accounts/accounts.repository';
import { apiAs, createSettlement, createUser } from '../../test/app';
import { describeWithApp } from '../../test/suite';

const HOUR = 3_600_000;

describeWithApp("a gateway writes only into its own settlement's devices, on %s", { owner: true }, (ctx) => {
  let ownerApi: ReturnType<typeof apiAs>;
  let shared: string;
  let notShared: string;
  let scope: string;

  const post = (key: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/ingest/readings',
      headers: { authorization: `Bearer ${key}` },
      payload: body as object,
    });
  /** A collar on an animal of the settlement. */
  const collar = async (settlementId: string, identifier: string) => {
    const animal = await ownerApi.post(`/api/v1/animals${scope}`, {
      settlementId,
      caravana: `C-${identifier.replace(/:/g, '')}`,
    });
    expect(animal.statusCode, animal.body).toBe(201);
    const created = await ownerApi.post(`/api/v1/devices${scope}`, {
      type: 'COLLAR',
      identifier,
      animalId: animal.json()._id,
    });
    expect(created.statusCode, created.body).toBe(201);
  };
  const gateway = async (identifier: string, settlementId?: string) =>
    (
      await ownerApi.post(`/api/v1/gateways${scope}`, {
        identifier,
        name: `Gateway ${identifier}`,
        settlementId,
      })
    ).json() as { gateway: { _id: string }; ingestKey: string };

  beforeAll(async () => {
    ownerApi = apiAs(ctx, ctx.owner);
    scope = `?userAccountId=${ctx.owner.accountId}`;
    shared = await createSettlement(ctx, ctx.owner, 'Campo Compartido');
    notShared = await createSettlement(ctx, ctx.owner, 'Campo Reservado');
    await collar(shared, 'AB:00:00:01');
    await collar(notShared, 'AB:00:00:02');
    const loose = await ownerApi.post(`/api/v1/devices${scope}`, {
      type: 'COLLAR',
      identifier: 'AB:00:00:03',
    });
    expect(loose.statusCode, loose.body).toBe(201);
  });

  it("refuses and counts as unknown the readings of devices outside the gateway's settlement", async () => {
    const { gateway: made, ingestKey } = await gateway('AB55000000000001', shared);
    const ts = Date.now() - HOUR;
    const response = await post(ingestKey, [
      { device: 'AB:00:00:01', ts },
      { device: 'AB:00:00:02', ts },
      { device: 'AB:00:00:03', ts },
    ]);
    expect(response.json()).toMatchObject({
      accepted: 1,
      rejections: [
        { index: 1, device: 'AB:00:00:02', reason: 'unknownDevice' },
        { index: 2, device: 'AB:00:00:03', reason: 'unknownDevice' },
      ],
    });
    const unknown = await ctx.database.db
      .selectFrom('unknown_devices')
      .select(['identifier', 'count'])
      .where('gateway_id', '=', made._id)
      .orderBy('identifier')
      .execute();
    expect(unknown.map((row) => row.identifier)).toEqual(['AB:00:00:02', 'AB:00:00:03']);

    // A gateway of the whole account (no settlement) hears every device of the account.
    const accountWide = await gateway('AB55000000000002');
    const heard = await post(accountWide.ingestKey, [
      { device: 'AB:00:00:01', ts: ts + 60_000 },
      { device: 'AB:00:00:02', ts: ts + 60_000 },
      { device: 'AB:00:00:03', ts: ts + 60_000 },
    ]);
    expect(heard.json()).toMatchObject({ accepted: 3, rejected: 0 });
  });

  it("a gateway's key is rotated only by the account's owner or a superadmin", async () => {
    const { gateway: made, ingestKey } = await gateway('AB55000000000003', shared);
    const guest = await createUser(ctx, { tags: [] });
    await ownerApi.get(`/api/v1/users/invite/${shared}/${guest.email}/admin`);
    await apiAs(ctx, guest).put(`/api/v1/users/addinvite/${shared}/${ctx.owner.id}`, {});
    const member = await createUser(ctx);
    await accountsRepository.upsertMember(ctx.database.db, {
      accountId: ctx.owner.accountId,
      userId: member.id,
      role: 'admin',
      active: true,
    });

    for (const user of [guest, member]) {
      const refused = await apiAs(ctx, user).post(`/api/v1/gateways/${made._id}/key${scope}`, {});
      expect(refused.statusCode, refused.body).toBe(403);
    }
    // The guest may still rename it: he administers the settlement, not the account's keys.
    const renamed = await apiAs(ctx, guest).put(`/api/v1/gateways/${made._id}${scope}`, {
      name: 'Gateway Nuevo',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await post(ingestKey, [{ device: 'AB:00:00:01', ts: Date.now() - 2 * HOUR }])).statusCode).toBe(
      200,
    );

    const byOwner = await ownerApi.post(`/api/v1/gateways/${made._id}/key${scope}`, {});
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await post(ingestKey, [])).statusCode).toBe(401);
    const superadmin = await createUser(ctx, { tags: ['superadmin'] });
    const bySuperadmin = await apiAs(ctx, superadmin).post(`/api/v1/gateways/${made._id}/key${scope}`, {});
    expect(bySuperadmin.statusCode, bySuperadmin.body).toBe(200);
  });
});
