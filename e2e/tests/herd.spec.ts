import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpUser } from '../support/api';
import { loadedMap, logIn } from '../support/ui';
import {
  apiAs,
  createHerdFarm,
  csvFile,
  reportPosition,
  signedInOnHerdFarm,
  uniqueTag,
} from './herd-fixtures';

/** Opens the import dialog of /animals. */
async function openAnimalImport(page: Page) {
  await page.goto('/animals?import=1');
  return page.getByRole('dialog', { name: 'Importar animales' });
}

test('the animal template filled with 50 animals imports, and they are listed in /animals', async ({
  page,
  request,
}) => {
  await signedInOnHerdFarm(page, request, 0);
  const dialog = await openAnimalImport(page);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Plantilla CSV' }).click();
  const template = await readFile((await (await download).path())!, 'utf8');
  const header = template.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
  const columns = header.split(',');
  expect(columns[0]).toBe('caravanaNumber');

  const tag = uniqueTag();
  const rows = Array.from({ length: 50 }, (_, index) => {
    const values: Record<string, string> = {
      caravanaNumber: `I${tag}-${String(index + 1).padStart(3, '0')}`,
      animalType: index % 2 ? 'VAQUILLONA' : 'VACA',
      breed: 'HEREFORD',
      birthDay: '2022-08-15',
    };
    return columns.map((column) => values[column] ?? '').join(',');
  });
  await dialog.locator('input[type="file"]').setInputFiles(csvFile('hacienda.csv', [header, ...rows]));
  await dialog.getByRole('button', { name: 'Verificar archivo' }).click();
  await expect(dialog.getByText('50 animales listos para importar')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar 50 animales' }).click();
  await expect(dialog.getByText('Se importaron 50 animales.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Listo' }).click();

  await expect(page.getByText('1–50 de 50')).toBeVisible();
  await expect(page.getByRole('button', { name: `I${tag}-001`, exact: true })).toBeVisible();

  // The export honours the list: every animal of the account, with a header row.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const csv = await readFile((await (await exported).path())!, 'utf8');
  const lines = csv.split(/\r?\n/).filter(Boolean);
  expect(lines).toHaveLength(51);
  expect(csv).toContain(`I${tag}-050`);
});

test('a file with two bad rows imports nothing and names both errors', async ({ page, request }) => {
  await signedInOnHerdFarm(page, request, 0);
  const dialog = await openAnimalImport(page);

  const tag = uniqueTag();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(
      csvFile('con-errores.csv', [
        'caravanaNumber,animalType,breed',
        `B${tag}-1,VACA,HEREFORD`,
        `B${tag}-2,JIRAFA,HEREFORD`,
        `B${tag}-3,VACA,HEREFORD`,
        `,TORO,HEREFORD`,
      ]),
    );
  await dialog.getByRole('button', { name: 'Verificar archivo' }).click();

  const errors = dialog.getByRole('table', { name: 'Errores por fila' });
  await expect(dialog.getByText('No se importó nada')).toBeVisible();
  await expect(dialog.getByText(/El archivo tiene 2 errores/)).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /3 animalType El valor no está entre las opciones/ }),
  ).toBeVisible();
  await expect(errors.getByRole('row', { name: /5 caravanaNumber Falta un dato obligatorio/ })).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Todavía no cargaste animales')).toBeVisible();
});

