// Captures alerts, notifications, news and the push dialog at desktop, tablet and mobile sizes into
// e2e/screenshots/. Needs `npm run build`; run with `npx tsx alerts-screenshots.ts [--mobile]` from e2e/.
import type { Page } from 'playwright-core';
import { askedSizes, captureScreens, pauseFor } from './support/screenshots';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { logIn } from './support/ui';

/** A low-battery reading from one of the demo's collars, so that the bell has a fresh alert. */
async function lowBatteryReading(page: Page, origin: string, index: number): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const [settlement] = (await (
    await page.request.get(`${origin}/api/v1/settlements`, { headers })
  ).json()) as {
    _id: string;
  }[];
  const positions = (await (
    await page.request.get(`${origin}/api/v1/settlements/${settlement!._id}/live-positions`, { headers })
  ).json()) as { deviceId: string | null; lat: number | null; lng: number | null }[];
  const collar = positions.filter((position) => position.deviceId && position.lat !== null)[index]!;
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const { ingestKey } = (await (
    await page.request.post(`${origin}/api/v1/devices/${collar.deviceId}/key`, {
      headers: { ...headers, 'x-xsrf-token': xsrf },
      data: {},
    })
  ).json()) as { ingestKey: string };
  await page.request.get(`${origin}/ingest/osmand/${ingestKey}?lat=${collar.lat}&lon=${collar.lng}&batt=4`);
}

let round = 0;
await captureScreens(
  async ({ page, origin, shot, size }) => {
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    // These contexts allow no notifications: the login's push step explains how to allow them.
    await page.getByRole('dialog', { name: 'Notificaciones push bloqueadas' }).waitFor();
    await shot('push-blocked');
    await page.getByRole('button', { name: 'Entendido' }).click();

    await page.goto(`${origin}/alerts`);
    await lowBatteryReading(page, origin, round++);
    await page.getByRole('button', { name: /^Alertas, [1-9]\d* sin leer$/ }).waitFor();
    await shot('alerts-list');
    await page.getByRole('button', { name: /^Alertas, \d+ sin leer$/ }).click();
    await page.getByRole('dialog', { name: 'Alertas', exact: true }).waitFor();
    await shot('alerts-bell');
    await page
      .getByRole('dialog', { name: 'Alertas', exact: true })
      .getByRole('button', { name: /^Batería baja/ })
      .first()
      .click();
    await page.waitForURL(/\/notifications\/[a-f0-9]{24}$/);
    await page.getByText('Ir al animal').waitFor();
    await shot('alerts-notification');
    await page.goto(`${origin}/notifications`);
    await shot('alerts-feed');
    await page.goto(`${origin}/alerts`);
    await page.getByRole('button', { name: 'Configuración de alertas' }).first().click();
    await page.getByRole('dialog', { name: 'Configuración de alertas' }).waitFor();
    await shot('alerts-preferences');

    await page.goto(`${origin}/dashboard?panel=settlementAlerts`);
    await shot('alerts-settlement-parameters');
    await page.goto(`${origin}/dashboard?panel=animalEvents`);
    await shot('alerts-animal-events');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, origin);
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page.goto(`${origin}/news-feed-create`);
    await page.getByLabel('Título').fill(`Alertas en el celular (${size})`);
    await page
      .getByLabel('Texto')
      .fill('Desde hoy las alertas de batería, cerco y estrés térmico llegan como notificación al celular.');
    await shot('news-create');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.waitForURL(/\/news-feed-admin$/);
    await shot('news-admin');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page.goto(`${origin}/menu`);
    await page.getByRole('article').first().waitFor();
    await shot('news-menu');
    await page.goto(`${origin}/news`);
    await shot('news-reader');
  },
  { settle: pauseFor(1_500), warmUpMs: 3_000, sizes: askedSizes() },
);
