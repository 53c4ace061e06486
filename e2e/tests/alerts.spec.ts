import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signUpUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { demoLivePositions, demoSession } from '../support/demo';
import { logIn, submitLogin } from '../support/ui';
import { onEachScreenSize } from '../support/screen-sizes';
import { SCREEN_SIZES } from '../support/screenshots';

/**
 * The browser's push service is out of reach here: `pushManager.subscribe` answers a subscription of
 * our own, with real P-256 keys, as a browser's would look.
 */
async function fakePushSubscription(page: Page): Promise<void> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://push.invalid/send/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await page.addInitScript((json) => {
    let current: object | null = null;
    const make = () => ({ ...json, toJSON: () => json, unsubscribe: async () => true });
    PushManager.prototype.subscribe = async function () {
      current = make();
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current as PushSubscription | null;
    };
  }, subscription);
}

/** The bell's unread count, read from its name ("Alertas, 3 sin leer"). */
async function unreadOnBell(page: Page): Promise<number> {
  const name = (await page
    .getByRole('button', { name: /^Alertas, \d+ sin leer$/ })
    .getAttribute('aria-label'))!;
  return Number(/(\d+)/.exec(name)![1]);
}

onEachScreenSize((size, viewport) => {
  test('push allowed at login: the subscription is stored and the spec’s texts are shown', async ({
    page,
    request,
  }) => {
    const user = await signUpUser(request);
    await fakePushSubscription(page);
    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/devicestoken' && response.ok(),
    );
    await logIn(page, user.email, user.password);
    expect(await (await stored).json()).toEqual({ message: 'Token stored successfully' });
    await expect(page.getByText('Notificaciones push autorizadas')).toBeVisible();
    await expect(
      page.getByText('Puede cambiar las preferencias desde la configuración de alertas'),
    ).toBeVisible();
  });

  test.describe('with notifications blocked', () => {
    test.use({ permissions: [] });

    test('push blocked at login: the dialog explains it, and "No volver a ver este mensaje" is kept', async ({
      page,
      request,
    }) => {
      const user = await signUpUser(request);
      await logIn(page, user.email, user.password);
      const dialog = page.getByRole('dialog', { name: 'Notificaciones push bloqueadas' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Entendido' })).toBeVisible();
      const disabled = page.waitForResponse(
        (response) => new URL(response.url()).searchParams.get('disableAlert') === 'true' && response.ok(),
      );
      await dialog.getByRole('button', { name: 'No volver a ver este mensaje' }).click();
      await disabled;
      await expect(dialog).toBeHidden();

      // The next login does not ask again.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
      await submitLogin(page, user.email, user.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.waitForTimeout(1_500);
      await expect(page.getByRole('dialog', { name: 'Notificaciones push bloqueadas' })).toHaveCount(0);
    });
  });

  test('a reading with a low battery raises an alert the open bell shows at once; reading it lowers the count', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const api = await demoSession(playwright, baseURL);
    const { positions } = await demoLivePositions(api);
    // A collar of its own per screen size, among those far from a low battery.
    const collars = positions
      .filter((position) => position.deviceId && position.lat !== null)
      .sort((a, b) => (b.battery ?? 0) - (a.battery ?? 0));
    const animal = collars[Object.keys(SCREEN_SIZES).indexOf(size)]!;
    const { ingestKey } = await api.post<{ ingestKey: string }>(`/devices/${animal.deviceId}/key`, {});
    // A battery alert is about the collar: it is named by its identifier.
    const { identifier } = await api.get<{ identifier: string }>(`/devices/${animal.deviceId}`);
    await api.dispose();

    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto('/alerts');
    await expect(page.getByRole('button', { name: /^Alertas, \d+ sin leer$/ })).toBeVisible();
    const before = await unreadOnBell(page);

    const ingested = await request.get(
      `/ingest/osmand/${ingestKey}?lat=${animal.lat}&lon=${animal.lng}&batt=3`,
    );
    expect(await ingested.json()).toMatchObject({ accepted: 1 });

    // No reload: the alerts stream carries it to the bell.
    await expect.poll(() => unreadOnBell(page), { timeout: 5_000 }).toBeGreaterThan(before);
    await page.getByRole('button', { name: /^Alertas, \d+ sin leer$/ }).click();
    const latest = page.getByRole('dialog', { name: 'Alertas', exact: true });
    const alert = latest.getByRole('button', { name: `Batería baja: ${identifier}` }).first();
    await expect(alert).toBeVisible();
    const unread = await unreadOnBell(page);

    await alert.click();
    await expect(page).toHaveURL(/\/notifications\/[a-f0-9]{24}$/);
    await expect(page.getByText('Batería 3 % (umbral 20 %)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al animal' })).toBeVisible();
    await expect.poll(() => unreadOnBell(page)).toBeLessThan(unread);
  });

  test('news written by the superadmin is shown on the menu and marked read', async ({
    page,
    browser,
    request,
  }) => {
    const title = `Novedad ${size} ${randomBytes(3).toString('hex')}`;
    const admin = await browser.newPage({ viewport });
    await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.goto('/news-feed-create');
    await admin.getByLabel('Título').fill(title);
    await admin.getByLabel('Texto').fill('Ya llegan las alertas al celular.');
    const created = admin.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v1/news' && response.request().method() === 'POST',
    );
    await admin.getByRole('button', { name: 'Publicar' }).click();
    expect((await created).status()).toBe(201);
    await admin.close();

    const user = await signUpUser(request);
    await logIn(page, user.email, user.password);
    await page.goto('/menu');
    const item = page.getByRole('article').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByText('Nueva')).toBeVisible();
    const read = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/news/read' && response.ok(),
    );
    await item.getByRole('button', { name: 'Marcar como leída' }).click();
    await read;
    await expect(item).toHaveCount(0);
    // Read on the server: with this browser's marks gone, the menu still leaves it out.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('newsRead')) localStorage.removeItem(key);
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Novedades' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  });
});
