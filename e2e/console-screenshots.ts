// Captures the superadmin console (/users with a user's detail, /owners-management with an account's)
// at desktop, tablet and mobile sizes into e2e/screenshots/. Needs `npm run build`; run with
// `npx tsx console-screenshots.ts` from e2e/.
import { captureScreens } from './support/screenshots';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server';
import { logIn } from './support/ui';

// The sizes share one database: each saves a phone of its own, so that each has a change to save.
const PHONES = { desktop: '+54 9 11 1234-5678', tablet: '0380 412-3456', mobile: '351 15 555 0107' };

await captureScreens(async ({ page, context, origin, shot, size }) => {
  await context.grantPermissions(['notifications'], { origin });
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, origin);
  await page.goto(`${origin}/users`);
  await page.getByText('Productor Demo').first().waitFor();
  await shot('console-users');
  await page.getByRole('button', { name: 'Acciones de Productor Demo' }).click();
  await page.getByRole('menuitem', { name: 'Ver' }).click();
  const user = page.getByRole('dialog', { name: 'Productor Demo' });
  await user.getByText('Cuentas').waitFor();
  await shot('console-user');
  await user.getByRole('button', { name: 'Forzar cambio de contraseña' }).click();
  await page
    .getByRole('dialog', { name: 'Desea modificar' })
    .getByRole('button', { name: 'Modificar' })
    .click();
  // The entries of the sizes before stay in the log (newest first): this size's makes one more.
  const earlier = Object.keys(PHONES).indexOf(size);
  await user.getByText('Cambio de contraseña forzado').nth(earlier).waitFor();
  await shot('console-user-audited');

  await page.goto(`${origin}/owners-management`);
  await page.getByText('Estancia Demo').first().waitFor();
  await shot('console-accounts');
  await page.getByText('Estancia Demo').first().click();
  const drawer = page.getByRole('dialog', { name: 'Estancia Demo' });
  await drawer.getByLabel('Teléfono de contacto').fill('12345');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await drawer.getByText('El teléfono no es válido').waitFor();
  await shot('console-account');
  await drawer.getByLabel('Teléfono de contacto').fill(PHONES[size]);
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await page
    .getByRole('dialog', { name: 'Desea modificar' })
    .getByRole('button', { name: 'Modificar' })
    .click();
  await drawer.getByText('Cuenta modificada').nth(earlier).waitFor();
  await drawer.getByText('Cuenta modificada').first().scrollIntoViewIfNeeded();
  await shot('console-account-audited');
  await page.context().clearCookies();
});