test('fast loading creates 10 devices from 10 pasted MACs and shows their keys once', async ({
  page,
  request,
}) => {
  await signedInOnHerdFarm(page, request, 0);
  await page.goto('/devices');
  await expect(page.getByText('Todavía no cargaste dispositivos')).toBeVisible();
  await page.getByRole('button', { name: 'Carga rápida' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Carga rápida de dispositivos' });

  const tag = uniqueTag();
  const macs = Array.from({ length: 10 }, (_, index) => `${tag}:${String(index).padStart(2, '0')}`);
  await dialog.getByLabel('Identificadores (MAC)').fill(macs.join('\n'));
  await expect(dialog.getByText('10 identificadores')).toBeVisible();
  await dialog.getByRole('button', { name: 'Crear 10 dispositivos' }).click();

  await expect(dialog.getByText('Se crearon 10 dispositivos')).toBeVisible();
  await expect(dialog.getByRole('table', { name: /Claves de ingesta/ }).getByRole('row')).toHaveCount(11);
  await dialog.getByRole('button', { name: 'Ya la guardé' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('1–10 de 10')).toBeVisible();
  const list = page.getByRole('table', { name: 'Dispositivos' });
  for (const mac of macs) await expect(list.getByText(mac, { exact: true })).toBeVisible();
});

test('fast loading names the bad lines and creates nothing', async ({ page, request }) => {
  const user = await signUpUser(request);
  await logIn(page, user.email, user.password);
  await page.goto('/devices?fastLoad=1');
  const dialog = page.getByRole('dialog', { name: 'Carga rápida de dispositivos' });

  const tag = uniqueTag();
  await dialog.getByLabel('Identificadores (MAC)').fill([`${tag}:01`, 'X!', `${tag}:01`].join('\n'));
  await dialog.getByRole('button', { name: 'Crear 3 dispositivos' }).click();

  await expect(dialog.getByText('2 líneas con error')).toBeVisible();
  await expect(dialog.getByText(/Línea 2 · X!: El identificador no es válido/)).toBeVisible();
  await expect(dialog.getByText(/Línea 3 · .*: El identificador está repetido/)).toBeVisible();
});

/** The plot's label on the dashboard map: its name, area and, once it has some, its animals. */
const plotLabel = (page: Page, plotName: string) =>
  page
    .getByRole('region', { name: 'Mapa', exact: true })
    .getByRole('button', { name: new RegExp(`^${plotName}, `) });

test('allocating a roundup to a plot changes the plot count, on the map too', async ({ page, request }) => {
  const { farm } = await signedInOnHerdFarm(page, request, 3);
  await loadedMap(page);
  await expect(plotLabel(page, farm.plotName)).toBeVisible();
  await expect(plotLabel(page, farm.plotName)).not.toHaveAccessibleName(/cabezas/);
  await page.goto('/roundups');

  const plots = page.getByRole('table', { name: 'Potreros' });
  const plotCount = plots
    .getByRole('row', { name: new RegExp(farm.plotName) })
    .getByRole('cell')
    .nth(2);
  await expect(plotCount).toHaveText('0');
  const roundupRow = page
    .getByRole('table', { name: 'Rodeos' })
    .getByRole('row', { name: new RegExp(farm.roundupName) });
  await expect(roundupRow.getByRole('cell').nth(1)).toHaveText('3');

  await page.getByRole('button', { name: `Acciones de ${farm.roundupName}` }).click();
  await page.getByRole('menuitem', { name: 'Asignar a potrero' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asignar a un potrero' });
  // The settlement's only plot is chosen already.
  await expect(dialog.getByRole('combobox', { name: 'Potrero' })).toHaveValue(
    `${farm.plotName} · 0 animales`,
  );
  await dialog.getByRole('button', { name: 'Asignar' }).click();

  await expect(plotCount).toHaveText('3');
  await plots.getByRole('button', { name: farm.plotName, exact: true }).click();
  const history = page.getByRole('dialog', { name: `Asignaciones de ${farm.plotName}` });
  for (const caravana of farm.caravanas) await expect(history.getByText(caravana)).toBeVisible();

  await page.goto('/dashboard');
  await loadedMap(page);
  await expect(plotLabel(page, farm.plotName)).toHaveAccessibleName(
    new RegExp(`^${farm.plotName}, .* ha, 3 cabezas$`),
  );
  await expect(plotLabel(page, farm.plotName)).toContainText('3 cab.');
});

test('the top-bar search finds an animal in another settlement, opens it on the map, and it is edited there', async ({
  page,
  request,
}) => {
  const user = await signUpUser(request);
  const farm = await createHerdFarm(request, user, 3);
  const [, wanted] = farm.caravanas;
  const position = { lat: -29.405, lng: -66.855 };
  await reportPosition(
    request,
    user,
    { settlementId: farm.settlementId, animalId: farm.animalIds[1]! },
    position,
  );
  // A second settlement is on screen when the search starts.
  const other = await (
    await apiAs(request, user)
  ).post<{ _id: string }>('/settlements', {
    name: `Otro campo ${uniqueTag()}`,
    location: { lat: -31.4, lng: -64.2 },
  });
  await logIn(page, user.email, user.password);
  await page.goto(`/dashboard?settlementId=${other._id}`);
  await loadedMap(page);

  await page.getByRole('searchbox', { name: 'Buscar potreros, animales o dispositivos' }).fill(wanted!);
  const results = page.getByTestId('herd-search-results');
  await results.getByRole('option', { name: new RegExp(`^${wanted}`) }).click();

  await expect(page).toHaveURL(new RegExp(`settlementId=${farm.settlementId}`));
  await expect(page).toHaveURL(new RegExp(`item=animal%3A${farm.animalIds[1]}`));
  const panel = page.getByRole('tabpanel', { name: 'Animal' });
  await expect(panel.getByRole('heading', { name: wanted })).toBeVisible();
  await expect(panel.getByTestId('animal-position')).toHaveText(
    `${position.lat.toFixed(5)}, ${position.lng.toFixed(5)}`,
  );

  // "Edit animal" from the dashboard: a new caravana shows on the panel at once.
  await panel.getByRole('button', { name: 'Editar animal' }).click();
  const form = page.getByRole('dialog', { name: `Editar animal ${wanted}` });
  await form.getByRole('textbox', { name: 'Caravana', exact: true }).fill(`${wanted}X`);
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  // An edit asks the spec's "Desea modificar" first.
  await page
    .getByRole('dialog', { name: 'Desea modificar' })
    .getByRole('button', { name: 'Modificar' })
    .click();
  await expect(form).toBeHidden();
  await expect(panel.getByRole('heading', { name: `${wanted}X` })).toBeVisible();
});

test('an animal is found by its caravana from the /animals search', async ({ page, request }) => {
  const { farm } = await signedInOnHerdFarm(page, request, 3);
  await page.goto('/animals');
  await expect(page.getByText('1–3 de 3')).toBeVisible();

  const [, wanted] = farm.caravanas;
  await page.getByRole('searchbox', { name: /Buscar por caravana/ }).fill(wanted!);

  await expect(page.getByText('1–1 de 1')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(wanted!)}`));
  await page.getByRole('button', { name: wanted!, exact: true }).click();
  const detail = page.getByRole('dialog', { name: `Animal ${wanted}` });
  await expect(detail.getByText('Historial de rodeos')).toBeVisible();
  await expect(detail.getByText(farm.roundupName).first()).toBeVisible();
});

test('a new device shows its ingest key once, with a copy button', async ({ page, request }) => {
  await signedInOnHerdFarm(page, request, 0);
  await page.goto('/devices?new=1');
  const form = page.getByRole('dialog', { name: 'Nuevo dispositivo' });
  const mac = `${uniqueTag()}:AA`;
  await form.getByLabel(/^Identificador \(MAC\)/).fill(mac);
  await form.getByRole('button', { name: 'Crear dispositivo' }).click();

  const notice = page.getByRole('dialog', { name: 'Dispositivo creado: guardá su clave' });
  await expect(notice.getByTestId('ingest-key')).not.toBeEmpty();
  await expect(notice.getByRole('button', { name: 'Copiar la clave de ingesta' })).toBeVisible();
  await expect(notice.getByText('Guardala ahora')).toBeVisible();
  await notice.getByRole('button', { name: 'Ya la guardé' }).click();
  await expect(notice).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Dispositivos' }).getByText(mac, { exact: true }),
  ).toBeVisible();
});

test('a device a gateway hears but the account lacks is registered from the gateway', async ({
  page,
  request,
}) => {
  const user = await signUpUser(request);
  const farm = await createHerdFarm(request, user, 0);
  const api = await apiAs(request, user);
  const { ingestKey, gateway } = await api.post<{ ingestKey: string; gateway: { name: string } }>(
    '/gateways',
    {
      identifier: `${uniqueTag()}0001`,
      name: `Gateway Molino ${uniqueTag()}`,
      settlementId: farm.settlementId,
    },
  );
  const stray = `${uniqueTag()}:EE`;
  const heard = await request.post('/ingest/readings', {
    headers: { Authorization: `Bearer ${ingestKey}` },
    data: [{ device: stray, ts: Date.now() - 60_000, lat: -29.405, lng: -66.855 }],
  });
  expect(await heard.json()).toMatchObject({ accepted: 0, rejected: 1 });

  await logIn(page, user.email, user.password);
  await page.goto('/devices?tab=gateways');
  await page.getByRole('button', { name: `Acciones de ${gateway.name}` }).click();
  await page.getByRole('menuitem', { name: 'Dispositivos desconocidos' }).click();
  const unknown = page.getByRole('dialog', { name: `Dispositivos desconocidos · ${gateway.name}` });
  await unknown.getByRole('button', { name: `Dar de alta ${stray}` }).click();

  const form = page.getByRole('dialog', { name: 'Nuevo dispositivo' });
  await expect(form.getByLabel(/^Identificador \(MAC\)/)).toHaveValue(stray);
  await form.getByRole('button', { name: 'Crear dispositivo' }).click();
  const notice = page.getByRole('dialog', { name: 'Dispositivo creado: guardá su clave' });
  await notice.getByRole('button', { name: 'Ya la guardé' }).click();
  await expect(
    page.getByRole('table', { name: 'Dispositivos' }).getByText(stray, { exact: true }),
  ).toBeVisible();

  // Registered, its next reading through the gateway is taken.
  const again = await request.post('/ingest/readings', {
    headers: { Authorization: `Bearer ${ingestKey}` },
    data: [{ device: stray, ts: Date.now(), lat: -29.405, lng: -66.855 }],
  });
  expect(await again.json()).toMatchObject({ accepted: 1 });
});
