import { expect, test } from '@playwright/test';
import { apiSession, createSettlement, signUpUser, square } from '../support/api';
import { SCREEN_SIZES } from '../support/screenshots';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { logIn } from '../support/ui';

interface BiomassAnswer {
  figures: { carbonT: number } | null;
  coefficients: { table: string; key: string; value: number; version: number }[];
}

/*
 * The coefficient screen at the three sizes, and an edit that the next biomass answer reads. The
 * carbon fraction is the value edited: the specs share one server, and no other spec compares a
 * carbon figure across two answers (a grazing utilisation edited here would move the days left the
 * forage spec reads twice).
 */
test('a superadmin edits a coefficient on its screen and the next biomass answer uses it', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // A rancher's festuca plot; its biomass answers say which carbon fraction they used.
  const rancher = await signUpUser(request);
  const session = await apiSession(playwright, baseURL, rancher);
  const settlement = await createSettlement(session, 'Estancia Los Coeficientes');
  const plot = await session.post<{ _id: string }>(`/settlements/${settlement._id}/plots`, {
    name: 'Potrero Festuca',
    geometry: square(-29.4131, -66.8558),
  });
  await session.post(`/plots/${plot._id}/crops`, { cropTypeId: 'festuca', startDate: '2025-12-01' });
  await session.dispose();
  const dataLogin = await request.post('/data-api/login', {
    data: { email: rancher.email, password: rancher.password },
  });
  const dataToken = ((await dataLogin.json()) as { accessToken: string }).accessToken;
  const biomass = async () => {
    const answer = await request.get(
      `/data-api/biomass/${plot._id}?cropType=festuca&formula=creaTable&region=pampa-humeda&fromDate=2026-01-01&toDate=2026-01-31`,
      { headers: { 'x-access-token-data': dataToken } },
    );
    expect(answer.ok(), await answer.text()).toBe(true);
    const body = (await answer.json()) as BiomassAnswer;
    return {
      carbonT: body.figures!.carbonT,
      fraction: body.coefficients.find((row) => row.key === 'fraction')!,
    };
  };
  const before = await biomass();
  expect(before.carbonT).toBeGreaterThan(0);

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/coefficients?table=carbon');
  await expect(page.getByRole('heading', { name: 'Coeficientes', level: 1 })).toBeVisible();
  // The same page at each size (a table, then cards on the phone): the row, its allowed range and
  // its confidence as a badge, and the history.
  for (const viewport of Object.values(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await expect(page.getByText('fraction', { exact: true })).toBeVisible();
    await expect(page.getByText('0,3 a 0,6')).toBeVisible();
    await expect(page.getByText('[U] Sin verificar').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historial de versiones' })).toBeVisible();
  }

  // On the phone: a value out of range is refused as it is typed, a note is asked for, then saved.
  await page.getByRole('button', { name: 'Editar valores' }).click();
  const value = page.getByRole('textbox', { name: 'Valor de fraction' });
  await value.fill('0,7');
  await expect(page.getByText('Entre 0,3 y 0,6')).toBeVisible();
  await value.fill('0,48');
  await expect(page.getByText('Entre 0,3 y 0,6')).toBeHidden();
  await page.getByRole('button', { name: 'Guardar versión nueva' }).click();
  await expect(page.getByText('Este campo es requerido')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nota del cambio' }).fill('IPCC 2006, fracción de carbono 0,48');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes('/biomass-coefficients/carbon'),
  );
  await page.getByRole('button', { name: 'Guardar versión nueva' }).click();
  expect((await saved).ok()).toBe(true);
  // The history names the version, who wrote it and why.
  await expect(page.getByText('IPCC 2006, fracción de carbono 0,48')).toBeVisible();
  await expect(page.getByText(ADMIN_EMAIL, { exact: false }).first()).toBeVisible();

  // The next answer reads the new version: carbon = growth × fraction, so it scales by 0.48 / old.
  const after = await biomass();
  expect(after.fraction).toMatchObject({ value: 0.48, version: before.fraction.version + 1 });
  expect(after.carbonT).toBeCloseTo((before.carbonT * 0.48) / before.fraction.value, 1);
});
