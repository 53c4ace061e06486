import { expect, test } from '@playwright/test';
import { signUpUser, updateUserAsSuperadmin } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { logIn } from '../support/ui';

test('an invite-role user cannot open /settlement', async ({ page, request }) => {
  const user = await signUpUser(request);
  await updateUserAsSuperadmin(request, { _id: user._id, tags: [] });
  await logIn(page, user.email, user.password);

  await page.goto('/settlement');

  await expect(page.getByRole('heading', { name: 'No tenés acceso a esta sección' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú' }).getByText('Gestión')).toHaveCount(0);
});

test('a superadmin can open /users', async ({ page }) => {
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);

  await page.goto('/users');

  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await expect(page.getByText('No tenés acceso a esta sección')).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/potreros/no-existe');
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
});

test('switching to English changes the menu', async ({ page, request }) => {
  const user = await signUpUser(request);
  await logIn(page, user.email, user.password);
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await expect(menu.getByText('Históricos')).toBeVisible();

  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English (US)' }).click();

  const englishMenu = page.getByRole('navigation', { name: 'Menu' });
  await expect(englishMenu.getByText('Historicals')).toBeVisible();
  await expect(englishMenu.getByText('Map', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
