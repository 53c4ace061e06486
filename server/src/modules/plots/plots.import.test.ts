import { zipSync } from 'fflate';
import { expect, it } from 'vitest';
import {
  call,
  createSettlement,
  createUser,
  fixtureFile as fixture,
  multipartFile,
  uploadFile,
} from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { manyPlacemarksKml, zipBomb } from '../../../test/large-files';
import { HEALTH_LATENCY_MS, MEMORY_GROWTH_MB, whileRunning } from '../../../test/while-running';

describeWithApp('KML and KMZ import on %s', { settlement: true }, (ctx) => {
  const upload = (
    filename: string,
    data: Uint8Array,
    query = '',
    settlement = ctx.settlementId,
    token = ctx.owner.token,
  ) => uploadFile(ctx, { token }, `/api/v1/settlements/${settlement}/plots/import${query}`, filename, data);
  const plotNames = async () =>
    (await call(ctx.app, 'GET', `/api/v1/settlements/${ctx.settlementId}/plots`, { token: ctx.owner.token }))
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
    const markers = await call(ctx.app, 'GET', `/api/v1/settlements/${ctx.settlementId}/markers`, {
      token: ctx.owner.token,
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
    const other = await createSettlement(ctx, ctx.owner, 'Campo KMZ');
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

    const noFile = await call(ctx.app, 'POST', `/api/v1/settlements/${ctx.settlementId}/plots/import`, {
      token: ctx.owner.token,
      ...multipartFile('x', new Uint8Array()),
      headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
      body: '--nothing--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('refuses a 1 GB KMZ bomb with 413 at once: memory stays put and other requests are answered meanwhile', async () => {
    const bomb = zipBomb('doc.kml', '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>', 1024);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const watched = await whileRunning(ctx.app, () => upload('bomba.kmz', bomb));
    expect(watched.result.statusCode).toBe(413);
    expect(watched.result.json()).toMatchObject({
      message: 'the KMZ file inflates past 50 MB',
      errors: { file: 'validation.kmlTooLarge' },
    });
    expect(watched.rssGrowthMb).toBeLessThan(MEMORY_GROWTH_MB);
    expect(watched.healthAnswers).toBeGreaterThan(0);
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_LATENCY_MS);
  });

  it('a KMZ whose headers understate its size is refused once it inflates past what they claim', async () => {
    const liar = zipBomb('doc.kml', '<kml>', 1024, 64 * 1024);
    const watched = await whileRunning(ctx.app, () => upload('mentira.kmz', liar));
    expect(watched.result.statusCode).toBe(400);
    expect(watched.result.json().errors).toEqual({ file: 'validation.kmlNotKml' });
    expect(watched.rssGrowthMb).toBeLessThan(MEMORY_GROWTH_MB);
  });

  it('imports 20,000 placemarks in one go, answering other requests meanwhile; two bad ones among them store nothing', async () => {
    const campo = await createSettlement(ctx, ctx.owner, 'Campo Grande');
    const count = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom('plots')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('settlement_id', '=', campo)
            .executeTakeFirstOrThrow()
        ).n,
      );

    const withErrors = await upload('grande.kml', manyPlacemarksKml(20_000, [7_000, 19_999]), '', campo);
    expect(withErrors.statusCode).toBe(422);
    expect(withErrors.json()).toMatchObject({
      errors: {
        'placemarks.7000': 'validation.selfIntersection',
        'placemarks.19999': 'validation.selfIntersection',
      },
      details: [
        { index: 7000, name: 'Lote 7001', error: 'validation.selfIntersection' },
        { index: 19999, name: 'Lote 20000', error: 'validation.selfIntersection' },
      ],
    });
    expect(await count()).toBe(0);

    const watched = await whileRunning(ctx.app, () =>
      upload('grande.kml', manyPlacemarksKml(20_000), '', campo),
    );
    expect(watched.result.statusCode, watched.result.body.slice(0, 300)).toBe(201);
    const { plots } = watched.result.json();
    expect(plots).toHaveLength(20_000);
    expect(plots[0]).toMatchObject({ name: 'Lote 1', settlementId: campo, animalCount: 0 });
    expect(plots[19_999].name).toBe('Lote 20000');
    expect(plots[19_999].areaHa).toBeGreaterThan(0);
    expect(await count()).toBe(20_000);
    expect(watched.healthAnswers).toBeGreaterThan(0);
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_LATENCY_MS);
  }, 90_000);

  it('imports 5,000 points as markers (more than one statement may bind on SQLite)', async () => {
    const campo = await createSettlement(ctx, ctx.owner, 'Campo de Aguadas');
    const placemarks = Array.from(
      { length: 5_000 },
      (_, i) =>
        `<Placemark><name>Aguada ${i + 1}</name><Point><coordinates>${(-66 + i * 0.0001).toFixed(4)},-29.4</coordinates></Point></Placemark>`,
    );
    const kml = Buffer.from(`<kml><Document>${placemarks.join('')}</Document></kml>`);
    const response = await upload('aguadas.kml', kml, '?pointsAs=drinker', campo);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    expect(response.json()).toMatchObject({ plots: [], markers: 5_000, skipped: [] });
    const markers = await call(ctx.app, 'GET', `/api/v1/settlements/${campo}/markers`, {
      token: ctx.owner.token,
    });
    expect(markers.json()).toHaveLength(5_000);
  });

  it('another account cannot import into this settlement', async () => {
    const stranger = await createUser(ctx);
    const response = await upload(
      'estancia.kml',
      fixture('google-earth-estancia.kml'),
      '',
      ctx.settlementId,
      stranger.token,
    );
    expect(response.statusCode).toBe(404);
  });
});
