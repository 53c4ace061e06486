import { expect, test } from '@playwright/test';
import { signUpUser } from '../support/api';
import { logIn, superadminPage } from '../support/ui';
import { onEachScreenSize } from '../support/screen-sizes';

onEachScreenSize((size, viewport) => {
  test('a rancher writes to support and the superadmin answers from the inbox', async ({
    page,
    request,
    browser,
  }) => {
    // Two people, two logins and a live reply: more than one page's work.
    test.setTimeout(180_000);
    const rancher = await signUpUser(request);
    await logIn(page, rancher.email, rancher.password);

    // "Contactar soporte": from the Ayuda menu on a phone (the "Más" page), from the user menu elsewhere.
    if (size === 'mobile') {
      await page.getByRole('link', { name: 'Más' }).click();
      await page.getByRole('link', { name: 'Contactar soporte' }).click();
    } else {
      await page.getByRole('button', { name: `Menú de ${rancher.name}` }).click();
      await page.getByRole('menuitem', { name: 'Contactar soporte' }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Contactar soporte' });
    await expect(dialog.getByText('Todavía no escribiste a soporte.')).toBeVisible();
    const question = `El collar de la vaca 214 no reporta (${size})`;
    await dialog.getByLabel('Tu mensaje').fill(question);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('log').getByText(question)).toBeVisible();

    const admin = await superadminPage(browser, viewport);
    try {
      await admin.goto('/technical-support');
      await expect(admin.getByText('WhatsApp no configurado')).toBeVisible();
      await admin.getByPlaceholder('Buscar por nombre, número, correo o mensaje').fill(rancher.name);
      // The list answers the search (it is in the address) before a row is opened.
      await expect(admin).toHaveURL(/[?&]q=/);
      await expect(admin.getByRole('button', { name: new RegExp(rancher.name) })).toHaveCount(1);
      await admin.getByRole('button', { name: new RegExp(rancher.name) }).click();
      await expect(admin).toHaveURL(/\/technical-support\/chat\/[a-f0-9]{24}$/);
      await expect(admin.getByRole('log').getByText(question)).toBeVisible();
      if (size === 'mobile') {
        await admin.getByRole('button', { name: 'Ver datos del cliente' }).click();
      }
      await expect(admin.getByText(rancher.email)).toBeVisible();

      await admin.getByRole('switch', { name: 'Nota interna' }).check();
      await admin
        .getByPlaceholder('Nota para el equipo: el cliente no la ve')
        .fill('Revisar el gateway del campo');
      await admin.getByRole('button', { name: 'Guardar nota' }).click();
      await expect(admin.getByRole('log').getByText('Revisar el gateway del campo')).toBeVisible();
      await admin.getByRole('switch', { name: 'Nota interna' }).uncheck();

      const answer = `Hola, ya revisamos el collar (${size})`;
      await admin.getByPlaceholder(/Escribí la respuesta/).fill(answer);
      await admin.getByRole('button', { name: 'Responder' }).click();
      await expect(admin.getByRole('log').getByText(answer)).toBeVisible();

      // The answer arrives in the rancher's open dialog over the live stream, the note never does.
      await expect(dialog.getByRole('log').getByText(answer)).toBeVisible();
      await expect(dialog.getByText('Revisar el gateway del campo')).toHaveCount(0);
      // He has read it: the inbox shows the reply as read.
      await expect(admin.getByRole('log').getByText('Leído')).toBeVisible();
    } finally {
      await admin.context().close();
    }
  });
});
