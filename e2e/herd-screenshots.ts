// The herd pages (issue 5) for screenshots.ts: /animals, /devices, /roundups and /gw-assignment,
// with their dialogs. Nothing here changes the demo data: the imports and fast loads shown fail.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server';
import { logIn } from './support/ui';

type Shot = (name: string) => Promise<void>;

const animalsAnswer = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/animals' && response.ok());

export async function herdShots(page: Page, origin: string, shot: Shot, size: string): Promise<void> {
  const answer = animalsAnswer(page);
  await page.goto(`${origin}/animals`);
  const { items } = (await (await answer).json()) as { items: { _id: string }[] };
  await page.getByText(/^1–50 de /).waitFor();
  await shot('animals');

  const boxes = page.getByRole('checkbox', { name: /^Seleccionar (?!las)/ });
  for (const index of [0, 1, 2]) await boxes.nth(index).check();
  await page.getByRole('group', { name: 'Acciones sobre la selección' }).waitFor();
  await shot('animals-bulk');

  await page.goto(`${origin}/animals?animal=${items[0]!._id}`);
  await page.getByText('Historial de potreros').waitFor();
  await shot('animal-detail');

  await page.goto(`${origin}/animals?edit=${items[0]!._id}`);
  await page.getByRole('button', { name: 'Guardar cambios' }).waitFor();
  await shot('animal-form');

  await page.goto(`${origin}/animals?import=1`);
  const dialog = page.getByRole('dialog', { name: 'Importar animales' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'hacienda.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'caravanaNumber,animalType,breed\nNUEVA-1,VACA,HEREFORD\nNUEVA-2,JIRAFA,HEREFORD\n,TORO,\n',
    ),
  });
  await dialog.getByRole('button', { name: 'Verificar archivo' }).click();
  await dialog.getByRole('table', { name: 'Errores por fila' }).waitFor();
  await shot('animals-import-errors');

  await page.goto(`${origin}/devices`);
  await page.getByText(/^1–50 de /).waitFor();
  await shot('devices');

  await page.goto(`${origin}/devices?fastLoad=1`);
  const fastLoad = page.getByRole('dialog', { name: 'Carga rápida de dispositivos' });
  await fastLoad.getByLabel('Identificadores (MAC)').fill('F1:00:00:01\nF1:00:00:02\nX!\nF1:00:00:01');
  await fastLoad.getByRole('button', { name: /^Crear/ }).click();
  await fastLoad.getByText(/líneas? con error/).waitFor();
  await shot('devices-fast-load');

  await page.goto(`${origin}/devices?tab=gateways`);
  await page
    .getByRole('button', { name: /^Acciones de / })
    .first()
    .waitFor();
  await shot('devices-gateways');

  await page.goto(`${origin}/roundups`);
  await page
    .getByRole('table', { name: 'Potreros' })
    .or(page.getByRole('list', { name: 'Potreros' }))
    .waitFor();
  await shot('roundups');

  const admin = await page.context().browser()!.newContext({
    viewport: page.viewportSize(),
    locale: 'es-AR',
    serviceWorkers: 'block',
  });
  const adminPage = await admin.newPage();
  await logIn(adminPage, ADMIN_EMAIL, ADMIN_PASSWORD, origin);
  await adminPage.goto(`${origin}/gw-assignment`);
  await adminPage.getByRole('button', { name: 'Asignar' }).first().waitFor();
  await adminPage.waitForLoadState('networkidle');
  await adminPage.waitForTimeout(500);
  await adminPage.screenshot({
    path: fileURLToPath(new URL(`./screenshots/${size}-gw-assignment.png`, import.meta.url)),
  });
  await admin.close();
}
