import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { logIn, panelTitled } from '../support/ui';

/** The Históricos entries built on the registry, and the herd's behaviour (the grazing group). */
const PANELS = [
  ['ithHistory', 'ITH histórico y estándar'],
  ['batteryHistory', 'Historial de batería'],
  ['animalCount', 'Cantidad de animales'],
  ['distanceEnergy', 'Km recorridos y gasto calórico'],
  ['histogram', 'Histograma'],
  ['temperatureHistory', 'Temperatura histórica y de referencia'],
  ['animalBehaviour', 'Comportamiento animal'],
] as const;

// The two ends of the interface brief's sizes: the tablet's layout is one of these two, and each sweep takes
// minutes of the browser run.
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every Históricos panel opens with the demo farm’s figures, none "próximamente"', async ({
      page,
    }) => {
      // Seven full page loads, each drawing its charts: slow on a busy 2-core machine.
      test.setTimeout(180_000);
      await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
      for (const [panel, title] of PANELS) {
        await test.step(panel, async () => {
          await page.goto(`/dashboard?panel=${panel}`);
          const shown = panelTitled(page, title);
          await expect(shown).toBeVisible();
          await expect(shown.getByText(/próximamente/)).toHaveCount(0);
          await expect(shown.getByLabel('Cargando…')).toHaveCount(0);
          // Data, not only a frame: a chart whose downloads are on, or a table with rows.
          const withData = shown
            .getByRole('button', { name: /^Descargar CSV/, disabled: false })
            .or(shown.getByRole('table').getByRole('row').nth(1));
          await expect(withData.first()).toBeVisible();
        });
      }
    });
  });
}

test('an error toast says what failed, once, and is gone after 6 s', async ({ page }) => {
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  // The server fails to delete: the client's toast is the only place that says so.
  await page.route('**/api/v1/animals/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'internal error', interceptor: true }),
        })
      : route.fallback(),
  );
  await page.goto('/animals');
  await page
    .getByRole('button', { name: /^Acciones de / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page
    .getByRole('dialog', { name: 'Desea eliminar' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'No se pudo eliminar' });
  await expect(toast).toHaveCount(1);
  // Away from the toast: hovering one holds it open on purpose.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(6_000);
  await expect(toast).toHaveCount(0);
});
