import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, createSettlement, signUpUser, type ApiSession, type TestUser } from '../support/api';
import { mailedLink } from '../support/outbox';
import { logIn, submitLogin, submitSignUp } from '../support/ui';

interface Account {
  _id: string;
  name: string;
}

const accountsOf = (session: ApiSession, user: TestUser) =>
  session.get<Account[]>(`/userAccount/${user._id}?active=true`);

/**
 * Two new users, the owner adding the member to his own account: an invitation, mailed and waiting
 * in the app.
 */
async function anAccountInvitation(
  request: APIRequestContext,
  playwright: Parameters<typeof apiSession>[0],
  baseURL: string | undefined,
): Promise<{ owner: TestUser; member: TestUser; account: Account }> {
  const owner = await signUpUser(request);
  const member = await signUpUser(request);
  const ownerSession = await apiSession(playwright, baseURL, owner);
  const [account] = await accountsOf(ownerSession, owner);
  await ownerSession.put(`/userAccount/${account!._id}/${member._id}`, { role: 'invite' });
  await ownerSession.dispose();
  return { owner, member, account: account! };
}

/** The top bar's account switcher: the account the user works on. */
const switcher = (page: Page) => page.getByRole('button', { name: /^Cuenta: / });

test('an account invitation changes nothing until the invitee accepts it in the app', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const { owner, member, account } = await anAccountInvitation(request, playwright, baseURL);

  await logIn(page, member.email, member.password);
  const invitations = page.getByRole('region', { name: 'Tenés una invitación pendiente' });
  await expect(invitations).toContainText(
    `${owner.name} te invita a la cuenta ${account.name} para ver sus datos.`,
  );
  // Still on his own account, the only one he has.
  await expect(switcher(page)).toHaveAccessibleName(`Cuenta: ${member.name}`);

  await invitations.getByRole('button', { name: `Aceptar la invitación a ${account.name}` }).click();
  await expect(invitations).toHaveCount(0);
  await switcher(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: account.name })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: member.name })).toBeVisible();
});

test('an account invitation is declined from the mailed link, without logging in', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const { owner, member, account } = await anAccountInvitation(request, playwright, baseURL);

  const guest = await browser.newContext({ locale: 'es-AR' });
  const page = await guest.newPage();
  await page.goto(mailedLink(member.email, '/account-invite'));
  await expect(page.getByText(`${owner.name} te invita a la cuenta ${account.name}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText('Invitación rechazada')).toBeVisible();
  await guest.close();

  const memberSession = await apiSession(playwright, baseURL, member);
  expect((await accountsOf(memberSession, member)).map((a) => a.name)).toEqual([member.name]);
  expect(await memberSession.get('/accountInvitations')).toEqual([]);
  await memberSession.dispose();
});

test('a new user signs up, confirms his email from the mailed link, then logs in', async ({ page }) => {
  const email = `nueva-${Date.now().toString(36)}@example.com`;
  await page.goto('/register');
  await submitSignUp(page, { name: 'Juana Registrada', email, password: 'clave-segura-1' });
  // The login waits for a verified email: the page says to check the mail.
  await expect(page.getByText('Revisá tu correo')).toBeVisible();

  await page.goto(mailedLink(email, '/verify-email'));
  await page.getByRole('button', { name: 'Confirmar mi email' }).click();
  await expect(page.getByText('Email confirmado')).toBeVisible();
  await logIn(page, email, 'clave-segura-1');
  await expect(switcher(page)).toHaveAccessibleName('Cuenta: Juana Registrada');
  await expect(page.getByText('Confirmá tu email', { exact: true })).toHaveCount(0);
});

test('an unverified user is refused at login, mailed a new link, and then opens his invitation', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const owner = await signUpUser(request);
  const guest = await signUpUser(request, { verified: false });
  const ownerSession = await apiSession(playwright, baseURL, owner);
  const settlement = await createSettlement(ownerSession, 'Estancia con Secreto');
  await ownerSession.get(`/users/invite/${settlement._id}/${encodeURIComponent(guest.email)}/invite`);
  await ownerSession.dispose();

  // Refused like a wrong password, with the hint: the refused login mailed a new link.
  await page.goto('/login');
  await submitLogin(page, guest.email, guest.password);
  await expect(page.getByText('Email o Password incorrectos')).toBeVisible();
  await expect(page.getByText(/te enviamos un enlace nuevo/)).toBeVisible();
  await page.goto(mailedLink(guest.email, '/verify-email'));
  await page.getByRole('button', { name: 'Confirmar mi email' }).click();
  await expect(page.getByText('Email confirmado')).toBeVisible();
  await logIn(page, guest.email, guest.password);

  // The mail's link carries the secret: the invitation opens.
  const link = mailedLink(guest.email, '/addinvite');
  expect(new URL(link, baseURL).searchParams.get('token')).toBeTruthy();
  await page.goto(link);
  await expect(page.getByText(/te invitó al establecimiento Estancia con Secreto\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?settlementId=${settlement._id}$`));
  await expect(page.getByRole('heading', { name: 'Estancia con Secreto' })).toBeVisible();
});

test('signing up with a registered email answers like any sign-up and mails its owner', async ({
  page,
  request,
}) => {
  const owner = await signUpUser(request);
  await page.goto('/register');
  await submitSignUp(page, { name: 'Otra Persona', email: owner.email, password: 'otra-clave-123' });
  await expect(page.getByText('Revisá tu correo')).toBeVisible();
  // The sign-up answered after the mail was kept.
  expect(mailedLink(owner.email, '/recovery')).toBe('/recovery');

  // His own password still works.
  await page.goto('/login');
  await submitLogin(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
