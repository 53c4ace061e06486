import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiSession, createSettlement, signUpUser } from '../support/api';
import { clickMap, loadedMap, logIn } from '../support/ui';

/** A file exported by Google Earth: folders, styles, a polygon with a hole and a MultiGeometry. */
const KML_FIXTURE = fileURLToPath(
  new URL('../../server/test/fixtures/google-earth-estancia.kml', import.meta.url),
);

/** Four corners of a square around the point clicked first, clockwise. */
const SQUARE = [
  [-90, -60],
  [90, -60],
  [90, 60],
  [-90, 60],
] as const;

test('a rancher creates a settlement, draws a plot by clicking four points, sees its area and changes its colour', async ({
  page,
  request,
}) => {
  const user = await signUpUser(request);
  await logIn(page, user.email, user.password);

  await page.goto('/settlement');
  await page.getByRole('button', { name: 'Nuevo establecimiento' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo establecimiento' });
  await form.getByLabel('Nombre del establecimiento').fill('Estancia El Ombu');
  await form.getByRole('button', { name: 'Crear establecimiento' }).click();

  await expect(page).toHaveURL(/\/dashboard\?settlementId=[0-9a-f]{24}$/);
  await loadedMap(page);
  await page.getByRole('button', { name: 'Dibujar potrero' }).first().click();
  // The drawing tool listens once it asks for the first vertex; the first click starts the outline.
  await expect(page.getByText('Hacé clic en el mapa para marcar el primer vértice.')).toBeVisible();
  await clickMap(page, SQUARE.slice(0, 1));
  await expect(page.getByText(/^Seguí marcando vértices/)).toBeVisible();
  await clickMap(page, SQUARE.slice(1));
  const liveArea = page.getByText(/^Superficie: [\d.,]+ ha$/);
  await expect(liveArea).toBeVisible();
  await page.getByRole('button', { name: 'Terminar' }).click();
  const drawn = (await liveArea.textContent())!.replace('Superficie: ', '');
  await page.getByLabel('Nombre del potrero').fill('Potrero Norte');
  await page.getByRole('button', { name: 'Guardar potrero' }).click();

  // The new plot is selected: its panel shows the area the server computed.
  const plotPanel = page.getByRole('tabpanel', { name: 'Potrero' });
  await expect(plotPanel.getByRole('heading', { name: 'Potrero Norte' })).toBeVisible();
  await expect(plotPanel.getByText('Superficie del potrero')).toBeVisible();
  await expect(plotPanel.getByText(drawn, { exact: true })).toBeVisible();

  await plotPanel.getByRole('button', { name: 'Editar' }).click();
  await plotPanel.getByRole('radio', { name: 'Color 5 (#42d4f4)' }).check();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/v1\/plots\/[0-9a-f]{24}/.test(response.url()),
  );
  await plotPanel.getByRole('button', { name: 'Guardar cambios' }).click();
  // An edit asks the spec's "Desea modificar" first.
  await page
    .getByRole('dialog', { name: 'Desea modificar' })
    .getByRole('button', { name: 'Modificar' })
    .click();
  expect(await (await saved).json()).toMatchObject({ name: 'Potrero Norte', color: '#42d4f4' });
  await expect(plotPanel.getByRole('heading', { name: 'Potrero Norte' })).toBeVisible();
});

test('uploading a KML shows its plots on the map', async ({ page, request, playwright, baseURL }) => {
  const user = await signUpUser(request);
  const session = await apiSession(playwright, baseURL, user);
  const settlement = await createSettlement(session, 'Estancia San Jose');
  await session.dispose();
  await logIn(page, user.email, user.password);

  await page.goto(`/dashboard?settlementId=${settlement._id}&panel=uploadKml`);
  const map = await loadedMap(page);
  const upload = page.getByRole('dialog', { name: 'Subir archivo KML o KMZ' });
  await upload.locator('input[type="file"]').setInputFiles(KML_FIXTURE);
  await upload.getByRole('button', { name: 'Importar' }).click();
  await expect(upload.getByText('Se importaron 3 potreros')).toBeVisible();
  await upload.getByRole('button', { name: 'Cerrar' }).click();

  // The map frames the imported plots; their labels are placed on it by MapLibre.
  for (const name of ['Potrero 1 Norte', 'Potrero 2 con laguna', 'Bajo']) {
    await expect(map.getByRole('button', { name: new RegExp(`^${name}, `) })).toBeVisible();
  }
});

test('a rancher adds a drinker marker', async ({ page, request, playwright, baseURL }) => {
  const user = await signUpUser(request);
  const session = await apiSession(playwright, baseURL, user);
  const settlement = await createSettlement(session, 'Estancia La Aguada');
  await session.dispose();
  await logIn(page, user.email, user.password);

  await page.goto(`/dashboard?settlementId=${settlement._id}&panel=farmMarker`);
  const map = await loadedMap(page);
  const panel = page.getByRole('dialog', { name: 'Nuevo marcador del campo' });
  await panel.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Aguada' }).click();
  await panel.getByLabel('Nombre').fill('Aguada del bajo');
  await clickMap(page, [[0, 0]]);
  await expect(panel.getByText(/^Ubicación: /)).toBeVisible();
  await panel.getByRole('button', { name: 'Guardar marcador' }).click();

  await expect(map.getByRole('button', { name: 'Aguada: Aguada del bajo' })).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: 'Potrero' }).getByRole('heading', { name: 'Aguada del bajo' }),
  ).toBeVisible();
});

