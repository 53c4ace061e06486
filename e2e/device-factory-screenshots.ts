// Captures the device factory, the batches, the devices console and a rancher's claim at desktop,
// tablet and mobile sizes into e2e/screenshots/. Needs `npm run build`; run with
// `npx tsx device-factory-screenshots.ts` from e2e/.
import { randomBytes } from 'node:crypto';
import { captureScreens, pauseFor, signOut } from './support/screenshots';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { logIn } from './support/ui';

await captureScreens(
  async ({ page, context, origin, shot }) => {
    await context.grantPermissions(['notifications'], { origin });
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, origin);
    await page.goto(`${origin}/devices-factory`);
    const form = page.getByRole('form', { name: 'Nuevo lote de producción' });
    await form.getByLabel('Firmware').fill('2.1.0');
    await form.getByLabel('Primer identificador').fill(`B${randomBytes(3).toString('hex').toUpperCase()}00`);
    await form.getByLabel('Cantidad').fill('10');
    await shot('factory-form');
    await form.getByText('Escribirlos', { exact: true }).click();
    await form.getByLabel('Identificadores, uno por línea').fill('C1:00:00:01\nno!valido\nC1:00:00:01');
    await form.getByRole('button', { name: 'Crear lote' }).click();
    await page.getByText('Hay líneas con errores').waitFor();
    await shot('factory-line-errors');
    await form.getByText('Rango', { exact: true }).click();
    await form.getByRole('button', { name: 'Crear lote' }).click();
    await page.getByText('Lote creado: 10 dispositivos').waitFor();
    await shot('factory-created');

    await page.goto(`${origin}/batch-management`);
    await page.getByText('En stock').first().waitFor();
    await shot('batches');
    await page.goto(`${origin}/devices-management`);
    await page.getByText('Último reporte').first().waitFor();
    await shot('devices-console');
    await page.getByPlaceholder('Buscar por identificador o cuenta').fill('Demo');
    await page.waitForTimeout(800);
    await shot('devices-console-search');

    await signOut(page);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    await page.goto(`${origin}/devices?fastLoad=claim`);
    const dialog = page.getByRole('dialog', { name: 'Carga rápida de dispositivos' });
    await dialog.getByRole('textbox', { name: 'Identificador (MAC)' }).fill('B0000000');
    await dialog.getByRole('textbox', { name: 'Código de activación' }).fill('ABC12');
    await dialog.getByRole('button', { name: 'Activar dispositivo' }).click();
    await shot('claim-dialog');
  },
  { settle: pauseFor(1_000) },
);
