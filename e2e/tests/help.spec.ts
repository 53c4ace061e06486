import { expect, test, type Page } from '@playwright/test';
import { apiSession, createSettlement, signUpUser } from '../support/api';
import { logIn, panelTitled } from '../support/ui';
import { onEachScreenSize } from '../support/screen-sizes';

/** Ayuda and Tips de expertos: the seeded FAQs and tips, searched, in Spanish and then in English. */

/** Opens an entry of the menu page (/menu lists every group's entries at every size). */
async function openFromMenu(page: Page, entry: string) {
  await page.goto('/menu');
  await page.getByRole('main').getByRole('link', { name: entry, exact: true }).click({ timeout: 60_000 });
}

/** The dashboard and its panel module load behind the first look at a panel. */
const LOADED = { timeout: 90_000 };

onEachScreenSize(() => {
  test('FAQs and tips in Spanish, then in English, searched', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    // Five panels and a language change on a fresh dashboard each: slow on a busy machine.
    test.setTimeout(300_000);
    // A rancher of his own: the language he picks is saved with him, not with a shared user.
    const user = await signUpUser(request);
    const session = await apiSession(playwright, baseURL, user);
    await createSettlement(session, 'La Aguada');
    await session.dispose();
    await logIn(page, user.email, user.password);

    await openFromMenu(page, 'Preguntas frecuentes');
    const faqs = panelTitled(page, 'Preguntas frecuentes');
    const noSignal = faqs.getByRole('button', { name: /¿Por qué un collar aparece «sin señal»\?/ });
    await expect(noSignal).toBeVisible(LOADED);
    await noSignal.click();
    await expect(faqs.getByText(/fuera del alcance del gateway/)).toBeVisible();

    const search = faqs.getByRole('searchbox', { name: 'Buscar' });
    await search.fill('recarga');
    await expect(faqs.getByText('1 resultado')).toBeVisible();
    await expect(
      faqs.getByRole('button', { name: /¿Cómo sé cuánta batería le queda a un collar\?/ }),
    ).toBeVisible();
    await expect(noSignal).toHaveCount(0);

    await openFromMenu(page, 'Tips de manejo');
    const tips = panelTitled(page, 'Tips de manejo');
    await expect(tips.getByRole('heading', { name: 'Estrés por calor: qué hacer según el ITH' })).toBeVisible(
      LOADED,
    );
    await expect(tips.getByText(/Por encima de 78 \(peligro\)/)).toBeVisible();

    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English (US)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await openFromMenu(page, 'Management tips');
    const englishTips = panelTitled(page, 'Management tips');
    await expect(
      englishTips.getByRole('heading', { name: 'Heat stress: what to do at each THI level' }),
    ).toBeVisible(LOADED);
    await englishTips.getByRole('searchbox', { name: 'Search' }).fill('days of grazing');
    await expect(englishTips.getByText('1 result')).toBeVisible();
    await expect(
      englishTips.getByRole('heading', { name: 'Short of grass: work out the days of grazing' }),
    ).toBeVisible();

    await openFromMenu(page, 'FAQs');
    const englishFaqs = panelTitled(page, 'FAQs');
    await expect(
      englishFaqs.getByRole('button', { name: /Why does a collar show as “no signal”\?/ }),
    ).toBeVisible(LOADED);

    // Where heat stress shows (the ITH panel), its tips are a link away.
    await page.goto('/dashboard?panel=ithHistory');
    await page.getByRole('button', { name: 'Tips: Heat stress' }).click(LOADED);
    const heatTips = page.getByRole('dialog', { name: 'Tips for heat stress' });
    await expect(
      heatTips.getByRole('heading', { name: 'Watch the nights, not just the daily maximum' }),
    ).toBeVisible(LOADED);
  });
});
