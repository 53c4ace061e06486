// Captures the biomass calculation (form, standing stock and period growth, a figure's source,
// coefficients), the forage budget and the days of grazing left on the map's plot labels and in the plot
// panel, at desktop, tablet and mobile sizes into e2e/screenshots/. Needs `npm run build`; run with
// `npx tsx forage-screenshots.ts` from e2e/.
import { askedSizes, captureScreens, pauseFor, unfold } from './support/screenshots';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { logIn } from './support/ui';

await captureScreens(
  async ({ page, context, origin, shot, size }) => {
    // A rancher who allowed notifications: the login's push step shows no blocking dialog.
    await context.grantPermissions(['notifications'], { origin });
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    // The labels are drawn once the map and the forage budget have loaded (slow on a busy machine).
    await page
      .getByRole('button', { name: /días? de pastoreo restantes?/ })
      .first()
      .waitFor({ timeout: 120_000 });
    await shot('forage-map-labels');

    await page.goto(`${origin}/dashboard?panel=biomass`);
    const form = page.getByRole('form', { name: 'Cálculo de biomasa' });
    await form.waitFor({ timeout: 120_000 });
    await form.getByRole('combobox', { name: 'Potrero' }).click();
    await page.getByRole('option', { name: 'Lote Gatton' }).click();
    await form.getByRole('combobox', { name: 'Método' }).click();
    await page.getByRole('option', { name: 'Tabla CREA' }).click();
    await form.getByRole('textbox', { name: /^Animales/ }).fill('60');
    await form.getByRole('textbox', { name: /^Días/ }).fill('30');
    await unfold(page, size);
    await shot('forage-biomass-form');
    await form.getByRole('button', { name: 'Calcular biomasa' }).click();
    await page.getByTestId('biomass-results').waitFor({ timeout: 60_000 });
    await page.getByTestId('biomass-results').scrollIntoViewIfNeeded();
    await shot('forage-biomass-results');
    // A figure's source, one tap away.
    await page.getByRole('button', { name: 'Fuente: Crecimiento del período' }).click();
    await page.getByTestId('figure-source').waitFor();
    await shot('forage-biomass-source');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Coeficientes usados/ }).click();
    await page
      .getByText(/^Fuente:/)
      .first()
      .scrollIntoViewIfNeeded();
    await shot('forage-biomass-coefficients');

    await page.goto(`${origin}/dashboard?panel=forageBudget`);
    await page.getByTestId('forage-plot').first().waitFor({ timeout: 120_000 });
    await unfold(page, size);
    await shot('forage-budget');

    await page.getByTestId('forage-plot').first().getByRole('button').first().click();
    await page.getByTestId('plot-days-left').waitFor();
    await unfold(page, size);
    await shot('forage-plot-panel');
  },
  { settle: pauseFor(2_500), warmUpMs: 3_000, sizes: askedSizes() },
);
