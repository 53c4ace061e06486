import { expect, it } from 'vitest';
import { apiAs, createUser, squareGeometry } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

describeWithApp('devices, gateways, allocations and search on %s', { settlement: true }, (ctx) => {
  const animal = async (caravana: string) =>
    (await ctx.api.post('/api/v1/animals', { settlementId: ctx.settlementId, caravana })).json() as {
      _id: string;
    };

  it('a collar goes on an animal; its ingest key is shown once and can be regenerated', async () => {
    const cow = await animal('D-1');
    const created = await ctx.api.post('/api/v1/devices', {
      type: 'COLLAR',
      identifier: 'aa:bb:cc:dd:ee:01',
      firmware: '1.4.2',
      technology: 'LoRaWAN',
      signals: ['GPS', 'BATTERY'],
      animalId: cow._id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { device, ingestKey } = created.json();
    expect(ingestKey).toMatch(/^trd_[\w-]{30,}$/);
    expect(device).toMatchObject({
      identifier: 'AA:BB:CC:DD:EE:01',
      animalId: cow._id,
      animalCaravana: 'D-1',
      settlementId: ctx.settlementId,
      signals: ['GPS', 'BATTERY'],
      lastSeen: null,
    });
    expect(JSON.stringify((await ctx.api.get(`/api/v1/devices/${device._id}`)).json())).not.toContain(
      ingestKey,
    );
    const cleared = await ctx.api.put(`/api/v1/devices/${device._id}`, { firmware: null, technology: null });
    expect(cleared.json()).toMatchObject({
      firmware: null,
      technology: null,
      animalId: cow._id,
      identifier: 'AA:BB:CC:DD:EE:01',
    });
    const renewed = (await ctx.api.post(`/api/v1/devices/${device._id}/key`, {})).json().ingestKey;
    expect(renewed).not.toBe(ingestKey);

    const second = await ctx.api.post('/api/v1/devices', {
      type: 'COLLAR',
      identifier: 'AA:BB:CC:DD:EE:02',
      animalId: cow._id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual({ animalId: 'validation.animalHasDevice' });
    const tag = await ctx.api.post('/api/v1/devices', {
      type: 'CARAVANA',
      identifier: 'AA:BB:CC:DD:EE:03',
      animalId: cow._id,
    });
    expect(tag.statusCode).toBe(201);
  });

  it('a fixed point is never on an animal; identifiers are unique across every account', async () => {
    const cow = await animal('D-2');
    const fixed = await ctx.api.post('/api/v1/devices', {
      type: 'PUNTO FIJO',
      identifier: 'FP:00:01',
      animalId: cow._id,
    });
    expect(fixed.json().errors).toEqual({ animalId: 'validation.fixedPointWithAnimal' });
    await ctx.api.post('/api/v1/devices', {
      type: 'PUNTO FIJO',
      identifier: 'FP:00:01',
      settlementId: ctx.settlementId,
    });
    const other = await createUser(ctx);
    const taken = await apiAs(ctx, other).post('/api/v1/devices', { type: 'COLLAR', identifier: 'fp:00:01' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ identifier: 'validation.identifierUnavailable' });
  });

  it('two concurrent creations of one MAC: one is stored, the other answers 409 with the field error', async () => {
    const create = () => ctx.api.post('/api/v1/devices', { type: 'COLLAR', identifier: 'race:00:01' });
    const answers = await Promise.all(Array.from({ length: 6 }, create));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().errors).toEqual({ identifier: 'validation.macInUse' });
  });

  it('fast loading creates every line, or none and names each wrong line', async () => {
    const bad = await ctx.api.post('/api/v1/devices/bulk', {
      identifiers: 'FAST:01\nFAST:02\nFAST:01\nno!\n\nFP:00:01',
      type: 'CARAVANA',
      firmware: '2.0',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([
      { line: 3, identifier: 'FAST:01', error: 'duplicatedMac' },
      { line: 4, identifier: 'NO!', error: 'macRegex' },
      { line: 6, identifier: 'FP:00:01', error: 'macInUse' },
    ]);
    expect((await ctx.api.get('/api/v1/devices?q=FAST')).json().total).toBe(0);
    const lines = Array.from({ length: 10 }, (_, i) => `FAST:${String(i).padStart(2, '0')}`).join('\n');
    const good = await ctx.api.post('/api/v1/devices/bulk', {
      identifiers: lines,
      type: 'CARAVANA',
      firmware: '2.0',
      settlementId: ctx.settlementId,
    });
    expect(good.json().created).toBe(10);
    const listed = (await ctx.api.get('/api/v1/devices?q=fast&sort=-identifier&pageSize=3')).json();
    expect(listed.total).toBe(10);
    expect(listed.items.map((d: { identifier: string }) => d.identifier)).toEqual([
      'FAST:09',
      'FAST:08',
      'FAST:07',
    ]);
  });

  it('gateways: CRUD with a key; assignment to accounts is the superadmin’s', async () => {
    const created = await ctx.api.post('/api/v1/gateways', {
      identifier: 'AA555A0000000101',
      name: 'Gateway Molino',
      location: { lat: -29.5, lng: -66.8 },
      settlementId: ctx.settlementId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gateway, ingestKey } = created.json();
    expect(ingestKey).toMatch(/^trg_/);
    expect(
      (await ctx.api.put(`/api/v1/gateways/${gateway._id}`, { name: 'Gateway Norte' })).json().name,
    ).toBe('Gateway Norte');
    expect((await ctx.api.get('/api/v1/gateways')).json()).toHaveLength(1);

    const other = await createUser(ctx);
    const assign = { accountId: other.accountId };
    expect((await ctx.api.put(`/api/v1/gateways/${gateway._id}/assignment`, assign)).statusCode).toBe(403);
    const superadmin = apiAs(ctx, await createUser(ctx, { tags: ['superadmin'] }));
    const all = (await superadmin.get('/api/v1/gateways/all')).json().items;
    const settlementName = (await ctx.api.get(`/api/v1/settlements/${ctx.settlementId}`)).json().name;
    // Named by account and settlement, so the superadmin reads names rather than ids.
    expect(all.find((row: { _id: string }) => row._id === gateway._id)).toMatchObject({
      accountId: ctx.owner.accountId,
      accountName: expect.stringMatching(/^Cuenta /),
      settlementId: ctx.settlementId,
      settlementName,
    });
    const moved = await superadmin.put(`/api/v1/gateways/${gateway._id}/assignment`, assign);
    expect(moved.json()).toMatchObject({ accountId: other.accountId, settlementId: null });
    expect((await ctx.api.get('/api/v1/gateways')).json()).toEqual([]);
    expect((await apiAs(ctx, other).get('/api/v1/gateways')).json()).toHaveLength(1);
  });

  it('allocation to plots per roundup or per animal closes the previous period and counts per plot', async () => {
    const plotA = (
      await ctx.api.post(`/api/v1/settlements/${ctx.settlementId}/plots`, {
        name: 'Potrero A',
        geometry: squareGeometry(),
      })
    ).json();
    const plotB = (
      await ctx.api.post(`/api/v1/settlements/${ctx.settlementId}/plots`, {
        name: 'Potrero B',
        geometry: squareGeometry(-66.84),
      })
    ).json();
    const roundup = (
      await ctx.api.post('/api/v1/roundups', { name: 'Rodeo Cría', settlementId: ctx.settlementId })
    ).json();
    const ids = [];
    for (const caravana of ['A-1', 'A-2', 'A-3']) {
      ids.push(
        (
          await ctx.api.post('/api/v1/animals', {
            settlementId: ctx.settlementId,
            caravana,
            roundupId: roundup._id,
          })
        ).json()._id,
      );
    }
    expect(
      (
        await ctx.api.post('/api/v1/allocations', {
          plotId: plotA._id,
          from: '2026-10-01',
          roundupId: roundup._id,
        })
      ).json(),
    ).toEqual({
      allocated: 3,
    });
    await ctx.api.post('/api/v1/allocations', { plotId: plotB._id, from: '2026-11-01', animalIds: [ids[0]] });
    const plots = (await ctx.api.get(`/api/v1/settlements/${ctx.settlementId}/plots`)).json();
    const count = (id: string) => plots.find((p: { _id: string }) => p._id === id).animalCount;
    expect([count(plotA._id), count(plotB._id)]).toEqual([2, 1]);
    expect((await ctx.api.get(`/api/v1/animals/${ids[0]}/allocations`)).json()).toEqual([
      { plotId: plotB._id, plotName: 'Potrero B', from: '2026-11-01', to: null },
      { plotId: plotA._id, plotName: 'Potrero A', from: '2026-10-01', to: '2026-11-01' },
    ]);
    expect((await ctx.api.get(`/api/v1/plots/${plotA._id}/allocations`)).json()).toHaveLength(3);
    expect((await ctx.api.get(`/api/v1/animals?plotId=${plotA._id}`)).json().total).toBe(2);
    const neither = await ctx.api.post('/api/v1/allocations', { plotId: plotA._id, from: '2026-11-02' });
    expect(neither.json().errors).toEqual({ animalIds: 'validation.animalsOrRoundup' });
  });

  it('search finds animals and devices by prefix, only within the account', async () => {
    await animal('SRCH-77');
    const found = (await ctx.api.get('/api/v1/search?q=srch')).json();
    expect(found.animals.map((a: { caravana: string }) => a.caravana)).toEqual(['SRCH-77']);
    expect((await ctx.api.get('/api/v1/search?q=AA:BB')).json().devices.length).toBeGreaterThan(0);
    const stranger = apiAs(ctx, await createUser(ctx));
    expect((await stranger.get('/api/v1/search?q=srch')).json()).toEqual({ animals: [], devices: [] });
    expect((await ctx.api.get('/api/v1/search?q=')).statusCode).toBe(400);
  });

  it('another account cannot read or change devices or gateways', async () => {
    const device = (
      await ctx.api.post('/api/v1/devices', {
        type: 'COLLAR',
        identifier: 'ISO:01',
        settlementId: ctx.settlementId,
      })
    ).json().device;
    const gateway = (
      await ctx.api.post('/api/v1/gateways', { identifier: 'AA555A0000000999', name: 'Gateway Aislado' })
    ).json().gateway;
    const stranger = apiAs(ctx, await createUser(ctx));
    for (const response of await Promise.all([
      stranger.get(`/api/v1/devices/${device._id}`),
      stranger.put(`/api/v1/devices/${device._id}`, { firmware: '9.9' }),
      stranger.delete(`/api/v1/devices/${device._id}`),
      stranger.post(`/api/v1/devices/${device._id}/key`, {}),
      stranger.put(`/api/v1/gateways/${gateway._id}`, { name: 'Robado Ya' }),
      stranger.delete(`/api/v1/gateways/${gateway._id}`),
      stranger.post(`/api/v1/gateways/${gateway._id}/key`, {}),
    ])) {
      expect(response.statusCode).toBe(404);
    }
  });
});
