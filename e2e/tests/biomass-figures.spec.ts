import { expect, test, type Page } from '@playwright/test';
import { SCREEN_SIZES } from '../support/screenshots';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { logIn } from '../support/ui';

/**
 * The biomass panel on the demo farm, at the three sizes in one test: the standing stock ("Pasto en
 * pie") and the period's growth ("Crecimiento del período") as two labelled figures, days of grazing
 * only with the standing stock, the confidence label, and a figure's source one tap away.
 */

interface BiomassAnswer {
  period: { from: string; to: string };
  figures: {
    growth: { kgHa: number; kgHaDay: number };
    standingStock: { kgHa: number; kg: number; sceneDate: string } | null;
    grazingDays: number | null;
  } | null;
  coefficients: { source: string; confidence: 'sourced' | 'unverified' }[];
  confidence: { unverified: number; total: number };
  notices: string[];
}

/** As the app writes numbers and days in es-AR. */
const number = (value: number, digits = 0) =>
  new Intl.NumberFormat('es-AR', { maximumFractionDigits: digits }).format(value);
const day = (iso: string) => iso.split('-').reverse().join('/');

/** A panel opened from the menu: a card over the map, or a sheet on a phone. */
const panelNamed = (page: Page, name: string) =>
  page.getByRole('dialog', { name }).or(page.getByRole('region', { name })).first();

/** Opens the biomass panel, asks Lote Gatton's CREA-table figures for 60 animals over 30 days. */
async function calculate(page: Page, checkValidation: boolean): Promise<BiomassAnswer> {
  await page.goto('/dashboard?panel=biomass');
  const form = panelNamed(page, 'Cálculo de biomasa').getByRole('form', { name: 'Cálculo de biomasa' });
  // The panel's module loads with its first opening (slow on a busy machine).
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByRole('combobox', { name: 'Potrero' }).click();
  await page.getByRole('option', { name: 'Lote Gatton' }).click();
  await expect(form.getByRole('combobox', { name: 'Tipo de cultivo' })).toHaveValue('Gatton panic');
  // No dates by default: the server takes the last 30 days (never the crop's start).
  await expect(form.getByLabel('Desde')).toHaveValue('');
  if (checkValidation) {
    await form.getByRole('textbox', { name: /^Animales/ }).fill('0');
    await form.getByRole('button', { name: 'Calcular biomasa' }).click();
    await expect(form.getByText('Solo se permiten números mayores a cero')).toBeVisible();
  }
  await form.getByRole('combobox', { name: 'Método' }).click();
  await page.getByRole('option', { name: 'Tabla CREA' }).click();
  await form.getByRole('textbox', { name: /^Animales/ }).fill('60');
  await form.getByRole('textbox', { name: /^Días/ }).fill('30');
  const asked = page.waitForResponse((response) => response.url().includes('/data-api/biomass/'));
  await form.getByRole('button', { name: 'Calcular biomasa' }).click();
  const response = await asked;
  expect(response.ok()).toBe(true);
  const url = new URL(response.url());
  expect(url.searchParams.has('fromDate') || url.searchParams.has('toDate')).toBe(false);
  return (await response.json()) as BiomassAnswer;
}

test('the biomass panel shows the standing stock and the period growth as two labelled figures', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await test.step(size, async () => {
      await page.setViewportSize(viewport);
      const answer = await calculate(page, size === 'desktop');
      const results = panelNamed(page, 'Cálculo de biomasa').getByTestId('biomass-results');
      await expect(results.getByRole('heading', { name: 'Gatton panic en Lote Gatton' })).toBeVisible();
      const figures = answer.figures!;

      const growth = results.getByRole('group', { name: 'Crecimiento del período' });
      await expect(growth).toContainText(`${number(figures.growth.kgHa)} kg MS/ha`);
      await expect(growth).toContainText(`${number(figures.growth.kgHaDay, 1)} kg MS/ha/día`);
      await expect(growth).toContainText(`Del ${day(answer.period.from)} al ${day(answer.period.to)}`);

      const stock = results.getByRole('group', { name: 'Pasto en pie' });
      if (figures.standingStock) {
        await expect(stock).toContainText(`${number(figures.standingStock.kgHa)} kg MS/ha`);
        await expect(stock).toContainText(`Escena despejada del ${day(figures.standingStock.sceneDate)}`);
        await expect(stock).toContainText(`Días de pastoreo${number(figures.grazingDays!, 1)} día`);
      } else {
        // No standing stock (no clear scene recent enough, then said so): the growth alone, with its
        // caveat, and never days of grazing.
        if (answer.notices.includes('noRecentScene'))
          await expect(results.getByText(/^No hay una escena satelital despejada reciente/)).toBeVisible();
        await expect(stock).toHaveCount(0);
        await expect(results).not.toContainText('Días de pastoreo');
        await expect(growth).toContainText('Es crecimiento, no pasto en pie');
      }
      await expect(results.getByTestId('confidence-label')).toHaveText(
        `estimado, ${answer.confidence.unverified} de ${answer.confidence.total} coeficientes sin verificar`,
      );

      // The growth's source is one tap away.
      await growth.getByRole('button', { name: 'Fuente: Crecimiento del período' }).click();
      const source = page.getByTestId('figure-source');
      await expect(source).toContainText('Crecimiento modelado con el método Tabla CREA');
      await expect(source).toContainText('Fuente: ');
      await page.keyboard.press('Escape');
    });
  }
});
