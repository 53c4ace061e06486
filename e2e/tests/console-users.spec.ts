import { expect, test } from '@playwright/test';
import { signUpUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { logIn } from '../support/ui';
import { onEachScreenSize } from '../support/screen-sizes';

onEachScreenSize(() => {
  test('a superadmin finds a user and deactivates him, and the audit log shows it', async ({
    page,
    request,
  }) => {
    const rancher = await signUpUser(request);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/users');

    await page.getByPlaceholder('Buscar por nombre o email').fill(rancher.email);
    // The list answers the search (it is in the address) before a row is opened.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText('1–1 de 1')).toBeVisible();
    await page.getByRole('button', { name: `Acciones de ${rancher.name}` }).click();
    await page.getByRole('menuitem', { name: 'Ver' }).click();

    const drawer = page.getByRole('dialog', { name: rancher.name });
    await expect(drawer.getByText(rancher.email)).toBeVisible();
    await expect(drawer.getByText('Sin cambios registrados.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Desactivar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Desea modificar' });
    await expect(confirm.getByText(`${rancher.name} no va a poder ingresar`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Modificar' }).click();

    // The record, the actions and the audit log follow.
    await expect(drawer.getByRole('button', { name: 'Activar' })).toBeVisible();
    const log = drawer.getByRole('table', { name: 'Registro de cambios' });
    await expect(log.getByText('Desactivado')).toBeVisible();
    await expect(log.getByText('Por Administrador')).toBeVisible();
    await expect(log.getByText(/Activo:/)).toBeVisible();

    // He can no longer log in.
    const login = await request.post('/api/v1/login', {
      data: { email: rancher.email, password: rancher.password },
    });
    expect(login.status()).not.toBe(200);

    // Back on the list, he shows as inactive.
    await drawer.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByText('Inactivo').first()).toBeVisible();
  });
});
