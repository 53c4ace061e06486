import { expect, it } from 'vitest';
import { apiAs, call, createSettlement, createUser, squareGeometry, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

describeWithApp('plots and crops on %s', { settlement: 'Estancia Norte' }, (ctx) => {
  const api = (user: TestUser) => apiAs(ctx, user);

  const newPlot = async (name = 'Potrero Uno', geometry = squareGeometry()) => {
    const response = await api(ctx.owner).post(`/api/v1/settlements/${ctx.settlementId}/plots`, {
      name,
      geometry,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('creates a plot with its area computed on the server, lists, edits and deletes it', async () => {
    const plot = await newPlot();
    expect(plot).toMatchObject({
      name: 'Potrero Uno',
      color: '#e6194b',
      settlementId: ctx.settlementId,
      currentCrop: null,
    });
    // 0.01° × 0.01° at 29°S ≈ 1.11 km × 0.97 km.
    expect(plot.areaHa).toBeGreaterThan(105);
    expect(plot.areaHa).toBeLessThan(110);

    const list = await api(ctx.owner).get(`/api/v1/settlements/${ctx.settlementId}/plots`);
    expect(list.json().map((p: { _id: string }) => p._id)).toContain(plot._id);

    const smaller = await api(ctx.owner).put(`/api/v1/plots/${plot._id}`, {
      color: '#4363d8',
      geometry: squareGeometry(-66.86, -29.41, 0.005),
    });
    expect(smaller.json().color).toBe('#4363d8');
    expect(smaller.json().areaHa).toBeCloseTo(plot.areaHa / 4, 0);

    expect((await api(ctx.owner).delete(`/api/v1/plots/${plot._id}`)).statusCode).toBe(200);
    expect((await api(ctx.owner).get(`/api/v1/plots/${plot._id}`)).statusCode).toBe(404);
  });

  it('refuses bad names and bad geometry with field errors', async () => {
    const url = `/api/v1/settlements/${ctx.settlementId}/plots`;
    const cases: [unknown, string, string][] = [
      [{ name: 'ab', geometry: squareGeometry() }, 'name', 'validation.name'],
      [
        {
          name: 'Lote Malo',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 1],
              ],
            ],
          },
        },
        'geometry.coordinates.0',
        'validation.ringNotClosed',
      ],
      [
        {
          name: 'Lote Malo',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 1],
                [1, 0],
                [0, 1],
                [0, 0],
              ],
            ],
          },
        },
        'geometry',
        'validation.selfIntersection',
      ],
      [
        {
          name: 'Lote Malo',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [0, 95],
                [1, 1],
                [0, 0],
              ],
            ],
          },
        },
        'geometry.coordinates.0.1.1',
        'validation.coordinates',
      ],
      [
        { name: 'Lote Malo', geometry: { type: 'LineString', coordinates: [] } },
        'geometry.type',
        'validation.geometry',
      ],
      [{ name: 'Lote Malo', color: '#00ff00', geometry: squareGeometry() }, 'color', 'validation.color'],
    ];
    for (const [body, field, key] of cases) {
      const response = await api(ctx.owner).post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toMatchObject({ [field]: key });
    }
  });

  it('keeps a crop history; a new crop closes the open one; withdrawn types are refused for new crops', async () => {
    const plot = await newPlot('Potrero Cultivo');
    const types = (await api(ctx.owner).get('/api/v1/crop-types')).json();
    expect(types).toEqual(
      expect.arrayContaining([{ _id: 'alfalfa', name: 'Alfalfa', group: 'pastura', available: true }]),
    );
    const withdrawn = types.find((t: { available: boolean }) => !t.available);

    const url = `/api/v1/plots/${plot._id}/crops`;
    expect(
      (await api(ctx.owner).post(url, { cropTypeId: withdrawn._id, startDate: '2026-03-01' })).json().errors,
    ).toEqual({
      cropTypeId: 'validation.cropTypeUnavailable',
    });
    expect(
      (await api(ctx.owner).post(url, { cropTypeId: 'alfalfa', startDate: '2025-03-01' })).statusCode,
    ).toBe(201);
    const history = (
      await api(ctx.owner).post(url, { cropTypeId: 'festuca', startDate: '2026-04-01', quality: 'buena' })
    ).json();
    expect(
      history.map((c: { cropTypeId: string; endDate: string | null }) => [c.cropTypeId, c.endDate]),
    ).toEqual([
      ['festuca', null],
      ['alfalfa', '2026-04-01'],
    ]);
    const current = (await api(ctx.owner).get(`/api/v1/plots/${plot._id}`)).json().currentCrop;
    expect(current).toMatchObject({
      cropTypeId: 'festuca',
      name: 'Festuca',
      available: true,
      startDate: '2026-04-01',
    });

    const badDates = await api(ctx.owner).post(url, {
      cropTypeId: 'alfalfa',
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    });
    expect(badDates.json().errors).toEqual({ endDate: 'validation.endBeforeStart' });

    const edited = await api(ctx.owner).put(`${url}/${history[0]._id}`, {
      cropTypeId: 'agropiro',
      startDate: '2026-04-01',
    });
    expect(edited.json()[0].cropTypeId).toBe('agropiro');
    expect((await api(ctx.owner).delete(`${url}/${history[1]._id}`)).statusCode).toBe(200);
    expect((await api(ctx.owner).get(url)).json()).toHaveLength(1);
  });

  it('batch: colour, crop and delete on several plots, all or nothing', async () => {
    const a = await newPlot('Lote Batch A');
    const b = await newPlot('Lote Batch B', squareGeometry(-66.84));
    const ids = [a._id, b._id];
    const colour = await api(ctx.owner).post('/api/v1/plots/batch', {
      action: 'color',
      ids,
      color: '#911eb4',
    });
    expect(colour.json()).toEqual({ updated: 2 });
    await api(ctx.owner).post('/api/v1/plots/batch', {
      action: 'crop',
      ids,
      crop: { cropTypeId: 'alfalfa', startDate: '2026-01-10' },
    });
    for (const id of ids) {
      const plot = (await api(ctx.owner).get(`/api/v1/plots/${id}`)).json();
      expect(plot).toMatchObject({ color: '#911eb4', currentCrop: { cropTypeId: 'alfalfa' } });
    }
    const stranger = await createUser(ctx);
    const foreign = (
      await call(ctx.app, 'POST', `/api/v1/settlements/${await createSettlement(ctx, stranger)}/plots`, {
        token: stranger.token,
        body: { name: 'Ajeno', geometry: squareGeometry() },
      })
    ).json();
    const mixed = await api(ctx.owner).post('/api/v1/plots/batch', {
      action: 'delete',
      ids: [...ids, foreign._id],
    });
    expect(mixed.statusCode).toBe(404);
    expect((await api(ctx.owner).get(`/api/v1/plots/${a._id}`)).statusCode).toBe(200);
    expect((await api(stranger).get(`/api/v1/plots/${foreign._id}`)).statusCode).toBe(200);
    expect((await api(ctx.owner).post('/api/v1/plots/batch', { action: 'delete', ids })).json()).toEqual({
      updated: 2,
    });
  });

  it('isolation: another account’s plots answer 404 and stay untouched', async () => {
    const plot = await newPlot('Lote Privado');
    const other = await createUser(ctx);
    const attempts = await Promise.all([
      api(other).get(`/api/v1/plots/${plot._id}`),
      api(other).put(`/api/v1/plots/${plot._id}`, { name: 'Robado Ya' }),
      api(other).delete(`/api/v1/plots/${plot._id}`),
      api(other).get(`/api/v1/plots/${plot._id}/crops`),
      api(other).post(`/api/v1/plots/${plot._id}/crops`, { cropTypeId: 'alfalfa', startDate: '2026-01-01' }),
      api(other).get(`/api/v1/settlements/${ctx.settlementId}/plots`),
      api(other).post(`/api/v1/settlements/${ctx.settlementId}/plots`, {
        name: 'Intruso',
        geometry: squareGeometry(),
      }),
      api(other).get(`/api/v1/plots/${plot._id}?userAccountId=${ctx.owner.accountId}`),
    ]);
    for (const response of attempts) expect(response.statusCode).toBe(404);
    expect((await api(ctx.owner).get(`/api/v1/plots/${plot._id}`)).json().name).toBe('Lote Privado');
  });

  it('roles: an invited viewer reads plots but cannot create, edit or delete them', async () => {
    const plot = await newPlot('Lote Visto');
    const viewer = await createUser(ctx, { tags: [] });
    await api(ctx.owner).get(`/api/v1/users/invite/${ctx.settlementId}/${viewer.email}/invite`);
    await api(viewer).put(`/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`, {});
    const scope = `?userAccountId=${ctx.owner.accountId}`;
    expect((await api(viewer).get(`/api/v1/settlements/${ctx.settlementId}/plots${scope}`)).statusCode).toBe(
      200,
    );
    const refused = await Promise.all([
      api(viewer).post(`/api/v1/settlements/${ctx.settlementId}/plots${scope}`, {
        name: 'No Puedo',
        geometry: squareGeometry(),
      }),
      api(viewer).put(`/api/v1/plots/${plot._id}${scope}`, { name: 'No Puedo' }),
      api(viewer).delete(`/api/v1/plots/${plot._id}${scope}`),
      api(viewer).post('/api/v1/plots/batch' + scope, { action: 'delete', ids: [plot._id] }),
    ]);
    for (const response of refused) expect(response.statusCode).toBe(403);

    const helper = await createUser(ctx, { tags: [] });
    await api(ctx.owner).get(`/api/v1/users/invite/${ctx.settlementId}/${helper.email}/admin`);
    await api(helper).put(`/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`, {});
    const created = await api(helper).post(`/api/v1/settlements/${ctx.settlementId}/plots${scope}`, {
      name: 'Sí Puedo',
      geometry: squareGeometry(-66.8),
    });
    expect(created.statusCode).toBe(201);
  });
});
