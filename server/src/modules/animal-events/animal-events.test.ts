import { beforeAll, expect, it } from 'vitest';
import type { AnimalEvent } from '@tropero/shared/contracts/animal-events';
import { newObjectId } from '../../db/object-id';
import { apiAs, createSettlement, createUser, squareGeometry } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import {
  addCollaredAnimal,
  atDaysAgo,
  dataApiHeaders,
  daysAgo as day,
  ingestReadings,
} from '../../../test/collars';

// Inside the small fence (and the plot), in the plot beyond the fence, at the drinker, out of the plot.
const FENCED = { lat: -29.406, lng: -66.856 };
const OPEN = { lat: -29.402, lng: -66.856 };
const WATER = { lat: -29.402, lng: -66.852 };
const AWAY = { lat: -29.395, lng: -66.856 };

describeWithApp('animal events on %s', { owner: true }, (ctx) => {
  let headers: Record<string, string>;
  let settlementId: string;
  let animalId: string;
  let range: string;
  const tenMinutes = (i: number) => atDaysAgo(1, '10:00:00') + i * 600_000;
  const at = (ts: number) => new Date(ts).toISOString();

  const get = (url: string, as = headers) => ctx.app.inject({ method: 'GET', url, headers: as });
  const events = async (query = '') => {
    const response = await get(`/data-api/animals/${animalId}/events?${range}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ events: AnimalEvent[]; truncated: boolean; caravana: string }>();
  };

  beforeAll(async () => {
    headers = await dataApiHeaders(ctx.api, ctx.owner);
    settlementId = await createSettlement(ctx, ctx.owner, 'Campo Eventos', { lat: -29.41, lng: -66.86 });
    const plot = async (name: string, lng: number, lat: number) =>
      (
        await ctx.api.post(`/api/v1/settlements/${settlementId}/plots`, {
          name,
          geometry: squareGeometry(lng, lat, 0.01),
        })
      ).json()._id as string;
    const north = await plot('Potrero Norte', -66.86, -29.41);
    const south = await plot('Potrero Sur', -66.88, -29.43);
    await ctx.api.post(`/api/v1/settlements/${settlementId}/fences`, {
      name: 'Cerco Chico',
      geometry: squareGeometry(-66.858, -29.408, 0.004),
    });
    await ctx.api.post(`/api/v1/settlements/${settlementId}/markers`, {
      type: 'drinker',
      name: 'Bebedero',
      location: WATER,
    });
    const collar = await addCollaredAnimal(ctx.api, { settlementId, caravana: 'EV-1' }, 'EE:00:00:01');
    animalId = collar.animalId;
    await ctx.api.post('/api/v1/allocations', { plotId: north, from: day(3), animalIds: [animalId] });
    await ctx.api.post('/api/v1/allocations', { plotId: south, from: day(2), animalIds: [animalId] });

    // Fixes every 10 minutes: three in the fence, three beyond it, two at the drinker, three out
    // of the plot, three back in the fence, then one stray fix beyond it among fixes inside.
    const path = [
      ...[FENCED, FENCED, FENCED, OPEN, OPEN, OPEN, WATER, WATER],
      ...[AWAY, AWAY, AWAY, FENCED, FENCED, FENCED, OPEN, FENCED, FENCED],
    ];
    const sent = await ingestReadings(
      ctx,
      collar.key,
      path.map((where, i) => ({ device: 'EE:00:00:01', ts: tenMinutes(i), ...where })),
    );
    expect(sent.json().accepted).toBe(path.length);

    // The collar is replaced: the new one's first reading is a device change.
    await ctx.api.put(`/api/v1/devices/${collar.deviceId}`, { animalId: null });
    const created = await ctx.api.post('/api/v1/devices', {
      type: 'COLLAR',
      identifier: 'EE:00:00:02',
      animalId,
    });
    await ingestReadings(ctx, created.json().ingestKey, [
      { device: 'EE:00:00:02', ts: tenMinutes(30), ...FENCED },
      { device: 'EE:00:00:02', ts: tenMinutes(31), ...FENCED },
    ]);

    // The engine's alerts from these readings are its own tests' business: the timeline gets one of known times.
    await ctx.services.alertEngine?.idle();
    await ctx.database.db.deleteFrom('alerts').execute();
    await ctx.database.db
      .insertInto('alerts')
      .values({
        id: newObjectId(),
        account_id: ctx.owner.accountId,
        settlement_id: settlementId,
        type: 'outsideFence',
        severity: 'critical',
        subject_kind: 'animal',
        subject_id: animalId,
        subject_label: 'EV-1',
        animal_id: animalId,
        device_id: collar.deviceId,
        state: 'resolved',
        opened_at: tenMinutes(5),
        last_at: tenMinutes(10),
        resolved_at: tenMinutes(13),
        count: 6,
        value: null,
        threshold: null,
        lat: OPEN.lat,
        lng: OPEN.lng,
        open_key: null,
      })
      .execute();
    range = `fromDate=${day(4)}&toDate=${day(0)}`;
  });

  it('derives fence exits and returns, plot exits and entries, drinking visits and device changes from the readings', async () => {
    const { events: found, truncated, caravana } = await events();
    expect({ truncated, caravana }).toEqual({ truncated: false, caravana: 'EV-1' });
    const fromReadings = found.filter((e) => !e.kind.startsWith('alert') && !e.kind.startsWith('allocation'));
    expect(fromReadings.map((e) => [e.ts, e.kind, e.fenceName ?? e.plotName ?? e.deviceIdentifier])).toEqual([
      [at(tenMinutes(30)), 'deviceChange', 'EE:00:00:02'],
      // Back in the fence and the plot at the same fix; the stray fix after it changes nothing.
      [at(tenMinutes(11)), 'fenceReturn', 'Cerco Chico'],
      [at(tenMinutes(11)), 'plotEntry', 'Potrero Norte'],
      [at(tenMinutes(8)), 'plotExit', 'Potrero Norte'],
      [at(tenMinutes(6)), 'drinking', null],
      [at(tenMinutes(3)), 'fenceExit', 'Cerco Chico'],
    ]);
    const drinking = found.find((e) => e.kind === 'drinking')!;
    expect(drinking).toMatchObject({ minutes: 20, lat: WATER.lat, lng: WATER.lng });
    expect(found.find((e) => e.kind === 'fenceExit')).toMatchObject({ lat: OPEN.lat, lng: OPEN.lng });
  });

  it('lists allocations and the alerts raised and resolved, the latest first', async () => {
    const { events: found } = await events();
    const local = (date: string) => at(Date.parse(`${date}T03:00:00Z`));
    // Allocations start and end at the settlement's midnight (UTC−3).
    expect(found.filter((e) => e.kind.startsWith('allocation'))).toEqual([
      expect.objectContaining({ ts: local(day(2)), kind: 'allocationStart', plotName: 'Potrero Sur' }),
      expect.objectContaining({ ts: local(day(2)), kind: 'allocationEnd', plotName: 'Potrero Norte' }),
      expect.objectContaining({ ts: local(day(3)), kind: 'allocationStart', plotName: 'Potrero Norte' }),
    ]);
    expect(found.filter((e) => e.kind.startsWith('alert'))).toEqual([
      expect.objectContaining({ ts: at(tenMinutes(13)), kind: 'alertResolved', alertType: 'outsideFence' }),
      expect.objectContaining({ ts: at(tenMinutes(5)), kind: 'alertRaised', alertType: 'outsideFence' }),
    ]);
    const times = found.map((e) => Date.parse(e.ts));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps to the kinds asked for and to the range', async () => {
    const { events: found } = await events('&types=drinking,fenceExit');
    expect(found.map((e) => e.kind)).toEqual(['drinking', 'fenceExit']);
    const before = await get(`/data-api/animals/${animalId}/events?fromDate=${day(10)}&toDate=${day(5)}`);
    expect(before.json().events).toEqual([]);
  });

  it('answers 404 to another account, 400 to a bad range or kind, 401 without the data token', async () => {
    const stranger = await createUser(ctx);
    const strangerHeaders = await dataApiHeaders(apiAs(ctx, stranger), stranger);
    expect((await get(`/data-api/animals/${animalId}/events?${range}`, strangerHeaders)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/data-api/animals/${animalId}/events/download?${range}&format=csv`, strangerHeaders))
        .statusCode,
    ).toBe(404);
    const backwards = await get(`/data-api/animals/${animalId}/events?fromDate=${day(0)}&toDate=${day(3)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ fromDate: 'validation.endBeforeStart' });
    const badKind = await get(`/data-api/animals/${animalId}/events?${range}&types=drinking,party`);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors).toHaveProperty('types');
    expect((await get(`/data-api/animals/${animalId}/events?${range}`, {})).statusCode).toBe(401);
  });

  it('shows an invitee the animals of the settlement shared with him only', async () => {
    const viewer = await createUser(ctx, { tags: [] });
    await ctx.api.get(`/api/v1/users/invite/${settlementId}/${viewer.email}/invite`);
    await apiAs(ctx, viewer).put(`/api/v1/users/addinvite/${settlementId}/${ctx.owner.id}`, {});
    const viewerHeaders = await dataApiHeaders(apiAs(ctx, viewer), viewer);
    const other = await createSettlement(ctx, ctx.owner, 'Campo Privado');
    const hidden = (await ctx.api.post('/api/v1/animals', { settlementId: other, caravana: 'PRIV-1' })).json()
      ._id;
    const scope = `userAccountId=${ctx.owner.accountId}`;
    const shared = await get(`/data-api/animals/${animalId}/events?${range}&${scope}`, viewerHeaders);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().events.length).toBe((await events()).events.length);
    expect(
      (await get(`/data-api/animals/${hidden}/events?${range}&${scope}`, viewerHeaders)).statusCode,
    ).toBe(404);
  });

  it('downloads the timeline as CSV in the user’s language, at the settlement’s time', async () => {
    const response = await get(`/data-api/animals/${animalId}/events/download?${range}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="eventos-animal-EV-1-${day(4)}-${day(0)}.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha y hora,Evento,Potrero,Cerco,Dispositivo,Alerta,Minutos,Latitud,Longitud');
    const local = new Date(tenMinutes(3) - 3 * 3_600_000).toISOString();
    expect(lines).toContain(
      `${local.slice(0, 10)} ${local.slice(11, 16)} -03:00,Salida del cerco,,Cerco Chico,,,,${OPEN.lat},${OPEN.lng}`,
    );
    expect(lines.some((line) => line.includes('Alerta resuelta') && line.includes('Fuera del cerco'))).toBe(
      true,
    );
    expect(lines).toHaveLength(1 + (await events()).events.length);
  });

  it('downloads it as XLSX', async () => {
    const response = await get(`/data-api/animals/${animalId}/events/download?${range}&format=xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="eventos-animal-EV-1-.*\.xlsx"$/,
    );
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get(`/data-api/animals/${animalId}/events/download?${range}&format=pdf`)).statusCode).toBe(
      400,
    );
  });
});
