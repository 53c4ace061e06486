import { expect, it } from 'vitest';
import { apiAs, createSettlement, createUser, squareGeometry } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

/** Every alert parameter at its default, as a settlement created without them gets them. */
const DEFAULT_ALERT_PARAMS = {
  noSignalHours: 2,
  lowBatteryPercent: 20,
  // Null: the herd type's default (beef 76, dairy 72) is used.
  ithAlert: null,
  ithFormula: 'nrc1971',
  fenceBufferMeters: 10,
  drinkerRadiusMeters: 30,
  fenceFixes: 3,
  ruminationDropMinutes: 30,
  inactivityHours: 6,
  nightFromHour: 22,
  nightToHour: 5,
  nightMovementMeters: 1000,
  herdSeparationMeters: 1500,
  herdSeparationFixes: 3,
};

describeWithApp('settlements, fences and markers on %s', {}, (ctx) => {
  it('creates a settlement with defaults (UTC−3, alert parameters), edits and deletes it with its plots', async () => {
    const owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    const created = await api.post('/api/v1/settlements', {
      name: 'Estancia El Ombú',
      location: { lat: -29.4131, lng: -66.8558 },
      establishmentCode: '01.234.5.67890/00',
    });
    expect(created.statusCode).toBe(201);
    const settlement = created.json();
    expect(settlement).toMatchObject({
      name: 'Estancia El Ombú',
      accountId: owner.accountId,
      utcOffsetMinutes: -180,
      herdType: 'beef',
      alertParams: DEFAULT_ALERT_PARAMS,
      access: 'admin',
    });
    const edited = await api.put(`/api/v1/settlements/${settlement._id}`, {
      alertParams: { noSignalHours: 4 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().alertParams).toEqual({ ...DEFAULT_ALERT_PARAMS, noSignalHours: 4 });

    await api.post(`/api/v1/settlements/${settlement._id}/plots`, {
      name: 'Lote Uno',
      geometry: squareGeometry(),
    });
    expect((await api.delete(`/api/v1/settlements/${settlement._id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/settlements/${settlement._id}`)).statusCode).toBe(404);
    const orphans = await ctx.database.db
      .selectFrom('plots')
      .select('id')
      .where('settlement_id', '=', settlement._id)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('validates names and coordinates', async () => {
    const api = apiAs(ctx, await createUser(ctx));
    const response = await api.post('/api/v1/settlements', { name: 'Ab', location: { lat: -95, lng: 200 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'validation.name',
      'location.lat': 'validation.coordinates',
      'location.lng': 'validation.coordinates',
    });
  });

  it('fences: create, deactivate, reshape, delete; another account gets 404', async () => {
    const owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    const settlementId = await createSettlement(ctx, owner);
    const fence = (
      await api.post(`/api/v1/settlements/${settlementId}/fences`, {
        name: 'Cerco Norte',
        geometry: squareGeometry(),
      })
    ).json();
    expect(fence).toMatchObject({ name: 'Cerco Norte', active: true, settlementId });
    expect(fence.areaHa).toBeGreaterThan(100);
    const off = await api.put(`/api/v1/fences/${fence._id}`, {
      active: false,
      geometry: squareGeometry(-66.86, -29.41, 0.005),
    });
    expect(off.json()).toMatchObject({ active: false });
    expect(off.json().areaHa).toBeLessThan(30);
    expect((await api.get(`/api/v1/settlements/${settlementId}/fences`)).json()).toHaveLength(1);

    const stranger = apiAs(ctx, await createUser(ctx));
    for (const response of await Promise.all([
      stranger.put(`/api/v1/fences/${fence._id}`, { name: 'Ajeno Ya' }),
      stranger.delete(`/api/v1/fences/${fence._id}`),
      stranger.get(`/api/v1/settlements/${settlementId}/fences`),
    ])) {
      expect(response.statusCode).toBe(404);
    }
    expect((await api.delete(`/api/v1/fences/${fence._id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/settlements/${settlementId}/fences`)).json()).toEqual([]);
  });

  it('markers: the nine types, moved and deleted; unknown types refused', async () => {
    const owner = await createUser(ctx);
    const api = apiAs(ctx, owner);
    const settlementId = await createSettlement(ctx, owner);
    const url = `/api/v1/settlements/${settlementId}/markers`;
    for (const type of [
      'windmill',
      'silo',
      'bale',
      'rest',
      'drinker',
      'fence-gate',
      'sleeve',
      'feeder',
      'scale',
    ]) {
      expect((await api.post(url, { type, location: { lat: -29.4, lng: -66.85 } })).statusCode).toBe(201);
    }
    const bad = await api.post(url, { type: 'castle', location: { lat: -29.4, lng: -66.85 } });
    expect(bad.json().errors).toEqual({ type: 'validation.markerType' });
    const [first] = (await api.get(url)).json();
    const moved = await api.put(`/api/v1/markers/${first._id}`, {
      name: 'Molino viejo',
      location: { lat: -29.39, lng: -66.84 },
    });
    expect(moved.json()).toMatchObject({ name: 'Molino viejo', location: { lat: -29.39, lng: -66.84 } });
    const stranger = apiAs(ctx, await createUser(ctx));
    expect((await stranger.delete(`/api/v1/markers/${first._id}`)).statusCode).toBe(404);
    expect((await api.delete(`/api/v1/markers/${first._id}`)).statusCode).toBe(200);
    expect((await api.get(url)).json()).toHaveLength(8);
  });

  it('an invited viewer cannot create settlements, fences or markers', async () => {
    const owner = await createUser(ctx);
    const settlementId = await createSettlement(ctx, owner);
    const viewer = await createUser(ctx, { tags: [] });
    await apiAs(ctx, owner).get(`/api/v1/users/invite/${settlementId}/${viewer.email}/invite`);
    const api = apiAs(ctx, viewer);
    await api.put(`/api/v1/users/addinvite/${settlementId}/${owner.id}`, {});
    const scope = `?userAccountId=${owner.accountId}`;
    expect((await api.get(`/api/v1/settlements/${settlementId}${scope}`)).json().access).toBe('invite');
    const refused = await Promise.all([
      api.post(`/api/v1/settlements${scope}`, { name: 'Mi Campo', location: { lat: -29, lng: -66 } }),
      api.put(`/api/v1/settlements/${settlementId}${scope}`, { name: 'Cambiado' }),
      api.delete(`/api/v1/settlements/${settlementId}${scope}`),
      api.post(`/api/v1/settlements/${settlementId}/fences${scope}`, {
        name: 'Cerco',
        geometry: squareGeometry(),
      }),
      api.post(`/api/v1/settlements/${settlementId}/markers${scope}`, {
        type: 'silo',
        location: { lat: -29, lng: -66 },
      }),
    ]);
    for (const response of refused) expect(response.statusCode).toBe(403);
  });

  it('the owner revokes a share and the guest loses the settlement', async () => {
    const owner = await createUser(ctx);
    const settlementId = await createSettlement(ctx, owner);
    const guest = await createUser(ctx, { tags: [] });
    const ownerApi = apiAs(ctx, owner);
    await ownerApi.get(`/api/v1/users/invite/${settlementId}/${guest.email}/admin`);
    await apiAs(ctx, guest).put(`/api/v1/users/addinvite/${settlementId}/${owner.id}`, {});
    const scope = `?userAccountId=${owner.accountId}`;
    expect((await apiAs(ctx, guest).get(`/api/v1/settlements/${settlementId}${scope}`)).json().access).toBe(
      'admin',
    );
    expect(
      (await ownerApi.delete(`/api/v1/users/sharedBySettlement/${settlementId}/${guest.id}`)).statusCode,
    ).toBe(200);
    expect((await apiAs(ctx, guest).get(`/api/v1/settlements/${settlementId}${scope}`)).statusCode).toBe(404);
    expect(
      (await ownerApi.delete(`/api/v1/users/sharedBySettlement/${settlementId}/${guest.id}`)).statusCode,
    ).toBe(404);
  });
});
