// Captures "Contactar soporte", the support inbox and a chat at desktop, tablet and mobile sizes into
// e2e/screenshots/. Needs `npm run build`; run with `npx tsx support-screenshots.ts` from e2e/.
import { captureScreens, pauseFor, signOut } from './support/screenshots';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { logIn } from './support/ui';

await captureScreens(
  async ({ page, context, origin, shot, size }) => {
    // Notifications allowed: the login's push step shows no dialog over the support screens.
    await context.grantPermissions(['notifications'], { origin });
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    await page.goto(`${origin}/dashboard?support=contact`);
    const dialog = page.getByRole('dialog', { name: 'Contactar soporte' });
    await dialog.waitFor();
    await shot('support-contact-empty');
    await dialog
      .getByLabel('Tu mensaje')
      .fill(`Desde ayer no veo los collares del potrero norte en el mapa (${size}).`);
    // WhatsApp is off here: the number field is hidden (a number is joined only once the code sent to it comes back).
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByRole('log').waitFor();
    await shot('support-contact-sent');

    await signOut(page);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, origin);
    await page.goto(`${origin}/technical-support`);
    await page.getByRole('button', { name: /Demo/ }).first().waitFor();
    await shot('support-inbox');
    await page.getByRole('button', { name: /Demo/ }).first().click();
    await page.getByRole('log').waitFor();
    await page.getByRole('switch', { name: 'Nota interna' }).check();
    await page
      .getByPlaceholder('Nota para el equipo: el cliente no la ve')
      .fill('Cliente del plan demo: revisar el gateway');
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await page.getByRole('log').getByText('revisar el gateway').last().waitFor();
    await page.getByRole('switch', { name: 'Nota interna' }).uncheck();
    await page.getByPlaceholder(/Escribí la respuesta/).fill('Hola, ya vemos el gateway. ¿Tiene luz verde?');
    await page.getByRole('button', { name: 'Responder' }).click();
    await page.getByText('¿Tiene luz verde?').first().waitFor();
    await shot('support-chat');
    if (size === 'mobile') {
      await page.getByRole('button', { name: 'Ver datos del cliente' }).click();
      await shot('support-chat-context');
    }
    await signOut(page);
  },
  { settle: pauseFor(1_500) },
);
