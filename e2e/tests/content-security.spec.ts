import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { openDemoMap } from '../support/ui';

/** A 1×1 PNG: a tile the map can decode. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The default basemaps of the build: satellite imagery and the street style's host. */
const BASEMAP_HOSTS = /^https:\/\/(server\.arcgisonline\.com|tiles\.openfreemap\.org)\//;

/**
 * Collects what the browser reports as refused by the content security policy: the page's and its
 * workers' console, and the page's `securitypolicyviolation` events.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  const fromConsole = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  };
  page.on('console', fromConsole);
  page.on('worker', (worker) => worker.on('console', fromConsole));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('the app logs in and draws the dashboard map under its content security policy', async ({
  page,
  context,
}) => {
  const violations = await watchViolations(page);
  // The basemaps' hosts are answered here: a request reaches this handler only if the policy let
  // the page (or MapLibre's worker) make it.
  const reached = new Set<string>();
  await context.route(BASEMAP_HOSTS, (route) => {
    reached.add(new URL(route.request().url()).host);
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });

  const login = await page.goto('/login');
  const policy = login!.headers()['content-security-policy'];
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/connect-src [^;]*https:\/\/server\.arcgisonline\.com/);

  await openDemoMap(page);
  await expect.poll(() => [...reached]).toContain('server.arcgisonline.com');
  // The installable app's service worker registers under the same policy.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);

  expect(await violations()).toEqual([]);
});

test('Swagger UI at /api/docs renders under its own policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const docs = await page.goto('/api/docs');
  expect(docs!.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /tropero API/i })).toBeVisible();
  await expect(page.getByText('/api/v1/login').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the browser refuses to show the app in a frame', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  await page.goto('/login');
  await page.setContent(`<iframe src="${new URL('/login', page.url()).href}"></iframe>`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
});
