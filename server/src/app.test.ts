import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { call } from '../test/app';
import { describeWithApp } from '../test/suite';
import { webBuild } from '../test/web-build';
import { migrations } from './migrations/index';
import { seedIfEmpty, DEMO_EMAIL, DEMO_PASSWORD } from './seed';

const latest = Object.keys(migrations).at(-1);
const script = `export const herd = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `LR-${i}`))};`;

/** One script, with the Brotli copy the web build writes beside it. */
const herdBuild = () =>
  webBuild({ 'assets/herd.js': script, 'assets/herd.js.br': brotliCompressSync(script) });

describeWithApp('the app on %s', { config: () => ({ webDist: herdBuild() }) }, (ctx) => {
  it('GET /api/health tells the dialect and the migration', async () => {
    const response = await call(ctx.app, 'GET', '/api/health');
    expect(response.json()).toMatchObject({ status: 'ok', dialect: ctx.dialect, migration: latest });
  });

  it('unknown API paths answer the JSON envelope; other paths the SPA', async () => {
    const api = await call(ctx.app, 'GET', '/api/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'not found', interceptor: true, alert: true });
    const page = await call(ctx.app, 'GET', '/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('compresses answers over 1 KB for clients that accept it, and sends the built files precompressed', async () => {
    const plain = await call(ctx.app, 'GET', '/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await call(ctx.app, 'GET', '/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    // Small answers are not worth it.
    const health = await call(ctx.app, 'GET', '/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();

    const asset = await call(ctx.app, 'GET', '/assets/herd.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    // The build's copy as it is, not compressed again on the way out.
    expect(asset.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await call(ctx.app, 'GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/login', '/api/v1/users/{id}', '/data-api/login']));
  });

  it('seeds a superadmin and the demo rancher once, on an empty database only', async () => {
    const seeded = await seedIfEmpty(ctx.database.db, { adminEmail: 'root@example.com', demo: true });
    expect(seeded?.admin.password).toMatch(/^[\w-]{16}$/);
    expect(seeded?.demo).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const login = await call(ctx.app, 'POST', '/api/v1/login', {
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const { accessToken } = login.json();
    const settlements = await call(ctx.app, 'GET', '/api/v1/settlements', { token: accessToken });
    expect(settlements.json()).toEqual([expect.objectContaining({ name: 'Estancia La Rioja' })]);
    const [{ _id: settlementId, location }] = settlements.json();
    expect(location.lat).toBeCloseTo(-29.5, 0);
    const plots = (
      await call(ctx.app, 'GET', `/api/v1/settlements/${settlementId}/plots`, { token: accessToken })
    ).json();
    expect(plots.length).toBeGreaterThanOrEqual(6);
    expect(
      plots.filter((p: { currentCrop: { available: boolean } | null }) => p.currentCrop?.available === false),
    ).toHaveLength(1);
    expect(plots.filter((p: { currentCrop: unknown }) => p.currentCrop === null)).toHaveLength(1);
    const fences = await call(ctx.app, 'GET', `/api/v1/settlements/${settlementId}/fences`, {
      token: accessToken,
    });
    expect(fences.json()).toHaveLength(2);
    const markers = await call(ctx.app, 'GET', `/api/v1/settlements/${settlementId}/markers`, {
      token: accessToken,
    });
    expect(markers.json().map((m: { type: string }) => m.type)).toEqual(
      expect.arrayContaining(['drinker', 'windmill', 'fence-gate']),
    );
    const animals = await call(ctx.app, 'GET', '/api/v1/animals?pageSize=1', { token: accessToken });
    expect(animals.json().total).toBe(200);
    const roundups = (await call(ctx.app, 'GET', '/api/v1/roundups', { token: accessToken })).json();
    expect(
      roundups.map((r: { animalCount: number }) => r.animalCount).sort((a: number, b: number) => a - b),
    ).toEqual([10, 70, 120]);
    expect(plots.reduce((sum: number, p: { animalCount: number }) => sum + p.animalCount, 0)).toBe(200);
    const collars = await call(ctx.app, 'GET', '/api/v1/devices?type=COLLAR&pageSize=1', {
      token: accessToken,
    });
    expect(collars.json().total).toBe(180);
    const fixed = await call(ctx.app, 'GET', '/api/v1/devices?type=PUNTO%20FIJO', { token: accessToken });
    expect(fixed.json().total).toBe(2);
    const admin = await call(ctx.app, 'POST', '/api/v1/login', {
      body: { email: 'root@example.com', password: seeded!.admin.password },
    });
    expect(admin.json().user.tags).toEqual(['superadmin']);
    expect(
      await seedIfEmpty(ctx.database.db, { adminEmail: 'again@example.com', demo: true }),
    ).toBeUndefined();
  });
});
