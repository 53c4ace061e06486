import { expect, type Page, type Response } from '@playwright/test';

/** Fills the login form (Spanish, the fallback language) and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Logs in from /login (of the shared server, or the one at `origin`) and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
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
