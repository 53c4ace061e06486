// Captures the green-index layer panel (a plot painted on the map, its legend) and NDVI histórico at
// desktop, tablet and mobile sizes into e2e/screenshots/, with the simulated satellite. Needs
// `npm run build`; run with `npx tsx green-index-screenshots.ts` from e2e/ (`--mobile` for the phone only).
import { askedSizes, captureScreens, pauseFor, unfold } from './support/screenshots';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { loadedMap, logIn } from './support/ui';

await captureScreens(
  async ({ page, context, origin, shot, size }) => {
    // A rancher who allowed notifications: the login's push step shows no blocking dialog.
    await context.grantPermissions(['notifications']);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    await loadedMap(page);

    await page.goto(`${origin}/dashboard?panel=greenIndex`);
    await page.getByTestId('green-index-shown').waitFor({ timeout: 90_000 });
    // On a phone the sheet opens at half height: the painted plot above it, the panel below.
    await shot('green-index-layer');
    await unfold(page, size);
    await shot('green-index-layer-full');
    await page.getByText('NDWI', { exact: true }).click();
    await page.getByText(/^NDWI del /).waitFor();
    await shot('green-index-ndwi');

    await page.goto(`${origin}/dashboard?panel=ndviHistory`);
    await page.getByTestId('ndvi-chart').waitFor({ timeout: 90_000 });
    await unfold(page, size);
    await shot('green-index-ndvi-history');
    const plot = page.getByTestId('ndvi-chart-plot');
    await plot.focus();
    await plot.press('End');
    await shot('green-index-ndvi-tooltip');
  },
  { settle: pauseFor(2_500), warmUpMs: 3_000, sizes: askedSizes() },
);
