import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ApiSession } from '../support/api';
import { demoSession, type LivePosition } from '../support/demo';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { loadedMap, logIn } from '../support/ui';

/** The demo farm's first settlement, a roundup whose collars already reported, and that roundup's plot. */
async function demoRoundup(api: ApiSession) {
  const [settlement] = await api.get<{ _id: string }[]>('/settlements');
  const roundups = await api.get<{ _id: string; name: string }[]>(
    `/roundups?settlementId=${settlement!._id}`,
  );
  const plots = await api.get<{ _id: string; name: string }[]>(`/settlements/${settlement!._id}/plots`);
  // The demo backfills its week of readings as the server starts: wait for the first ones.
  let reported: LivePosition[] = [];
  await expect
    .poll(
      async () => {
        const live = await api.get<LivePosition[]>(`/settlements/${settlement!._id}/live-positions`);
        reported = live.filter((animal) => animal.ts !== null && animal.roundupId !== null);
        return reported.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const roundup = roundups.find((candidate) => candidate._id === reported[0]!.roundupId)!;
  const plot = plots.find((candidate) => candidate._id === reported[0]!.plotId)!;
  return { settlementId: settlement!._id, roundup, plot };
}

test("grazing dynamics: a roundup's occupancy per plot and day, its CSV, and a replay of its animals with time advancing", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await demoSession(playwright, baseURL);
  const { settlementId, roundup, plot } = await demoRoundup(api);
  await api.dispose();

  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  // The menu's action opens the bottom tab.
  await page.goto(`/dashboard?settlementId=${settlementId}&panel=grazingDynamics&range=1w`);
  await loadedMap(page);
  const tab = page.getByRole('tabpanel', { name: 'Dinámica de pastoreo' });
  await expect(tab.getByRole('radiogroup', { name: 'Ver datos de' })).toBeVisible();
  await expect(page).not.toHaveURL(/panel=/);

  await tab.locator('label', { hasText: /^Rodeo$/ }).click();
  await tab.getByPlaceholder('Elegí un rodeo').click();
  await page.getByRole('option', { name: roundup.name }).click();
  // The filter is part of the link.
  await expect(page).toHaveURL(new RegExp(`herd=roundup%3A${roundup._id}`));

  const occupancy = tab.getByRole('figure', { name: 'Ocupación de cada potrero por día (horas animal)' });
  const row = occupancy.locator(`tr[data-plot="${plot._id}"]`);
  await expect(row.getByRole('rowheader')).toHaveText(plot.name);
  const total = row.getByRole('cell').last();
  await expect(total).toHaveText(/^[\d.]+(,\d)?$/);
  expect(Number((await total.textContent())!.replaceAll('.', '').replace(',', '.'))).toBeGreaterThan(0);
  await expect(tab.getByTestId('occupancy-summary')).toContainText(`El potrero más ocupado fue ${plot.name}`);

  const download = page.waitForEvent('download');
  await tab.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^dinamica-de-pastoreo-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFPotrero,Día,Animales,Horas animal,Horas de pastoreo');
  expect(csv).toContain(`\r\n${plot.name},`);

  // The roundup's animals (50 at most) replayed at once: the time shown moves on by itself.
  await tab.getByRole('button', { name: /^Reproducir \d+ recorridos$/ }).click();
  const replay = page.getByTestId('replay-controls');
  const time = replay.getByTestId('replay-time');
  await expect(time).toBeVisible({ timeout: 15_000 });
  const start = Number(await time.getAttribute('data-time'));
  await expect
    .poll(async () => Number(await time.getAttribute('data-time')))
    .toBeGreaterThan(start + 3_600_000);
  await replay.getByRole('button', { name: 'Pausar' }).click();
  const paused = await time.textContent();
  await page.waitForTimeout(500);
  await expect(time).toHaveText(paused!);
  // The live animals make way while the replay runs, and come back after it.
  await expect(page.getByTestId('animals-legend')).toBeHidden();
  await replay.getByRole('button', { name: 'Terminar la reproducción' }).click();
  await expect(replay).toBeHidden();
  await expect(page.getByTestId('animals-legend')).toBeVisible();
});

test('the heat map action scopes the heat map to one plot', async ({ page, playwright, baseURL }) => {
  const api = await demoSession(playwright, baseURL);
  const { settlementId, plot } = await demoRoundup(api);
  await api.dispose();

  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  const wholeSettlement = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/data-api/heatmap' &&
      new URL(response.url()).searchParams.get('settlementId') === settlementId,
  );
  await page.goto(`/dashboard?settlementId=${settlementId}&panel=heatMap`);
  await loadedMap(page);
  const card = page.getByRole('dialog', { name: 'Mapa de calor' });
  await expect(card.getByRole('switch', { name: 'Mostrar el mapa de calor' })).toBeChecked();
  expect((await wholeSettlement).ok()).toBe(true);

  const ofPlot = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/data-api/heatmap' &&
      new URL(response.url()).searchParams.get('plotId') === plot._id,
  );
  await card.getByRole('radio', { name: 'Un potrero' }).check();
  await card.getByLabel('Elegí un potrero').click();
  await page.getByRole('option', { name: plot.name }).click();
  expect((await ofPlot).ok()).toBe(true);
  await expect(card.getByTestId('heatmap-status')).toContainText('Rango: 1 día');
});
