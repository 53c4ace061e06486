// Captures /reports (the demo farm's week by day, then by hour), /gw-assignment and "Administrar cuentas" at
// desktop, tablet and mobile sizes into e2e/screenshots/. Needs `npm run build`; run with
// `npx tsx reports-accounts-screenshots.ts` from e2e/.
import { captureScreens, pauseFor, signOut, unfold } from './support/screenshots';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { logIn } from './support/ui';

await captureScreens(
  async ({ page, context, origin, shot, size }) => {
    await context.grantPermissions(['notifications'], { origin });
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, origin);
    await page.goto(`${origin}/reports`);
    await page.getByText('Elegí qué reportar').waitFor();
    await shot('reports-empty');
    await page.getByRole('combobox', { name: 'Establecimiento' }).fill('Estancia La Rioja');
    await page.getByRole('option', { name: /Estancia La Rioja/ }).click();
    await page.getByRole('button', { name: 'Ver reporte' }).click();
    await page.getByTestId('operation-report').waitFor();
    await shot('reports-daily');
    await page.getByText('Por hora', { exact: true }).click();
    const hourly = page.waitForResponse((r) => r.url().includes('frequency=hour') && r.ok());
    await page.getByRole('button', { name: 'Ver reporte' }).click();
    await hourly;
    await shot('reports-hourly');

    await page.goto(`${origin}/gw-assignment`);
    await page
      .getByRole('searchbox')
      .or(page.getByPlaceholder(/Buscar por nombre/))
      .first()
      .waitFor();
    await shot('gw-assignment');
    await signOut(page);

    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    await page.goto(`${origin}/menu`);
    await page.getByRole('main').getByRole('link', { name: 'Administrar cuentas', exact: true }).click();
    await page.getByRole('list', { name: 'Miembros y roles' }).waitFor({ timeout: 90_000 });
    await unfold(page, size);
    await shot('manage-accounts');
    await signOut(page);
  },
  { settle: pauseFor(1_500) },
);
