import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiSession, createSettlement, signUpUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { logIn, panelTitled } from '../support/ui';
import { onEachScreenSize } from '../support/screen-sizes';

/** The superadmin's operation report, and an owner's "Administrar cuentas". */

onEachScreenSize(() => {
  test('the superadmin opens /reports for a settlement and downloads it as CSV', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const owner = await signUpUser(request);
    const session = await apiSession(playwright, baseURL, owner);
    const name = `Campo Reporte ${randomBytes(3).toString('hex')}`;
    await createSettlement(session, name);
    await session.dispose();

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/reports');
    await expect(page.getByText('Elegí qué reportar')).toBeVisible();
    const settlement = page.getByRole('combobox', { name: 'Establecimiento' });
    await settlement.fill(name);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByRole('button', { name: 'Ver reporte' }).click();

    const report = page.getByTestId('operation-report');
    await expect(report.getByText(new RegExp(name))).toBeVisible();
    await expect(report.getByText('Lecturas recibidas')).toBeVisible();
    await expect(report.getByText('Dispositivos reportando y sin reportar')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar reporte CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^reporte-operacion-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Día,Dispositivos reportando,Dispositivos sin reportar,Lecturas,Usuarios activos,Alertas generadas',
    );
    // The default week of days, one line each.
    expect(lines).toHaveLength(8);
  });

  test('an owner invites a member from "Administrar cuentas"', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    // The dashboard and the panel's module load behind the first look at the panel.
    test.setTimeout(180_000);
    const owner = await signUpUser(request);
    const member = await signUpUser(request);
    const session = await apiSession(playwright, baseURL, owner);
    await createSettlement(session, 'La Aguada');
    await session.dispose();
    await logIn(page, owner.email, owner.password);

    await page.goto('/menu');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Administrar cuentas', exact: true })
      .click({ timeout: 60_000 });
    const panel = panelTitled(page, 'Administrar cuentas');
    const members = panel.getByRole('list', { name: 'Miembros y roles' });
    await expect(members.getByText(owner.email)).toBeVisible({ timeout: 90_000 });

    await panel.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await panel.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(panel.getByText(`Invitación enviada a ${member.email}`)).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Invitaciones pendientes' })).toContainText(member.email);

    // Consent: he is not a member until he answers; his invitation waits for him.
    await expect(members.getByText(member.email)).toHaveCount(0);
    const invitee = await apiSession(playwright, baseURL, member);
    const waiting = await invitee.get<{ inviterName: string }[]>('/accountInvitations');
    expect(waiting).toEqual([expect.objectContaining({ inviterName: owner.name })]);
    await invitee.dispose();
  });
});
