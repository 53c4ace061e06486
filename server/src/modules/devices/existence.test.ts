import { beforeAll, expect, it } from 'vitest';
import { apiAs, createSettlement, createUser } from '../../../test/app';
import { describeWithApp, type SuiteOptions } from '../../../test/suite';

const NO_SUCH_ID = 'ffffffffffffffffffffffff';

/** What an answer says, without what changes from one request to the next. */
const said = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

const setup: SuiteOptions = { owner: true };

describeWithApp('devices and gateways answer others as for what does not exist, on %s', setup, (ctx) => {
  let ownerApi: ReturnType<typeof apiAs>;
  let shared: string;
  let notShared: string;
  let scope: string;

  /** A person with one settlement of the owner's account shared with him, with this role. */
  const invited = async (role: 'admin' | 'invite') => {
    const user = await createUser(ctx, { tags: [] });
    await ownerApi.get(`/api/v1/users/invite/${shared}/${user.email}/${role}`);
    await apiAs(ctx, user).put(`/api/v1/users/addinvite/${shared}/${ctx.owner.id}`, {});
    return apiAs(ctx, user);
  };
  const gateway = async (identifier: string, settlementId?: string) =>
    (
      await ownerApi.post(`/api/v1/gateways`, {
        identifier,
        name: `Gateway ${identifier.slice(-4)}`,
        settlementId,
      })
    ).json().gateway._id as string;

  beforeAll(async () => {
    ownerApi = apiAs(ctx, ctx.owner);
    shared = await createSettlement(ctx, ctx.owner, 'Campo Compartido');
    notShared = await createSettlement(ctx, ctx.owner, 'Campo Propio');
    scope = `?userAccountId=${ctx.owner.accountId}`;
  });

  it("someone with one settlement shared gets 404 for the account's gateways outside it, as for no gateway", async () => {
    const guest = await invited('admin');
    const ofAccount = await gateway('AA555A0000001001');
    const elsewhere = await gateway('AA555A0000001002', notShared);
    const here = await gateway('AA555A0000001003', shared);

    const asked = (id: string) => [
      guest.put(`/api/v1/gateways/${id}${scope}`, { name: 'Cambiado Ya' }),
      guest.delete(`/api/v1/gateways/${id}${scope}`),
      guest.post(`/api/v1/gateways/${id}/key${scope}`, {}),
      guest.get(`/api/v1/gateways/${id}/unknown-devices${scope}`),
    ];
    const missing = (await Promise.all(asked(NO_SUCH_ID))).map(said);
    expect(missing.every((answer) => answer.status === 404)).toBe(true);
    for (const id of [ofAccount, elsewhere]) {
      expect((await Promise.all(asked(id))).map(said)).toEqual(missing);
    }
    const listed = (await guest.get(`/api/v1/gateways${scope}`)).json() as { _id: string }[];
    expect(listed.map((g) => g._id)).toEqual([here]);
    expect((await guest.put(`/api/v1/gateways/${here}${scope}`, { name: 'Cambiado Ya' })).statusCode).toBe(
      200,
    );
  });

  it("an identifier of one's own account gets its precise error; another account's or factory stock's one same answer", async () => {
    await ownerApi.post('/api/v1/devices', {
      type: 'COLLAR',
      identifier: 'OWNED:00:01',
      settlementId: shared,
    });
    await gateway('AA555A0000002001');
    const superadmin = apiAs(ctx, await createUser(ctx, { tags: ['superadmin'] }));
    const stock = await superadmin.post('/api/v1/device-batches', {
      deviceType: 'COLLAR',
      technology: 'LoRaWAN',
      firmware: '1.0',
      identifiers: { source: 'list', text: 'FAC7:00:01' },
    });
    expect(stock.statusCode, stock.body).toBe(201);
    const stranger = await createUser(ctx);
    const strangerApi = apiAs(ctx, stranger);
    const mine = (
      await strangerApi.post('/api/v1/devices', { type: 'COLLAR', identifier: 'MINE:00:01' })
    ).json();
    await strangerApi.post('/api/v1/gateways', { identifier: 'BB555A0000002001', name: 'Gateway Propio' });

    const device = (identifier: string) =>
      strangerApi.post('/api/v1/devices', { type: 'CARAVANA', identifier });
    const unavailable = {
      status: 409,
      body: expect.objectContaining({ errors: { identifier: 'validation.identifierUnavailable' } }),
    };
    const othersDevice = said(await device('owned:00:01'));
    expect(othersDevice).toEqual(unavailable);
    expect(said(await device('FAC7:00:01'))).toEqual(othersDevice);
    expect(said(await device('MINE:00:01'))).toEqual({
      status: 409,
      body: expect.objectContaining({ errors: { identifier: 'validation.macInUse' } }),
    });
    expect(JSON.stringify(othersDevice)).not.toMatch(
      new RegExp(`${ctx.owner.id}|${ctx.owner.accountId}|${ctx.owner.email}`),
    );
    // Editing one's own device into another's identifier: the same answer.
    const other = (
      await strangerApi.post('/api/v1/devices', { type: 'COLLAR', identifier: 'MINE:00:02' })
    ).json();
    expect(
      said(await strangerApi.put(`/api/v1/devices/${other.device._id}`, { identifier: 'OWNED:00:01' })),
    ).toEqual(othersDevice);
    expect(
      said(
        await strangerApi.put(`/api/v1/devices/${other.device._id}`, {
          identifier: mine.device.identifier,
        }),
      ),
    ).toMatchObject({ status: 409, body: { errors: { identifier: 'validation.macInUse' } } });

    const gatewayOf = (identifier: string) =>
      strangerApi.post('/api/v1/gateways', { identifier, name: 'Gateway Nuevo' });
    expect(said(await gatewayOf('AA555A0000002001'))).toEqual(othersDevice);
    expect(said(await gatewayOf('BB555A0000002001'))).toMatchObject({
      status: 409,
      body: { errors: { identifier: 'validation.macInUse' } },
    });

    const fast = (
      await strangerApi.post('/api/v1/devices/bulk', {
        identifiers: 'OWNED:00:01\nMINE:00:01\nFAC7:00:01',
        type: 'CARAVANA',
      })
    ).json();
    expect(fast.details).toEqual([
      { line: 1, identifier: 'OWNED:00:01', error: 'identifierUnavailable' },
      { line: 2, identifier: 'MINE:00:01', error: 'macInUse' },
      { line: 3, identifier: 'FAC7:00:01', error: 'identifierUnavailable' },
    ]);
  });

  it('someone who may not put a device somewhere learns nothing of its identifier', async () => {
    await ownerApi.post('/api/v1/devices', {
      type: 'COLLAR',
      identifier: 'TAKEN:00:02',
      settlementId: shared,
    });
    const viewer = await invited('invite');
    const guest = await invited('admin');
    const stranger = apiAs(ctx, await createUser(ctx));
    const attempts = [
      // Read-only on the shared settlement: 403 either way.
      (identifier: string) =>
        viewer.post(`/api/v1/devices${scope}`, { type: 'COLLAR', identifier, settlementId: shared }),
      // A settlement of the account not shared with him: 404 either way.
      (identifier: string) =>
        guest.post(`/api/v1/devices${scope}`, { type: 'COLLAR', identifier, settlementId: notShared }),
      // Another account's settlement: 404 either way.
      (identifier: string) =>
        stranger.post('/api/v1/devices', { type: 'COLLAR', identifier, settlementId: shared }),
    ];
    for (const attempt of attempts) {
      const taken = said(await attempt('TAKEN:00:02'));
      expect([403, 404]).toContain(taken.status);
      expect(taken).toEqual(said(await attempt('FREE:00:99')));
    }
  });
});
