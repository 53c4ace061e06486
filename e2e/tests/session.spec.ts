import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, startServer, type RunningServer } from '../support/server';
import { expectSettlementsShown, logIn, settlementsAnswer, storedItem } from '../support/ui';

test.describe('an expired access token', () => {
  // Long enough for a login and its first page on a busy machine, short enough to wait out.
  const TTL_SECONDS = 5;
  let server: RunningServer;

  // Its own server, whose access tokens expire after a few seconds: the expiry is real.
  test.beforeAll(async () => {
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) });
  });
  test.afterAll(async () => server.stop());

  test('is refreshed transparently and the request succeeds', async ({ page }) => {
    // Two logins' worth of page loads and a wait for the expiry: more than a minute on a busy machine.
    test.slow();
    const shown = settlementsAnswer(page);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, server.url);
    await expectSettlementsShown(page, shown);
    const firstToken = await storedItem(page, 'accessToken');
    // Away from the app while the token expires: an open dashboard would refresh it on its own calls.
    await page.goto('about:blank');
    await page.waitForTimeout((TTL_SECONDS + 1) * 1000);

    // Whichever call of the page goes first meets the expired token; the ones sent after the refresh
    // carry the new one (so which call gets the 401 depends on timing, not on the client).
    const expired = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/api/v1/') && response.status() === 401,
    );
    const refreshed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/refresh-token',
    );
    const shownAgain = settlementsAnswer(page);
    await page.goto(`${server.url}/dashboard`);

    expect(await (await expired).json()).toMatchObject({ message: 'jwt expired' });
    expect((await refreshed).status()).toBe(200);
    await expectSettlementsShown(page, shownAgain);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedItem(page, 'accessToken')).not.toBe(firstToken);
  });
});

test('an invalid access token logs the user out', async ({ page }) => {
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  // A token whose signature does not match: the server answers 401 'invalid token'.
  await page.evaluate(() => {
    const token = localStorage.getItem('accessToken')!;
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    localStorage.setItem('accessToken', forged);
  });

  const rejected = page.waitForResponse((response) => response.status() === 401);
  await page.reload();

  expect(await (await rejected).json()).toMatchObject({ message: 'invalid token' });
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedItem(page, 'customer')).toBeNull();
  expect(await storedItem(page, 'accessToken')).toBeNull();
});
