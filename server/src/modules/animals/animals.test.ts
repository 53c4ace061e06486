import { expect, it } from 'vitest';
import { apiAs, createSettlement, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

describeWithApp('roundups and animals on %s', { settlement: true }, (ctx) => {
  const newAnimal = async (body: Record<string, unknown>) => {
    const response = await ctx.api.post('/api/v1/animals', { settlementId: ctx.settlementId, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('CRUD of an animal, with defaults: type VACA and roundup SIN RODEO', async () => {
    const animal = await newAnimal({
      caravana: 'ab-101',
      senasa: 'ar1234',
      weightKg: 430,
      observations: 'Mansa, ojo izquierdo (nube).',
    });
    expect(animal).toMatchObject({
      caravana: 'AB-101',
      senasa: 'AR1234',
      type: 'VACA',
      roundupId: null,
      roundupName: 'SIN RODEO',
      plotId: null,
    });
    const edited = await ctx.api.put(`/api/v1/animals/${animal._id}`, { breed: 'HEREFORD', sex: 'F' });
    expect(edited.json()).toMatchObject({ breed: 'HEREFORD', sex: 'F', weightKg: 430, type: 'VACA' });
    const cleared = await ctx.api.put(`/api/v1/animals/${animal._id}`, {
      breed: null,
      senasa: null,
      weightKg: null,
    });
    expect(cleared.json()).toMatchObject({
      breed: null,
      senasa: null,
      weightKg: null,
      sex: 'F',
      caravana: 'AB-101',
    });
    expect((await ctx.api.put(`/api/v1/animals/${animal._id}`, { caravana: null })).statusCode).toBe(400);
    expect((await ctx.api.get(`/api/v1/animals/${animal._id}`)).json().caravana).toBe('AB-101');
    expect((await ctx.api.delete(`/api/v1/animals/${animal._id}`)).statusCode).toBe(200);
    expect((await ctx.api.get(`/api/v1/animals/${animal._id}`)).statusCode).toBe(404);
  });

  it('caravana, SENASA and e-ID are unique within the account, whatever the case', async () => {
    await newAnimal({ caravana: 'U-1', senasa: 'SEN1', eid: '032000000000001' });
    const again = await ctx.api.post('/api/v1/animals', {
      settlementId: ctx.settlementId,
      caravana: 'u-1',
      senasa: 'sen1',
      eid: '032000000000001',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({
      caravana: 'validation.duplicatedCaravana',
      senasa: 'validation.duplicatedSenasa',
      eid: 'validation.duplicatedEid',
    });
    const other = await createUser(ctx);
    const elsewhere = await apiAs(ctx, other).post('/api/v1/animals', {
      settlementId: await createSettlement(ctx, other),
      caravana: 'U-1',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('roundups: moving animals keeps a membership history; deleting one sends its animals to SIN RODEO', async () => {
    const norte = (
      await ctx.api.post('/api/v1/roundups', { name: 'Rodeo Norte', settlementId: ctx.settlementId })
    ).json();
    const sur = (
      await ctx.api.post('/api/v1/roundups', { name: 'Rodeo Sur', settlementId: ctx.settlementId })
    ).json();
    expect(
      (await ctx.api.post('/api/v1/roundups', { name: 'Rodeo Norte', settlementId: ctx.settlementId }))
        .statusCode,
    ).toBe(409);
    const a = await newAnimal({ caravana: 'R-1', roundupId: norte._id });
    const b = await newAnimal({ caravana: 'R-2', roundupId: norte._id });
    expect((await ctx.api.get(`/api/v1/roundups?settlementId=${ctx.settlementId}`)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Rodeo Norte', animalCount: 2 })]),
    );
    const moved = await ctx.api.post('/api/v1/animals/bulk', {
      action: 'move-roundup',
      ids: [a._id, b._id],
      roundupId: sur._id,
    });
    expect(moved.json()).toEqual({ updated: 2 });
    const history = (await ctx.api.get(`/api/v1/animals/${a._id}/roundups`)).json();
    expect(
      history.map((h: { roundupName: string; to: string | null }) => [h.roundupName, h.to === null]),
    ).toEqual([
      ['Rodeo Sur', true],
      ['Rodeo Norte', false],
    ]);
    expect((await ctx.api.delete(`/api/v1/roundups/${sur._id}`)).statusCode).toBe(200);
    expect((await ctx.api.get(`/api/v1/animals/${a._id}`)).json()).toMatchObject({
      roundupId: null,
      roundupName: 'SIN RODEO',
    });
    expect((await ctx.api.get(`/api/v1/animals/${a._id}/roundups`)).json()[0].roundupName).toBe('SIN RODEO');
  });

  it('a roundup of another settlement is refused', async () => {
    const otherSettlement = await createSettlement(ctx, ctx.owner, 'Campo Segundo');
    const foreign = (
      await ctx.api.post('/api/v1/roundups', { name: 'Rodeo Lejano', settlementId: otherSettlement })
    ).json();
    const response = await ctx.api.post('/api/v1/animals', {
      settlementId: ctx.settlementId,
      caravana: 'X-9',
      roundupId: foreign._id,
    });
    expect(response.json().errors).toEqual({ roundupId: 'validation.roundupNotFound' });
  });

  it('lists with search, filters, sort and pagination', async () => {
    const listSettlement = await createSettlement(ctx, ctx.owner, 'Campo Lista');
    for (const [caravana, type] of [
      ['L-03', 'TORO'],
      ['L-01', 'VACA'],
      ['L-02', 'VACA'],
      ['M-01', 'VACA'],
    ]) {
      await ctx.api.post('/api/v1/animals', { settlementId: listSettlement, caravana, type });
    }
    const base = `/api/v1/animals?settlementId=${listSettlement}`;
    const page = (await ctx.api.get(`${base}&q=l-&pageSize=2&sort=-caravana`)).json();
    expect(page.total).toBe(3);
    expect(page.items.map((a: { caravana: string }) => a.caravana)).toEqual(['L-03', 'L-02']);
    const second = (await ctx.api.get(`${base}&q=l-&pageSize=2&page=2&sort=-caravana`)).json();
    expect(second.items.map((a: { caravana: string }) => a.caravana)).toEqual(['L-01']);
    const bulls = (await ctx.api.get(`${base}&type=TORO`)).json();
    expect(bulls.items.map((a: { caravana: string }) => a.caravana)).toEqual(['L-03']);
    const bad = await ctx.api.get(`${base}&sort=weight`);
    expect(bad.statusCode).toBe(400);
  });

  it('isolation and roles: another account gets 404; an invited viewer reads but cannot write', async () => {
    const animal = await newAnimal({ caravana: 'P-1' });
    const stranger = apiAs(ctx, await createUser(ctx));
    for (const response of await Promise.all([
      stranger.get(`/api/v1/animals/${animal._id}`),
      stranger.put(`/api/v1/animals/${animal._id}`, { caravana: 'ROBADA' }),
      stranger.delete(`/api/v1/animals/${animal._id}`),
      stranger.post('/api/v1/animals/bulk', { action: 'delete', ids: [animal._id] }),
      stranger.post('/api/v1/animals', { settlementId: ctx.settlementId, caravana: 'INTRUSA' }),
      stranger.get(`/api/v1/animals/${animal._id}/roundups`),
    ])) {
      expect(response.statusCode).toBe(404);
    }
    const viewer = await createUser(ctx, { tags: [] });
    await ctx.api.get(`/api/v1/users/invite/${ctx.settlementId}/${viewer.email}/invite`);
    const viewerApi = apiAs(ctx, viewer);
    await viewerApi.put(`/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`, {});
    const scope = `?userAccountId=${ctx.owner.accountId}`;
    expect((await viewerApi.get(`/api/v1/animals/${animal._id}${scope}`)).statusCode).toBe(200);
    // Routes with a query schema still see userAccountId (validation drops keys a schema does not declare).
    const listed = await viewerApi.get(`/api/v1/animals${scope}&q=P-1`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((a: { _id: string }) => a._id)).toEqual([animal._id]);
    expect(
      (await viewerApi.put(`/api/v1/animals/${animal._id}${scope}`, { breed: 'CRIOLLO' })).statusCode,
    ).toBe(403);
    expect(
      (await viewerApi.post(`/api/v1/animals${scope}`, { settlementId: ctx.settlementId, caravana: 'NO-1' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await viewerApi.post(`/api/v1/roundups${scope}`, {
          settlementId: ctx.settlementId,
          name: 'Rodeo Nuevo',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('serves the option lists on the data API, each option {id: index, value}', async () => {
    const { accessToken } = (
      await ctx.api.post('/data-api/login', { email: ctx.owner.email, password: 'correct horse battery' })
    ).json();
    const headers = { 'x-access-token-data': accessToken };
    const types = await ctx.app.inject({ method: 'GET', url: '/data-api/animal/types', headers });
    expect(types.json().types[0]).toEqual({ id: 0, value: 'VACA' });
    expect(types.json().subtypes.length).toBeGreaterThan(3);
    const breeds = await ctx.app.inject({ method: 'GET', url: '/data-api/animal/breeds', headers });
    expect(breeds.json()).toEqual(expect.arrayContaining([{ id: 0, value: 'ABERDEEN ANGUS' }]));
    expect((await ctx.app.inject({ method: 'GET', url: '/data-api/animal/breeds' })).statusCode).toBe(401);
  });
});
