// Captures the live map (animals, legend, the animal panel and its charts) at desktop, tablet and
// mobile sizes into e2e/screenshots/. Needs `npm run build`; run with `npx tsx live-screenshots.ts`
// from e2e/.
import { captureScreens, pauseFor } from './support/screenshots';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/server';
import { loadedMap, logIn } from './support/ui';

await captureScreens(
  async ({ page, origin, shot }) => {
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD, origin);
    await loadedMap(page);
    await page.getByTestId('animals-legend').waitFor();
    await shot('live-map');

    const url = new URL(page.url());
    const live = await page.evaluate(async () => {
      const raw = localStorage.getItem('accessToken') ?? '';
      let token = raw;
      try {
        token = JSON.parse(raw) as string;
      } catch {
        // stored as plain text
      }
      const headers = { Authorization: `Bearer ${token}` };
      const settlements = (await (await fetch('/api/v1/settlements', { headers })).json()) as {
        _id: string;
      }[];
      const response = await fetch(`/api/v1/settlements/${settlements[0]!._id}/live-positions`, { headers });
      return (await response.json()) as { animalId: string }[];
    });
    url.searchParams.set('item', `animal:${live[0]!.animalId}`);
    await page.goto(url.toString());
    await loadedMap(page);
    await page.getByTestId('animal-panel').waitFor();
    await shot('animal-panel');
    // The panel scrolls: its behaviour charts, then the collar's battery and temperature.
    const panel = page.getByTestId('animal-panel');
    for (const [name, chart] of [
      ['behaviour', /^Comportamiento diario/],
      ['collar', /^Batería del collar/],
    ] as const) {
      await panel.getByText(chart).scrollIntoViewIfNeeded();
      // A reading picked on the temperature line shows its tooltip.
      if (name === 'collar') await panel.getByRole('slider', { name: /Temperatura del collar/ }).hover();
      await shot(`animal-${name}`);
    }
  },
  // The demo backfills a week of readings after it starts: the charts want it done.
  { settle: pauseFor(3_000), warmUpMs: 25_000 },
);
