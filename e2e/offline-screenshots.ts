// Captures the live map offline (the "sin conexión" badge with the data's age) at desktop and
// mobile sizes into e2e/screenshots/. Needs `npm run build`; run with `npx tsx offline-screenshots.ts` from e2e/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { DEMO_EMAIL, DEMO_PASSWORD, startServer } from './support/server';
import { loadedMap, logIn } from './support/ui';

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const outDir = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: 'es-AR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, server.url);
    await loadedMap(page);
    await page.getByTestId('animals-legend').waitFor();
    await page.waitForTimeout(3_000);
    await context.setOffline(true);
    // Five minutes on: the badge reads the clock twice a minute.
    await page.clock.setFixedTime(Date.now() + 5 * 60_000 + 5_000);
    await page.getByText('Sin conexión · datos de hace 5 min').waitFor({ timeout: 40_000 });
    await page.screenshot({ path: `${outDir}${size}-live-offline.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
