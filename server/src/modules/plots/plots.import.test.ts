import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../test/database';
import {
  call,
  createSettlement,
  createTestApp,
  createUser,
  fixtureFile as fixture,
  multipartFile,
  uploadFile,
  type TestContext,
  type TestUser,
} from '../../../test/app';

describe.each(DIALECTS)('KML and KMZ import on %s', (dialect) => {
  let ctx: TestContext;
  let owner: TestUser;
  let settlementId: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    owner = await createUser(ctx);
    settlementId = await createSettlement(ctx, owner);
  });
  afterAll(() => ctx.close());

  const upload = (
    filename: string,
    data: Uint8Array,
    query = '',
    settlement = settlementId,
    token = owner.token,
  ) => uploadFile(ctx, { token }, `/api/v1/settlements/${settlement}/plots/import${query}`, filename, data);
  const plotNames = async () =>
    (await call(ctx.app, 'GET', `/api/v1/settlements/${settlementId}/plots`, { token: owner.token }))
      .json()
      .map((p: { name: string }) => p.name)
      .sort();

  it('imports a Google Earth file: folders flattened, holes and multi-geometries kept, points as markers', async () => {
    const response = await upload('estancia.kml', fixture('google-earth-estancia.kml'), '?pointsAs=drinker');
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    const byName = Object.fromEntries(result.plots.map((p: { name: string }) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(['Bajo', 'Potrero 1 Norte', 'Potrero 2 con laguna']);
    expect(byName['Bajo'].geometry.type).toBe('MultiPolygon');
    expect(byName['Potrero 2 con laguna'].geometry.coordinates).toHaveLength(2);
    expect(byName['Potrero 2 con laguna'].areaHa).toBeLessThan(byName['Potrero 1 Norte'].areaHa);
    expect(byName['Potrero 1 Norte'].geometry.coordinates[0][0]).toHaveLength(2);
    expect(result.markers).toBe(1);
    expect(result.skipped).toEqual([{ index: 4, name: 'Camino interno' }]);
    const markers = await call(ctx.app, 'GET', `/api/v1/settlements/${settlementId}/markers`, {
      token: owner.token,
    });
    expect(markers.json()).toEqual([
      expect.objectContaining({
        type: 'drinker',
        name: 'Aguada del molino',
        location: { lat: -29.3985, lng: -66.8525 },
      }),
    ]);
  });

  it('imports a KMZ the same way', async () => {
    const other = await createSettlement(ctx, owner, 'Campo KMZ');
    const response = await upload('estancia.kmz', fixture('estancia.kmz'), '', other);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().plots).toHaveLength(3);
    expect(response.json().skipped).toHaveLength(2);
  });

  it('one bad placemark imports nothing and names it', async () => {
    const before = await plotNames();
    const response = await upload('malo.kml', fixture('one-bad-placemark.kml'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'the file has errors; nothing was imported',
      errors: { 'placemarks.1': 'validation.selfIntersection' },
      details: [{ index: 1, name: 'Lote Cruzado', error: 'validation.selfIntersection' }],
    });
    expect(await plotNames()).toEqual(before);
  });

  it('refuses a zip bomb, an upload over 20 MB, and a file that is not KML', async () => {
    const bomb = zipSync({ 'doc.kml': new Uint8Array(80 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const exploded = await upload('bomba.kmz', bomb);
    expect(exploded.statusCode).toBe(413);
    expect(exploded.json().message).toBe('the KMZ file inflates past 50 MB');

    const huge = await upload('enorme.kml', new Uint8Array(21 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('the file is larger than 20 MB');

    const notKml = await upload('foto.jpg', new TextEncoder().encode('not a map at all'));
    expect(notKml.statusCode).toBe(400);
    expect(notKml.json().errors).toEqual({ file: 'validation.kmlNotKml' });

    const noFile = await call(ctx.app, 'POST', `/api/v1/settlements/${settlementId}/plots/import`, {
      token: owner.token,
      ...multipartFile('x', new Uint8Array()),
      headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
      body: '--nothing--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('another account cannot import into this settlement', async () => {
    const stranger = await createUser(ctx);
    const response = await upload(
      'estancia.kml',
      fixture('google-earth-estancia.kml'),
      '',
      settlementId,
      stranger.token,
    );
    expect(response.statusCode).toBe(404);
  });
});
