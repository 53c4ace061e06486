// Captures the live map offline (the "sin conexión" badge with the data's age) at desktop and
// mobile sizes into e2e/screenshots/. Needs `npm run build`; run with `npx tsx offline-screenshots.ts` from e2e/.
import { captureScreens } from './support/screenshots';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { loadedMap, logIn } from './support/ui';

await captureScreens(
  async ({ page, context, origin, shot }) => {
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    await loadedMap(page);
    await page.getByTestId('animals-legend').waitFor();
    await page.waitForTimeout(3_000);
    await context.setOffline(true);
    // Five minutes on: the badge reads the clock twice a minute.
    await page.clock.setFixedTime(Date.now() + 5 * 60_000 + 5_000);
    await page.getByText('Sin conexión · datos de hace 5 min').waitFor({ timeout: 40_000 });
    await shot('live-offline');
  },
  { sizes: ['desktop', 'mobile'] },
);
