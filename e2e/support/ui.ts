import { expect, type Browser, type Page, type Response } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from './server';

/** Fills the login form (Spanish, the fallback language) and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Fills the sign-up form (Spanish) with the password twice, and submits it. */
export async function submitSignUp(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nueva contraseña').fill(password);
  await page.getByLabel('Repetí la contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** Logs in from /login (of the shared server, or the one at `origin`) and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The superadmin, signed in on a browser of his own (another context: another person). */
export async function superadminPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport,
    locale: 'es-AR',
    permissions: ['notifications'],
  });
  const page = await context.newPage();
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  return page;
}

export const storedItem = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/**
 * Waits for the dashboard to list the settlements the server answered with (the demo seed's names
 * are the server's business, so they are read from the answer rather than written here).
 */
export async function expectSettlementsShown(page: Page, answer: Promise<Response>): Promise<void> {
  const settlements = (await (await answer).json()) as { name: string }[];
  expect(settlements.length).toBeGreaterThan(0);
  await expect(page.getByText(settlements[0]!.name)).toBeVisible();
}

/** The next successful answer to GET /api/v1/settlements. */
export const settlementsAnswer = (page: Page): Promise<Response> =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/settlements' && response.ok(),
  );

/** A dashboard panel by its title: a card over the map, or a dialog (a sheet on a phone). */
export const panelTitled = (page: Page, title: string) =>
  page
    .getByRole('dialog', { name: title })
    .or(page.getByRole('region', { name: title }))
    .first();

/** The dashboard's map, once MapLibre has loaded its style (the region is no longer busy). */
export async function loadedMap(page: Page) {
  const map = page.getByRole('region', { name: 'Mapa', exact: true });
  await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  return map;
}

/** Logs in as the demo farm's user and waits for the dashboard's map. */
export async function openDemoMap(page: Page) {
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  return loadedMap(page);
}

/** Clicks the map at offsets (in pixels) from a point in its upper half, clear of the panels over it. */
export async function clickMap(page: Page, offsets: readonly (readonly [number, number])[]): Promise<void> {
  const box = await page.getByRole('region', { name: 'Mapa', exact: true }).boundingBox();
  if (!box) throw new Error('the map is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.35;
  for (const [dx, dy] of offsets) await page.mouse.click(x + dx, y + dy);
}
