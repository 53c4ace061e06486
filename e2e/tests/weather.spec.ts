import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { loadedMap, logIn, panelTitled } from '../support/ui';
import { onEachScreenSize } from '../support/screen-sizes';

/** Clima and the ITH panels with the weather services played locally (Open-Meteo, RainViewer, NASA GIBS). */

onEachScreenSize(() => {
  test('the forecast shows 7 days, each with its hours, ITH and credit', async ({ page }) => {
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto('/dashboard?panel=forecast');
    const panel = panelTitled(page, 'Pronóstico del clima');
    await expect(panel.getByText('Pronóstico de 7 días')).toBeVisible();
    const days = panel.getByRole('button', { name: /ver el detalle por hora/ });
    await expect(days).toHaveCount(7);
    await expect(panel.getByRole('group', { name: 'Condiciones actuales' })).toContainText('°C');
    await expect(panel.getByRole('link', { name: 'Datos del clima: Open-Meteo.com' }).first()).toBeAttached();
    await days.first().click();
    const hours = panel.getByRole('table').first();
    await expect(hours.getByRole('row'))
      .toHaveCount(1 + 24, { timeout: 10_000 })
      .catch(async () => {
        // Today may have begun less than 24 stored hours ago in the settlement's clock: at least some.
        expect(await hours.getByRole('row').count()).toBeGreaterThan(1);
      });
    await expect(panel.getByText(/próximamente/)).toHaveCount(0);
  });

  test('the ITH panel shows the standard scale and a history with data', async ({ page }) => {
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto('/dashboard?panel=ithHistory');
    const panel = panelTitled(page, 'ITH histórico y estándar');
    await expect(panel.getByRole('meter', { name: 'ITH estándar' })).toBeVisible();
    await expect(panel.getByText(/ITH máximo diario \(NRC 1971\)/)).toBeVisible();
    await expect(
      panel.getByRole('button', { name: /^Descargar CSV/, disabled: false }).first(),
    ).toBeVisible();
  });

  test('weather images: radar frames and satellite times drawn on the map', async ({ page }) => {
    const tiles: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/v2/radar/') || url.includes('/wmts/')) tiles.push(url);
    });
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto('/dashboard?panel=weatherImages');
    await loadedMap(page);
    await expect(page.getByText(/^Imagen de las/)).toBeVisible();
    await expect(page.getByText(/el radar llega hasta el zoom 7/)).toBeVisible();
    await expect.poll(() => tiles.some((url) => url.includes('/v2/radar/'))).toBe(true);

    await page.getByText('Satélite', { exact: true }).click();
    await expect(page.getByText(/GOES-Este, infrarrojo/)).toBeVisible();
    await expect
      .poll(() => tiles.some((url) => url.includes('GOES-East_ABI_Band13_Clean_Infrared')))
      .toBe(true);
    await page.getByText('Color', { exact: true }).click();
    await expect.poll(() => tiles.some((url) => url.includes('GOES-East_ABI_GeoColor'))).toBe(true);
  });
});
