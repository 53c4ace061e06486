import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpUser } from '../support/api';
import { logIn, superadminPage } from '../support/ui';
import { onEachScreenSize } from '../support/screen-sizes';

onEachScreenSize((size, viewport) => {
  test('a superadmin makes a batch of 10 collars and prints their labels; a rancher claims one', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    // Eight hex digits ending in 0: the ten identifiers differ in the last one only.
    const first = `A${randomBytes(3).toString('hex').toUpperCase()}0`;

    const admin = await superadminPage(browser, viewport);
    let csv: string;
    try {
      await admin.goto('/devices-factory');
      const form = admin.getByRole('form', { name: 'Nuevo lote de producción' });
      await form.getByLabel('Firmware').fill('2.1.0');
      await form.getByLabel('Primer identificador').fill(first);
      await form.getByLabel('Cantidad').fill('10');
      await form.getByRole('button', { name: 'Crear lote' }).click();
      await expect(admin.getByText('Lote creado: 10 dispositivos')).toBeVisible();

      const download = admin.waitForEvent('download');
      await admin.getByRole('button', { name: 'Etiquetas (PDF)' }).click();
      const labels = await download;
      expect(labels.suggestedFilename()).toMatch(/etiquetas-[a-f0-9]{24}\.pdf/);
      const pdf = readFileSync(await labels.path());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // The codes are shown this once: their CSV is offered from the creation's answer.
      await expect(admin.getByText('Los códigos se muestran solo esta vez')).toBeVisible();
      const csvDownload = admin.waitForEvent('download');
      await admin.getByRole('button', { name: 'Códigos (CSV)' }).click();
      csv = readFileSync(await (await csvDownload).path(), 'utf8');
    } finally {
      await admin.context().close();
    }

    // The codes, as the superadmin reads them on the CSV: the rancher has one on his collar's label.
    const rows = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows).toHaveLength(10);
    const collar = { identifier: rows[3]![0]!, activationCode: rows[3]![1]! };

    const rancher = await signUpUser(request);
    await logIn(page, rancher.email, rancher.password);
    await page.goto('/devices?fastLoad=claim');
    const dialog = page.getByRole('dialog', { name: 'Carga rápida de dispositivos' });
    await dialog.getByRole('textbox', { name: 'Identificador (MAC)' }).fill(collar.identifier);
    await dialog
      .getByRole('textbox', { name: 'Código de activación' })
      .fill(collar.activationCode === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    await dialog.getByRole('button', { name: 'Activar dispositivo' }).click();
    await expect(
      dialog.getByText('El identificador y el código de activación no coinciden con ningún dispositivo'),
    ).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Código de activación' })
      .fill(collar.activationCode.toLowerCase());
    await dialog.getByRole('button', { name: 'Activar dispositivo' }).click();
    await expect(dialog.getByText(`El dispositivo ${collar.identifier} ya es de tu cuenta`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Ya la guardé' }).click();
    await expect(page.getByRole('main').getByText(collar.identifier)).toBeVisible();
  });
});
