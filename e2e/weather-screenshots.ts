// Captures the weather panels (forecast, ITH history and standard, radar and satellite images, the
// settlement panel) at desktop, tablet and mobile sizes into e2e/screenshots/, with the weather
// services played locally. Needs `npm run build`; run with `npx tsx weather-screenshots.ts` from e2e/.
import { askedSizes, captureScreens, pauseFor, unfold } from './support/screenshots';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { loadedMap, logIn } from './support/ui';

await captureScreens(
  async ({ page, origin, shot, size }) => {
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    await loadedMap(page);

    await page.goto(`${origin}/dashboard?panel=forecast`);
    await page.getByText(/Pronóstico de 7 días/).waitFor();
    await unfold(page, size);
    await shot('weather-forecast');
    await page
      .getByRole('button', { name: /ver el detalle por hora/ })
      .first()
      .click();
    await page.getByRole('table').first().waitFor();
    await unfold(page, size);
    await shot('weather-forecast-hours');

    await page.goto(`${origin}/dashboard?panel=ithHistory`);
    await page.getByRole('meter', { name: 'ITH estándar' }).waitFor();
    await unfold(page, size);
    await shot('weather-ith');

    await page.goto(`${origin}/dashboard?panel=weatherImages`);
    await page.getByText(/^Imagen de las/).waitFor();
    await unfold(page, size);
    await shot('weather-radar');
    await page.getByText('Satélite', { exact: true }).click();
    await page.getByText(/^Imagen de las/).waitFor();
    await unfold(page, size);
    await shot('weather-satellite');

    await page.goto(`${origin}/dashboard?panel=settlement`);
    await page.getByRole('meter', { name: 'ITH estándar' }).waitFor();
    await unfold(page, size);
    await shot('weather-settlement');
  },
  { settle: pauseFor(2_500), warmUpMs: 3_000, sizes: askedSizes() },
);
