import { expect, test, type Page } from '@playwright/test';
import { SCREEN_SIZES } from '../support/screenshots';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { logIn } from '../support/ui';

/** Biomass on the demo farm and its forage budget: the map's plot labels, the plot panel and the ranking. */

interface BiomassAnswer {
  cropTypeName: string;
  region: { name: string };
  figures: {
    biomassKg: number;
    accumulatedKg: number;
    rations: number;
    grazingDays: number | null;
    waterLitres: number | null;
    carbonT: number;
    co2T: number;
  } | null;
  coefficients: { key: string; source: string; confidence: 'sourced' | 'unverified' }[];
}

interface ForageAnswer {
  plots: { plotId: string; name: string; daysLeft: number | null }[];
  moves: { roundupName: string; fromPlotId: string; toPlotId: string | null }[];
}

/** As the app writes numbers in es-AR. */
const number = (value: number, digits = 0) =>
  new Intl.NumberFormat('es-AR', { maximumFractionDigits: digits }).format(value);

/** A panel opened from the menu: a card over the map, or a sheet on a phone. */
const panelNamed = (page: Page, name: string) =>
  page.getByRole('dialog', { name }).or(page.getByRole('region', { name })).first();

const forageBudgetAnswer = (page: Page) =>
  page.waitForResponse((response) =>
    /\/data-api\/settlements\/[a-f0-9]{24}\/forage-budget/.test(response.url()),
  );

for (const [name, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a biomass calculation on the demo farm shows its figures and the coefficients with their sources', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto('/dashboard?panel=biomass');
      const panel = panelNamed(page, 'Cálculo de biomasa');
      const form = panel.getByRole('form', { name: 'Cálculo de biomasa' });
      // The panel's module loads with its first opening (slow on a busy machine).
      await expect(form).toBeVisible({ timeout: 60_000 });
      await form.getByRole('combobox', { name: 'Potrero' }).click();
      await page.getByRole('option', { name: 'Lote Gatton' }).click();
      // The plot's crop and its start date come with it.
      await expect(form.getByText(/^Gatton panic, desde el 10\/11\/2022/)).toBeVisible();
      await expect(form.getByRole('combobox', { name: 'Tipo de cultivo' })).toHaveValue('Gatton panic');

      // Numbers must be greater than zero: nothing is asked until they are.
      await form.getByRole('textbox', { name: /^Animales/ }).fill('0');
      await form.getByRole('button', { name: 'Calcular biomasa' }).click();
      await expect(form.getByText('Solo se permiten números mayores a cero')).toBeVisible();

      await form.getByRole('combobox', { name: 'Método' }).click();
      await page.getByRole('option', { name: 'Tabla CREA' }).click();
      await form.getByRole('textbox', { name: /^Animales/ }).fill('60');
      await form.getByRole('textbox', { name: /^Días/ }).fill('30');
      const asked = page.waitForResponse((response) => response.url().includes('/data-api/biomass/'));
      await form.getByRole('button', { name: 'Calcular biomasa' }).click();
      const response = await asked;
      expect(response.ok()).toBe(true);
      const answer = (await response.json()) as BiomassAnswer;
      expect(new URL(response.url()).searchParams.get('formula')).toBe('creaTable');

      const results = panel.getByTestId('biomass-results');
      await expect(results.getByRole('heading', { name: 'Gatton panic en Lote Gatton' })).toBeVisible();
      const figures = answer.figures!;
      await expect(results).toContainText(`Biomasa${number(figures.biomassKg)} kg MS`);
      await expect(results).toContainText(`Biomasa acumulada${number(figures.accumulatedKg)} kg MS`);
      await expect(results).toContainText(`Raciones${number(figures.rations)}`);
      await expect(results).toContainText(`Agua${number(figures.waterLitres!)} L`);
      await expect(results).toContainText(`Región de cálculo${answer.region.name}`);
      const carbon = results.getByRole('group', { name: 'carbono fijado en biomasa aérea (estimado)' });
      await expect(carbon).toContainText(`${number(figures.carbonT, 2)} t`);
      await expect(carbon).toContainText(`${number(figures.co2T, 2)} t CO₂`);

      await results.getByRole('button', { name: /Coeficientes usados/ }).click();
      const coefficients = results.getByRole('listitem');
      await expect(coefficients).toHaveCount(answer.coefficients.length);
      const unverified = answer.coefficients.findIndex((row) => row.confidence === 'unverified');
      expect(unverified).toBeGreaterThanOrEqual(0);
      await expect(coefficients.nth(unverified)).toContainText('[U] Sin verificar');
      await expect(coefficients.nth(unverified)).toContainText(
        `Fuente: ${answer.coefficients[unverified]!.source}`,
      );
    });

    test('the forage budget: days left on the plot labels and in the plot panel, and the plots ranked with moves', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const budgetLoaded = forageBudgetAnswer(page);
      await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
      const budget = (await (await budgetLoaded).json()) as ForageAnswer;
      const known = budget.plots.filter((plot) => plot.daysLeft !== null);
      expect(known.length).toBeGreaterThan(0);
      // Days left shrink as the live herd keeps eating: the figure the page shows later may be a day less.
      const days = (value: number) =>
        new RegExp(`(${number(Math.floor(value))}|${number(Math.floor(value) - 1)}) días?`);

      // The label of a plot with animals says its days of grazing left (in full for screen readers). A
      // small plot's label gives way to its neighbours' at this zoom: take a plot whose label shows.
      const anyLabel = page.getByRole('button', { name: /, .*de pastoreo restantes?/ }).first();
      await expect(anyLabel).toBeVisible({ timeout: 60_000 });
      const labelName = (await anyLabel.getAttribute('aria-label')) ?? '';
      const first = known.find((plot) => labelName.startsWith(`${plot.name}, `))!;
      expect(first, labelName).toBeDefined();
      const label = page.getByRole('button', {
        name: new RegExp(`^${first.name}, .*de pastoreo restantes?`),
      });
      await expect(label).toBeVisible();
      // On a phone the label keeps only the name where the plot is narrow on screen.
      if (name === 'desktop')
        await expect(label).toContainText(`pasto ${number(Math.floor(first.daysLeft!))} d`);

      await page.goto('/dashboard?panel=forageBudget');
      const panel = panelNamed(page, 'Presupuesto forrajero');
      const rows = panel.getByTestId('forage-plot');
      await expect(rows.first()).toBeVisible({ timeout: 60_000 });
      await expect(rows).toHaveCount(budget.plots.length);
      await expect(rows.first()).toContainText(budget.plots[0]!.name);
      const firstRow = rows.filter({ hasText: first.name });
      await expect(firstRow).toContainText(days(first.daysLeft!));
      for (const move of budget.moves.filter((candidate) => candidate.toPlotId !== null)) {
        const to = budget.plots.find((plot) => plot.plotId === move.toPlotId)!;
        const from = budget.plots.find((plot) => plot.plotId === move.fromPlotId)!;
        await expect(panel.getByText(`${move.roundupName}: de ${from.name} a ${to.name}`)).toBeVisible();
      }

      // A row shows its plot: the plot panel has the same days left (on a phone the budget's sheet
      // stays over it).
      if (name === 'mobile') return;
      await firstRow.getByRole('button', { name: `Ver ${first.name} en el mapa` }).click();
      await expect(page.getByTestId('plot-days-left')).toHaveText(days(first.daysLeft!));
    });
  });
}
