// Captures the coefficient tables' screen (/coefficients: the grazing table, an edit with a value out of
// range, the CREA table filtered by key, the version history) at desktop, tablet and mobile sizes into
// e2e/screenshots/. Needs `npm run build`; run with `npx tsx coefficients-screenshots.ts` from e2e/.
import { captureScreens } from './support/screenshots';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server';
import { logIn } from './support/ui';

await captureScreens(async ({ page, context, origin, shot }) => {
  await context.grantPermissions(['notifications'], { origin });
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, origin);
  await page.goto(`${origin}/coefficients?table=grazing`);
  await page.getByText('utilisation', { exact: true }).waitFor();
  await shot('coefficients-grazing');

  await page.getByRole('button', { name: 'Editar valores' }).click();
  await page.getByRole('textbox', { name: 'Valor de utilisation' }).fill('1,5');
  await page.getByRole('button', { name: 'Guardar versión nueva' }).click();
  await page.getByText('Entre 0,05 y 1').waitFor();
  await page.getByText('Entre 0,05 y 1').scrollIntoViewIfNeeded();
  await shot('coefficients-edit-refused');

  await page.goto(`${origin}/coefficients?table=creaTable`);
  await page.getByLabel('Filtrar por clave').fill('pastura/pampa-humeda');
  await page.getByText('pastura/pampa-humeda/1', { exact: true }).waitFor();
  await shot('coefficients-crea-filtered');

  await page.getByRole('heading', { name: 'Historial de versiones' }).scrollIntoViewIfNeeded();
  await shot('coefficients-history');
  await page.context().clearCookies();
});
