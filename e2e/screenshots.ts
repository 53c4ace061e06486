// Captures the main screens at desktop, tablet and mobile sizes into e2e/screenshots/ (gitignored),
// so that a person can look at them. Needs `npm run build`; run with `npm run screenshots --workspace e2e`.
import type { Page } from 'playwright-core';
import { herdShots } from './herd-screenshots';
import { captureScreens } from './support/screenshots';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { clickMap, loadedMap, logIn, settlementsAnswer } from './support/ui';

await captureScreens(
  async ({ page, size, origin, shot }) => {
    await page.goto(`${origin}/login`);
    await shot('login');

    const answer = settlementsAnswer(page);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    const [first] = (await (await answer).json()) as { name: string }[];
    await page.getByText(first!.name).waitFor();
    await loadedMap(page);
    await shot('dashboard');

    await openPlot(page, size, 'Lote Alfalfa Norte');
    await shot('plot-panel');

    await page.goto(`${origin}/dashboard?panel=newPlot`);
    await loadedMap(page);
    await clickMap(page, [
      [-70, -40],
      [60, -50],
      [40, 40],
    ]);
    await page.getByText(/^Superficie: /).waitFor();
    await shot('drawing');

    await page.goto(`${origin}/settlement`);
    await page.getByRole('article').first().waitFor();
    await shot('settlements');

    await openMenu(page, size);
    await shot('dashboard-menu');

    await page.goto(`${origin}/news`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('news');

    await herdShots(page, origin, shot, size);

    await page.goto(`${origin}/dashboard?panel=ithHistory`);
    await page.getByRole('dialog').waitFor();
    await shot('dashboard-panel');
  },
  {
    settle: async (page) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    },
  },
);

/** Chooses a plot from the side panel's list (a sheet or drawer on smaller screens): its bottom panel opens. */
async function openPlot(page: Page, size: string, name: string): Promise<void> {
  if (size !== 'desktop') await page.getByRole('button', { name: /^Ver la lista del campo/ }).click();
  const list =
    size === 'desktop'
      ? page.getByRole('complementary', { name: 'Lista del campo' })
      : page.getByRole('dialog');
  await list.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('tabpanel', { name: 'Potrero' }).getByRole('heading', { name }).waitFor();
}

/** Shows the whole side menu: the drawer on mobile, the expanded menu elsewhere, one group open. */
async function openMenu(page: Page, size: string): Promise<void> {
  if (size === 'mobile') await page.getByRole('button', { name: 'Abrir menú' }).click();
  if (size === 'tablet') await page.getByRole('button', { name: 'Expandir menú' }).click();
  await page.getByRole('navigation', { name: 'Menú' }).getByText('Animales', { exact: true }).first().click();
}
