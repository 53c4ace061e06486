import { expect, test } from '@playwright/test';
import { signUpUser, updateUserAsSuperadmin } from '../support/api';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/server';
import { expectSettlementsShown, logIn, settlementsAnswer, storedItem, submitLogin } from '../support/ui';

test('a guest sent from /dashboard to /login comes back to /dashboard after login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(JSON.parse((await storedItem(page, 'redirectTo'))!)).toEqual({ pathname: '/dashboard', search: '' });

  const settlements = settlementsAnswer(page);
  await submitLogin(page, DEMO_EMAIL, DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSettlementsShown(page, settlements);
  expect(await storedItem(page, 'redirectTo')).toBeNull();
});

test('the login form shows the three validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('El email es requerido')).toBeVisible();
  await expect(page.getByText('La contraseña es requerida')).toBeVisible();

  await page.getByLabel('Email').fill('productor@campo');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('El email no es valido')).toBeVisible();
});

test('a wrong password shows "Email o Password incorrectos"', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO_EMAIL, 'not-the-password');
  await expect(page.getByText('Email o Password incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an inactive user sees the warning and stays', async ({ page, request }) => {
  const user = await signUpUser(request);
  await updateUserAsSuperadmin(request, { _id: user._id, active: false });

  await page.goto('/login');
  await submitLogin(page, user.email, user.password);

  await expect(page.getByText('El usuario no se encuentra habilitado')).toBeVisible();
  await expect(page.getByText('Debe ponerse en contacto con el administrador')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a logged-in user who opens /login goes to /dashboard', async ({ page }) => {
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the invite link lands on /addinvite and stores the pending invite', async ({ page }) => {
  const invite = { settlementId: '0123456789abcdef01234567', userId: '89abcdef0123456789abcdef' };
  await page.goto(`/login?settlement=${invite.settlementId}&user=${invite.userId}`);

  await expect(page).toHaveURL(
    new RegExp(`/addinvite\\?settlement=${invite.settlementId}&user=${invite.userId}$`),
  );
  await expect(page.getByRole('heading', { name: 'Aceptar invitación' })).toBeVisible();
  await expect
    .poll(async () => JSON.parse((await storedItem(page, 'pendingInvite')) ?? 'null'))
    .toEqual(invite);
});
