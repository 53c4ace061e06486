import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { loadedMap, logIn, panelTitled } from '../support/ui';
import { onEachScreenSize } from '../support/screen-sizes';

/**
 * The green index with the simulated satellite (the demo account has the integration): the layer
 * panel paints a plot on the map with its legend, and NDVI histórico charts the plots' series.
 */

/** How long the first answers may take on a busy machine while the demo's scenes are filled. */
const WAIT_MS = 240_000;

/** On a phone, the sheet opened all the way, so that the whole panel can be reached. */
async function unfold(page: Page, size: string) {
  if (size === 'mobile')
    await page
      .getByRole('slider', { name: /^Ajustar el panel/ })
      .first()
      .press('End');
}

// Each test's last screen is kept with its results, to be looked at.
test.use({ screenshot: 'on' });

onEachScreenSize((name) => {
  test('choose a layer and a date: the plot is painted on the map, with its legend and source', async ({
    page,
  }) => {
    // The demo's year of scenes is filled as the server starts: the first answers may wait for it.
    test.setTimeout(WAIT_MS * 2);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto('/dashboard?panel=greenIndex');
    const panel = page.getByRole('tabpanel', { name: 'Índice verde' });
    const shown = panel.getByTestId('green-index-shown');
    // The newest clear scene of the first plot, painted.
    await expect(shown).toHaveText(/^NDVI del \d{2}\/\d{2}\/\d{4} sobre el mapa$/, { timeout: WAIT_MS });
    const map = await loadedMap(page);
    await unfold(page, name);
    await expect(map.locator('.maplibregl-map')).toHaveAttribute('data-green-index', 'painted');
    await expect(panel.getByTestId('green-index-legend')).toContainText('Escala de NDVI');
    await expect(panel.getByTestId('green-index-source')).toContainText('simulado');
    const newest = await shown.textContent();

    await panel.getByText('NDWI', { exact: true }).click();
    await expect(shown).toHaveText(/^NDWI del /);
    await expect(panel.getByTestId('green-index-legend')).toContainText('Escala de NDWI');

    await panel.getByRole('button', { name: 'Imagen anterior' }).click();
    await expect(shown).toHaveText(/^NDWI del /);
    await expect(shown).not.toHaveText(newest!.replace('NDVI', 'NDWI'));
    await expect(map.locator('.maplibregl-map')).toHaveAttribute('data-green-index', 'painted');
    // Reachable on every size: the date's list and the opacity.
    await expect(panel.getByLabel('Fecha de la imagen (NDVI medio)')).toBeInViewport();
    await expect(panel.getByRole('slider', { name: 'Opacidad de la capa' })).toBeAttached();
  });

  test('NDVI histórico charts the plots’ series with clear and cloudy scenes', async ({ page }) => {
    test.setTimeout(WAIT_MS * 2);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto('/dashboard?panel=ndviHistory');
    const panel = panelTitled(page, 'NDVI histórico');
    await unfold(page, name);
    const chart = panel.getByTestId('ndvi-chart');
    await expect(chart).toBeVisible({ timeout: WAIT_MS });
    await expect(chart.getByTestId('ndvi-clear').first()).toBeAttached();
    await expect(panel.getByText(/próximamente/)).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /^Descargar CSV/, disabled: false })).toBeVisible();
    const plot = chart.getByRole('slider');
    await plot.focus();
    await plot.press('End');
    await expect(chart.getByRole('tooltip')).toContainText(/\d{2}\/\d{2}\/\d{4}/);

    await panel.getByText('12 meses', { exact: true }).click();
    await expect(chart.getByTestId('ndvi-clear').first()).toBeAttached();
  });
});
