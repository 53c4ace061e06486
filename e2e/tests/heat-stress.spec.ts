import { expect, test } from '@playwright/test';
import { SCREEN_SIZES } from '../support/screenshots';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { logIn, panelTitled } from '../support/ui';

/** The heat-stress panel names the threshold it judges by, and why, at every screen size. */
test('the ITH panel names its threshold, the heat-wave statistic and the recovery-night rule', async ({
  page,
}) => {
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  for (const viewport of Object.values(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard?panel=ithHistory');
    const panel = panelTitled(page, 'ITH histórico y estándar');
    // The demo settlement is a beef herd with no threshold of its own: INTA's 76.
    const rules = panel.getByRole('list', { name: 'Cómo se juzga el estrés térmico' }).first();
    await expect(rules).toBeVisible();
    await expect(rules).toContainText('Umbral ITH 76: valor crítico para ganado de carne (INTA EEA Rafaela)');
    await expect(rules).toContainText('Día de ola de calor: 3 h o más con ITH ≥ 76');
    await expect(rules).toContainText('Noche de recuperación: 3 h o más con ITH ≤ 74');
  }
});
