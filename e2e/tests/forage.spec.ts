import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { logIn, panelTitled } from '../support/ui';
import { onEachScreenSize } from '../support/screen-sizes';

/**
 * The demo farm's forage budget: the map's plot labels, the plot panel and the ranking (the biomass
 * calculation's figures are in biomass-figures.spec.ts).
 */

interface ForageAnswer {
  plots: { plotId: string; name: string; daysLeft: number | null }[];
  moves: { roundupName: string; fromPlotId: string; toPlotId: string | null }[];
}

/** As the app writes numbers in es-AR. */
const number = (value: number, digits = 0) =>
  new Intl.NumberFormat('es-AR', { maximumFractionDigits: digits }).format(value);

/** A panel opened from the menu: a card over the map, or a sheet on a phone. */
const forageBudgetAnswer = (page: Page) =>
  page.waitForResponse((response) =>
    /\/data-api\/settlements\/[a-f0-9]{24}\/forage-budget/.test(response.url()),
  );

onEachScreenSize((name) => {
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
    const panel = panelTitled(page, 'Presupuesto forrajero');
    await expect(panel.getByTestId('forage-convention')).toHaveText(
      'Días = (pasto en pie × utilización − consumido desde la escena) / demanda diaria',
    );
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
