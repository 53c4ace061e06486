import { expect, test } from '@playwright/test';
import { demoPlacedAnimal, demoSession } from '../support/demo';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { loadedMap, logIn } from '../support/ui';

test('the demo farm shows its animals live: a reading posted by OsmAnd moves one on the open map', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const api = await demoSession(playwright, baseURL);
  const { settlementId, animal } = await demoPlacedAnimal(api);
  expect(animal).toBeDefined();
  const { ingestKey } = await api.post<{ ingestKey: string }>(`/devices/${animal.deviceId}/key`, {});
  await api.dispose();

  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.goto(`/dashboard?settlementId=${settlementId}&item=animal:${animal.animalId}`);
  await loadedMap(page);
  const legend = page.getByTestId('animals-legend');
  await expect.poll(async () => Number(await legend.getAttribute('data-count'))).toBeGreaterThan(0);

  const panel = page.getByRole('tabpanel', { name: 'Animal' });
  await expect(panel.getByRole('heading', { name: animal.caravana })).toBeVisible();
  await expect(panel.getByTestId('simulated-badge')).toBeVisible();
  const position = panel.getByTestId('animal-position');
  // While the demo backfills its history the animal already moves; its own reading comes later.
  await expect(position).toHaveText(/^-?\d+\.\d{5}, -?\d+\.\d{5}$/);
  // The last week's behaviour, with km per day.
  await expect(panel.getByText('Comportamiento diario, últimos 7 días (h)')).toBeVisible();
  await expect(panel.getByText('Distancia recorrida por día (km)')).toBeVisible();
  await expect(panel.locator('[data-series="grazing"]').first()).toBeAttached();
  // The collar's battery (with the low-battery threshold) and temperature (with its reference band)
  // over the top bar's range.
  const battery = panel.getByRole('figure', { name: 'Batería del collar, últimas 24 h (%)' });
  await expect(battery.getByText('Batería baja: menos de 20 %')).toBeVisible();
  const temperature = panel.getByRole('figure', { name: 'Temperatura del collar, últimas 24 h (°C)' });
  await expect(temperature.getByText('Normal rectal del bovino: 38 a 39,3 °C')).toBeVisible();

  const lat = Number((animal.lat! + 0.0021).toFixed(5));
  const lng = Number((animal.lng! - 0.0017).toFixed(5));
  const ingested = await request.get(`/ingest/osmand/${ingestKey}?lat=${lat}&lon=${lng}&batt=77`);
  expect(await ingested.json()).toMatchObject({ accepted: 1 });

  // No reload: the live stream carries it to the open map and its panel.
  await expect(position).toHaveText(`${lat.toFixed(5)}, ${lng.toFixed(5)}`, { timeout: 3_000 });
  await expect(panel.getByTestId('animal-battery')).toHaveText('77 %');
  // Another range asks the collar's history again: the reading just posted is drawn, with the threshold.
  await page.getByText('12 h', { exact: true }).click();
  const lastHours = panel.getByRole('figure', { name: 'Batería del collar, últimas 12 h (%)' });
  await expect(lastHours.getByTestId('line-chart-threshold')).toBeAttached();
  await expect(lastHours.getByRole('slider')).toBeVisible();

  // The heat-map layer draws from the data API for the selected range.
  const heatmap = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/data-api/heatmap' && response.ok(),
  );
  await page.getByRole('button', { name: 'Mapa base y capas' }).click();
  await page.getByRole('checkbox', { name: 'Mapa de calor' }).check();
  const cells = ((await (await heatmap).json()) as { cells: unknown[] }).cells;
  expect(cells.length).toBeGreaterThan(0);
});
