import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/app';
import { describeWithApp } from '../../test/suite';
import { webBuild } from '../../test/web-build';
import { appOrigins, CONTENT_SOURCES_FILE } from './app-origins';

/** A built web app in miniature: its page, a script, and the origins its build names. */
const webBuildNaming = (origins: string[]) =>
  webBuild({
    'assets/map-worker.mjs': 'self.onmessage = () => {};',
    [CONTENT_SOURCES_FILE]: JSON.stringify({ origins }),
  });

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

/** One build for both dialects' apps, removed once every suite of this file has closed its apps. */
const webDist = webBuildNaming(['https://tiles.example.org', 'https://imagery.example.net']);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describeWithApp(
  'security headers on %s',
  { config: { webDist, extraAppOrigins: ['https://*.glyphs.example.com'] } },
  (ctx) => {
    let secure: TestContext;

    beforeAll(async () => {
      secure = await createTestApp(ctx.dialect, { webDist, publicUrl: 'https://tropero.example.com' });
    });
    afterAll(() => secure.close());

    it('API answers, errors included, load nothing and cannot be framed', async () => {
      for (const [method, url] of [
        ['GET', '/api/health'],
        ['GET', '/api/v1/settlements'],
        ['GET', '/data-api/animal/types'],
        ['POST', '/ingest/readings'],
        ['GET', '/api/v1/nothing-here'],
      ] as const) {
        const response = await call(ctx.app, method, url);
        expect(response.headers['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(response.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'no-referrer',
        });
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it("the app's pages and files allow the origins its build and the configuration name, its workers, and no framing", async () => {
      for (const url of ['/', '/dashboard', '/assets/map-worker.mjs']) {
        const response = await call(ctx.app, 'GET', url);
        expect(response.statusCode, url).toBe(200);
        const csp = directives(response.headers['content-security-policy']);
        const remote = [
          'https://tiles.example.org',
          'https://imagery.example.net',
          'https://*.glyphs.example.com',
        ];
        expect(csp['connect-src']).toEqual(["'self'", ...remote]);
        expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', ...remote]);
        expect(csp['script-src']).toEqual(["'self'"]);
        expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(response.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'strict-origin-when-cross-origin',
        });
      }
    });

    it('Swagger UI gets a policy of its own that lets it run', async () => {
      const page = await call(ctx.app, 'GET', '/api/docs/');
      expect(page.statusCode).toBe(200);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      const script = await call(ctx.app, 'GET', '/api/docs/static/swagger-initializer.js');
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    });

    it('HSTS only when PUBLIC_URL is https', async () => {
      for (const url of ['/', '/api/health']) {
        const response = await call(secure.app, 'GET', url);
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
        expect((await call(ctx.app, 'GET', url)).headers['strict-transport-security']).toBeUndefined();
      }
    });
  },
);

describe('the origins of the web build', () => {
  it('are read from the build, with the configured ones, once each', () => {
    const dir = webBuildNaming(['https://tiles.example.org']);
    try {
      expect(appOrigins(dir, ['https://tiles.example.org', 'https://other.example.org'])).toEqual([
        'https://tiles.example.org',
        'https://other.example.org',
      ]);
      expect(appOrigins(undefined, ['https://other.example.org'])).toEqual(['https://other.example.org']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse a file the build did not write', () => {
    const dir = webBuildNaming([]);
    try {
      writeFileSync(join(dir, CONTENT_SOURCES_FILE), JSON.stringify({ origins: ["'unsafe-eval'"] }));
      expect(() => appOrigins(dir)).toThrow(CONTENT_SOURCES_FILE);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
