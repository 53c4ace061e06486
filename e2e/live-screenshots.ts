// Captures the live map (animals, legend, the animal panel and its charts) at desktop, tablet and
// mobile sizes into e2e/screenshots/. Needs `npm run build`; run with `npx tsx live-screenshots.ts`
// from e2e/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { DEMO_EMAIL, DEMO_PASSWORD, startServer } from './support/server';
import { loadedMap, logIn } from './support/ui';

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 820, height: 1180 },
  mobile: { width: 390, height: 844 },
} as const;
const outDir = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// The demo backfills a week of readings after it starts: the charts want it done.
await new Promise((resolve) => setTimeout(resolve, 25_000));
try {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: 'es-AR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, server.url);
    await loadedMap(page);
    await page.getByTestId('animals-legend').waitFor();
    // The live stream never lets the network go idle: a fixed pause lets tiles and panels settle.
    await page.waitForTimeout(3_000);
    await page.screenshot({ path: `${outDir}${size}-live-map.png` });

    const url = new URL(page.url());
    const live = await page.evaluate(async () => {
      const raw = localStorage.getItem('accessToken') ?? '';
      let token = raw;
      try {
        token = JSON.parse(raw) as string;
      } catch {
        // stored as plain text
      }
      const headers = { Authorization: `Bearer ${token}` };
      const settlements = (await (await fetch('/api/v1/settlements', { headers })).json()) as {
        _id: string;
      }[];
      const response = await fetch(`/api/v1/settlements/${settlements[0]!._id}/live-positions`, { headers });
      return (await response.json()) as { animalId: string }[];
    });
    url.searchParams.set('item', `animal:${live[0]!.animalId}`);
    await page.goto(url.toString());
    await loadedMap(page);
    await page.getByTestId('animal-panel').waitFor();
    await page.waitForTimeout(3_000);
    await page.screenshot({ path: `${outDir}${size}-animal-panel.png` });
    // The panel scrolls: its behaviour charts, then the collar's battery and temperature.
    const panel = page.getByTestId('animal-panel');
    for (const [name, chart] of [
      ['behaviour', /^Comportamiento diario/],
      ['collar', /^Batería del collar/],
    ] as const) {
      await panel.getByText(chart).scrollIntoViewIfNeeded();
      // A reading picked on the temperature line shows its tooltip.
      if (name === 'collar') await panel.getByRole('slider', { name: /Temperatura del collar/ }).hover();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${outDir}${size}-animal-${name}.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
