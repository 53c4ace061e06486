// Captures the superadmin console (/users with a user's detail, /owners-management with an account's)
// at desktop, tablet and mobile sizes into e2e/screenshots/. Needs `npm run build`; run with
// `npx tsx console-screenshots.ts` from e2e/.
import { captureScreens } from './support/screenshots';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server';
import { logIn } from './support/ui';

await captureScreens(async ({ page, context, origin, shot }) => {
  await context.grantPermissions(['notifications'], { origin });
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, origin);
  await page.goto(`${origin}/users`);
  await page.getByText('Productor Demo').first().waitFor();
  await shot('console-users');
  await page.getByRole('button', { name: 'Acciones de Productor Demo' }).click();
  await page.getByRole('menuitem', { name: 'Ver' }).click();
  await page.getByRole('dialog', { name: 'Productor Demo' }).getByText('Cuentas').waitFor();
  await shot('console-user');

  await page.goto(`${origin}/owners-management`);
  await page.getByText('Estancia Demo').first().waitFor();
  await shot('console-accounts');
  await page.getByText('Estancia Demo').first().click();
  const drawer = page.getByRole('dialog', { name: 'Estancia Demo' });
  await drawer.getByLabel('Teléfono de contacto').fill('12345');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await drawer.getByText('El teléfono no es válido').waitFor();
  await shot('console-account');
  await page.context().clearCookies();
});
