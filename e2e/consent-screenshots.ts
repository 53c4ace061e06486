// Captures the consent screens (issue 11) at desktop, tablet and mobile sizes into e2e/screenshots/:
// the login refused to an email not verified yet, the verify-email page, the invitation notice over the
// map, the account-invite page of a mailed link, and the sign-up's answer.
// Needs `npm run build`; run with `npx tsx consent-screenshots.ts` from e2e/.
import { request as playwrightRequest } from 'playwright-core';
import { apiSession, createSettlement, signUpUser } from './support/api';
import { mailedLink } from './support/outbox';
import { captureScreens } from './support/screenshots';
import { logIn, submitLogin, submitSignUp } from './support/ui';

await captureScreens(async ({ page, origin, dataDir, shot }) => {
  process.env.E2E_DATA_DIR = dataDir;
  const request = await playwrightRequest.newContext({ baseURL: origin });
  const owner = await signUpUser(request);
  const member = await signUpUser(request, { verified: false });
  const ownerSession = await apiSession({ request: playwrightRequest }, origin, owner);
  const [account] = await ownerSession.get<{ _id: string }[]>(`/userAccount/${owner._id}?active=true`);
  await ownerSession.put(`/userAccount/${account!._id}/${member._id}`, { role: 'admin' });
  const settlement = await createSettlement(ownerSession, 'Estancia La Esperanza');
  await ownerSession.get(`/users/invite/${settlement._id}/${encodeURIComponent(member.email)}/invite`);
  await ownerSession.dispose();

  // Not verified yet: the login is refused like a wrong password, and says a new link was mailed.
  await page.goto(`${origin}/login`);
  await submitLogin(page, member.email, member.password);
  await page.getByText(/te enviamos un enlace nuevo/).waitFor();
  await shot('consent-login-unverified');

  // The verify-email page of the mailed link, before and after the click.
  await page.goto(`${origin}${mailedLink(member.email, '/verify-email', dataDir)}`);
  await shot('consent-verify-email');
  await page.getByRole('button', { name: 'Confirmar mi email' }).click();
  await page.getByText('Email confirmado').waitFor();
  await shot('consent-verify-email-done');

  // Signed in, with an invitation waiting: the notice above the map.
  await logIn(page, member.email, member.password, origin);
  await page.getByRole('region', { name: 'Tenés una invitación pendiente' }).waitFor();
  await shot('consent-notices');

  // The account invitation's mailed link (the page is the same signed in or not).
  await page.goto(`${origin}${mailedLink(member.email, '/account-invite', dataDir)}`);
  await page.getByRole('button', { name: 'Aceptar' }).waitFor();
  await shot('consent-account-invite');

  // A sign-up with a registered email: the same answer as any, the page says to check the mail.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin}/register`);
  await submitSignUp(page, { name: 'Otra Persona', email: owner.email, password: 'otra-clave-123' });
  await page.getByText('Revisá tu correo').waitFor();
  await shot('consent-register-check-mail');
  await request.dispose();
});
