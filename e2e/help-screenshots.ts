// Captures the help (FAQs, management and expert tips, the heat-stress tips beside the ITH, the
// superadmin's editor) at desktop, tablet and mobile sizes into e2e/screenshots/. Needs
// `npm run build`; run with `npx tsx help-screenshots.ts` from e2e/ (`--mobile` for the phone only).
import type { Page } from 'playwright-core';
import { askedSizes, captureScreens, pauseFor, unfold } from './support/screenshots';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { logIn } from './support/ui';

const chooseLanguage = async (page: Page, menu: string, language: string) => {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: language }).click();
};

await captureScreens(
  async ({ page, context, origin, shot, size }) => {
    // A busy machine: the dashboard and its panels may take long to load.
    page.setDefaultTimeout(120_000);
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    // This browser has not allowed notifications: the login's push notice is closed first.
    await page.getByRole('button', { name: 'Entendido' }).click();

    await page.goto(`${origin}/dashboard?panel=faqs`);
    await page.getByRole('button', { name: /sin señal/ }).click();
    await page.getByText(/fuera del alcance del gateway/).waitFor();
    await unfold(page, size);
    await shot('help-faqs');
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('recarga');
    await page.getByText('1 resultado').waitFor();
    await shot('help-faqs-search');

    await page.goto(`${origin}/dashboard?panel=managementTips`);
    await page.getByRole('heading', { name: /Estrés por calor/ }).waitFor();
    await unfold(page, size);
    await shot('help-management-tips');

    await page.goto(`${origin}/dashboard?panel=ithHistory`);
    await page.getByRole('button', { name: 'Tips: Estrés por calor' }).click();
    await page.getByRole('heading', { name: /Mirá las noches/ }).waitFor();
    await shot('help-heat-stress-tips');

    await page.goto(`${origin}/dashboard?panel=expertTips`);
    await page.getByRole('heading', { name: /Mirá las noches/ }).waitFor();
    await chooseLanguage(page, 'Idioma', 'English (US)');
    await page.getByRole('heading', { name: /Watch the nights/ }).waitFor();
    await unfold(page, size);
    await shot('help-expert-tips-english');
    await chooseLanguage(page, 'Language', 'Español (Argentina)');
    await page.getByRole('heading', { name: /Mirá las noches/ }).waitFor();

    // The superadmin, in a clean session: he writes the help from the same panels.
    await context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, origin);
    await page.goto(`${origin}/dashboard?panel=faqs`);
    await page.getByRole('button', { name: 'Nueva entrada' }).click();
    await page.getByRole('dialog', { name: 'Nueva entrada de ayuda' }).waitFor();
    await shot('help-editor');
  },
  { settle: pauseFor(1_500), warmUpMs: 2_000, sizes: askedSizes() },
);
