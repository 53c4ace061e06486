import { expect, test, type Page } from '@playwright/test';
import { demoPlacedAnimal, demoSession } from '../support/demo';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { loadedMap, logIn } from '../support/ui';

/** Goes to a path the way the app's own links do: a history entry the router follows, no reload. */
const openInApp = (page: Page, href: string) =>
  page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);

/** Collects every answer of the server that failed on its side. */
function serverFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

test('every entry of the menu opens its panel or its page, with no server failure and nothing blank', async ({
  page,
}) => {
  // Some fifty entries, each a page or a panel with its data.
  test.setTimeout(600_000);
  const failures = serverFailures(page);
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.goto('/menu');
  const links = page.getByRole('main').getByRole('link');
  await expect(links.first()).toBeVisible();
  const entries = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ name: anchor.textContent!.trim(), href: anchor.getAttribute('href')! })),
  );
  expect(entries.length).toBeGreaterThan(20);

  for (const entry of entries) {
    await test.step(`${entry.name} (${entry.href})`, async () => {
      // Followed inside the app, as a tap on the menu does: back to the menu, then to the entry (a full
      // reload per entry would spend most of the run starting the app and its map again).
      await openInApp(page, '/menu');
      await expect(
        page.getByRole('main').getByRole('link', { name: entry.name, exact: true }).first(),
      ).toBeVisible();
      await openInApp(page, entry.href);
      const isPanel = new URL(entry.href, 'http://menu.local').searchParams.has('panel');
      // A panel is a card or a dialog over the map, or one of the bottom tabs; a page has its title.
      const shown = isPanel
        ? page.getByRole('dialog').or(page.getByRole('tabpanel')).first()
        : page.getByRole('main').getByRole('heading').first();
      await expect(shown).toBeVisible();
      await expect.poll(async () => (await shown.innerText()).trim().length).toBeGreaterThan(0);
      // Every text has loaded: no bare i18n key (`history.collar.pick`) is on screen.
      await expect(page.getByText(/^[a-z]+(\.[a-zA-Z0-9]+){2,}$/)).toHaveCount(0);
      if (isPanel) {
        // Whatever the panel holds has loaded: no spinner is left in it.
        await expect(
          page.getByRole('dialog').or(page.getByRole('tabpanel')).getByLabel('Cargando…'),
        ).toHaveCount(0);
        await expect(page.getByRole('dialog').or(page.getByRole('tabpanel')).first()).not.toHaveText(/^\s*$/);
      }
      expect(failures).toEqual([]);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an opened animal is a bottom sheet at half height: the map keeps its full size and at least half the screen in view', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await demoSession(playwright, baseURL);
    const { settlementId, animal } = await demoPlacedAnimal(api);
    await api.dispose();

    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto(`/dashboard?settlementId=${settlementId}&item=animal:${animal.animalId}`);
    const map = await loadedMap(page);
    const sheet = page.getByRole('region', { name: 'Paneles' });
    await expect(sheet).toHaveAttribute('data-snap', 'half');
    await expect(
      sheet.getByRole('tabpanel', { name: 'Animal' }).getByRole('heading', { name: animal.caravana }),
    ).toBeVisible();

    const screenHeight = page.viewportSize()!.height;
    const mapBox = (await map.boundingBox())!;
    const sheetBox = (await sheet.boundingBox())!;
    // The sheet lies over the map: the map is not shrunk, and above the sheet it fills half the screen or more.
    expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height + 1);
    expect(mapBox.height).toBeGreaterThan(screenHeight * 0.7);
    expect(sheetBox.y - mapBox.y).toBeGreaterThanOrEqual(screenHeight / 2);

    // The handle moves it with the keyboard; the tabs that do not fit say there are more.
    const handle = sheet.getByRole('slider', { name: 'Ajustar el panel Paneles' });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect(sheet).toHaveAttribute('data-snap', 'full');
    await page.keyboard.press('Home');
    await expect(sheet).toHaveAttribute('data-snap', 'peek');
    await expect(sheet.getByRole('tabpanel')).toHaveCount(0);
    await expect(sheet.getByRole('tab', { name: 'Animal', selected: true })).toBeInViewport();
    expect((await map.boundingBox())!.height).toBe(mapBox.height);
  });
});
