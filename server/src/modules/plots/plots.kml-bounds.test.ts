import { expect, it } from 'vitest';
import { MAX_GEOMETRY_VERTICES, MAX_KML_VERTICES } from '@tropero/shared/geo';
import { call, createUser, uploadFile } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { circlesKml } from '../../../test/large-files';
import { HEALTH_LATENCY_MS, whileRunning } from '../../../test/while-running';

describeWithApp('KML import bounded in vertices on %s', { settlement: true }, (ctx) => {
  const upload = (data: Uint8Array, token = ctx.owner.token, settlement = ctx.settlementId) =>
    uploadFile(ctx, { token }, `/api/v1/settlements/${settlement}/plots/import`, 'campo.kml', data);
  const plotCount = async () =>
    (
      await call(ctx.app, 'GET', `/api/v1/settlements/${ctx.settlementId}/plots`, { token: ctx.owner.token })
    ).json().length as number;

  it('refuses an outline of more than 10,000 vertices by name; one at the bound imports', async () => {
    const response = await upload(circlesKml([40, MAX_GEOMETRY_VERTICES]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { 'placemarks.1': 'validation.tooManyVertices' },
      details: [{ index: 1, name: 'Potrero 2', error: 'validation.tooManyVertices' }],
    });
    expect(await plotCount()).toBe(0);
    const atBound = await upload(circlesKml([40, MAX_GEOMETRY_VERTICES - 1]));
    expect(atBound.statusCode, atBound.body.slice(0, 300)).toBe(201);
    expect(await plotCount()).toBe(2);
  });

  it('refuses a 12 MB file of one 500,000-vertex outline at once, answering others meanwhile', async () => {
    const giant = circlesKml([500_000]);
    expect(giant.length).toBeGreaterThan(10 * 1024 * 1024);
    const watched = await whileRunning(ctx.app, () => upload(giant));
    expect(watched.result.statusCode).toBe(413);
    expect(watched.result.json()).toMatchObject({
      message: `the file has more than ${MAX_KML_VERTICES.toLocaleString('en-US')} vertices: split it into smaller files`,
      errors: { file: 'validation.kmlTooManyVertices' },
    });
    expect(watched.healthAnswers).toBeGreaterThan(0);
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_LATENCY_MS);
  }, 60_000);

  it('refuses a file whose outlines, each within the bound, add up to more than 500,000 vertices', async () => {
    const many = circlesKml(Array.from({ length: 51 }, () => 9_900));
    const response = await upload(many);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ file: 'validation.kmlTooManyVertices' });
    expect(await plotCount()).toBe(2);
  }, 60_000);

  it('a drawn plot of more than 10,000 vertices is refused with a field error, not checked edge by edge', async () => {
    const n = MAX_GEOMETRY_VERTICES + 1;
    const ring = Array.from({ length: n }, (_, i) => [
      -60 + 0.01 * Math.cos((2 * Math.PI * i) / n),
      -30 + 0.01 * Math.sin((2 * Math.PI * i) / n),
    ]);
    const response = await call(ctx.app, 'POST', `/api/v1/settlements/${ctx.settlementId}/plots`, {
      token: ctx.owner.token,
      body: { name: 'Dibujado', geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ geometry: 'validation.tooManyVertices' });
  });

  it('another account cannot import into this settlement, however small the file', async () => {
    const stranger = await createUser(ctx);
    const response = await upload(circlesKml([40]), stranger.token);
    expect(response.statusCode).toBe(404);
    expect(await plotCount()).toBe(2);
  });
});