test('a settlement shared with another user is accepted and seen by them', async ({
  page,
  request,
  playwright,
  baseURL,
  browser,
}) => {
  const owner = await signUpUser(request);
  const guest = await signUpUser(request);
  const session = await apiSession(playwright, baseURL, owner);
  const settlement = await createSettlement(session, 'Estancia Compartida');
  await session.dispose();

  await logIn(page, owner.email, owner.password);
  await page.goto('/settlement');
  await page
    .getByRole('article', { name: 'Estancia Compartida' })
    .getByRole('button', { name: 'Compartir' })
    .click();
  const share = page.getByRole('dialog', { name: 'Compartir «Estancia Compartida»' });
  await share.getByLabel('Email de la persona').fill(guest.email);
  await share.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(share.getByText(`Enviamos la invitación a ${guest.email}.`)).toBeVisible();
  const invited = share
    .getByRole('list', { name: 'Personas con acceso e invitaciones pendientes' })
    .getByRole('listitem');
  await expect(invited.filter({ hasText: guest.email })).toContainText('Invitación pendiente');

  // The guest follows the mail's link (/addinvite?settlement=…&user=<who invited>) and accepts.
  const guestContext = await browser.newContext({ locale: 'es-AR' });
  const guestPage = await guestContext.newPage();
  await logIn(guestPage, guest.email, guest.password);
  await guestPage.goto(`/addinvite?settlement=${settlement._id}&user=${owner._id}`);
  await expect(guestPage.getByText(/te invitó al establecimiento Estancia Compartida\.$/)).toBeVisible();
  await guestPage.getByRole('button', { name: 'Aceptar' }).click();
  await expect(guestPage).toHaveURL(new RegExp(`/dashboard\\?settlementId=${settlement._id}$`));
  await expect(guestPage.getByRole('heading', { name: 'Estancia Compartida' })).toBeVisible();
  await loadedMap(guestPage);
  // Invited to look: no drawing for the guest.
  await expect(
    guestPage.getByText('Quien administra el establecimiento todavía no cargó sus potreros.'),
  ).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Dibujar potrero' })).toHaveCount(0);
  await guestContext.close();

  await page.reload();
  await page
    .getByRole('article', { name: 'Estancia Compartida' })
    .getByRole('button', { name: 'Compartir' })
    .click();
  await expect(invited.filter({ hasText: guest.email })).toContainText('Con acceso');
});
