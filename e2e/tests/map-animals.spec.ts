import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoLivePositions, demoSession } from '../support/demo';
import { loadedMap, openDemoMap } from '../support/ui';

/** The demo farm's first settlement and one of its animals with a position. */
async function demoAnimal(playwright: Parameters<typeof demoSession>[0], baseURL: string | undefined) {
  const api = await demoSession(playwright, baseURL);
  const { settlementId, positions } = await demoLivePositions(api);
  await api.dispose();
  const placed = positions.filter((position) => position.lat !== null);
  // Not the first: an animal of the herd's middle, likely among others (in a cluster before it is opened).
  return { settlementId, animal: placed[Math.floor(placed.length / 2)]! };
}

/** The part of the map region in view: above the phone's bottom sheet, when there is one. */
async function visibleMap(page: Page) {
  const map = await page.getByRole('region', { name: 'Mapa', exact: true }).boundingBox();
  if (!map) return null;
  const sheets = await page.locator('section[data-snap]').all();
  const sheetTop = sheets.length > 0 ? (await sheets[0]!.boundingBox())?.y : undefined;
  const bottom = Math.min(map.y + map.height, sheetTop ?? Infinity);
  return { x: map.x, y: map.y, width: map.width, height: bottom - map.y };
}

/** How far (px) the centre of `element` is from the centre of the part of the map in view. */
async function offCentre(page: Page, element: Locator): Promise<number> {
  const map = await visibleMap(page);
  const box = await element.boundingBox();
  if (!map || !box) return Infinity;
  return Math.hypot(
    box.x + box.width / 2 - (map.x + map.width / 2),
    box.y + box.height / 2 - (map.y + map.height / 2),
  );
}

/** Whether the point at the centre of `element` is the element itself (nothing covers it). */
const uncovered = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && node.contains(top);
  });

/** Opens an animal from the top bar's search. */
async function openFromSearch(page: Page, caravana: string) {
  await page.getByPlaceholder('Buscar potreros, animales o dispositivos').fill(caravana);
  await page
    .getByRole('option', { name: new RegExp(caravana) })
    .first()
    .click();
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('an animal opened from the top-bar search is centred and highlighted; clusters show counts; pins leave plot names readable', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { animal } = await demoAnimal(playwright, baseURL);
  await openDemoMap(page);
  await expect
    .poll(async () => Number(await page.getByTestId('animals-legend').getAttribute('data-count')))
    .toBeGreaterThan(0);

  // Where the herd's dots would overlap, a cluster shows how many animals it holds.
  const clusters = page.locator('.maplibregl-marker').getByRole('button', { name: /^\d+ animales/ });
  await expect(clusters.first()).toBeVisible();
  await expect(clusters.first()).toHaveText(/^\d+$/);
  // With the whole farm in view, the clusters' counts and the single dots add up to the herd.
  const herd = Number(await page.getByTestId('animals-legend').getAttribute('data-count'));
  const drawn = () => page.locator('.maplibregl-map').getAttribute('data-animals-drawn').then(Number);
  await expect.poll(drawn).toBe(herd);

  // No farm marker's pin covers a plot's label.
  const labels = page.locator('.maplibregl-marker button').filter({ hasText: / ha/ });
  await expect(labels.first()).toBeVisible();
  const boxes = await page.evaluate(() => {
    const rect = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
    const markers = [...document.querySelectorAll('.maplibregl-marker button')];
    return {
      pins: markers.filter((button) => button.hasAttribute('data-type')).map(rect),
      labels: markers.filter((button) => / ha/.test(button.textContent ?? '')).map(rect),
    };
  });
  expect(boxes.pins.length).toBeGreaterThan(0);
  for (const label of boxes.labels) for (const pin of boxes.pins) expect(overlap(label, pin)).toBe(false);

  await openFromSearch(page, animal.caravana);
  await expect(
    page.getByRole('tabpanel', { name: 'Animal' }).getByRole('heading', { name: animal.caravana }),
  ).toBeVisible();

  const selected = page.getByTestId('selected-animal');
  await expect(selected).toHaveAttribute('data-animal-id', animal.animalId);
  await expect(selected).toBeVisible();
  // The map eases to it (again once the animal's panel has made the map smaller, and as the animal moves).
  await expect.poll(() => offCentre(page, selected), { timeout: 15_000 }).toBeLessThan(24);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the legend is a chip that opens on a tap, and an animal opened by a link is centred and highlighted', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { settlementId, animal } = await demoAnimal(playwright, baseURL);
    await openDemoMap(page);
    const legend = page.getByTestId('animals-legend');
    await expect(legend).toHaveAttribute('data-expanded', 'false');
    const chip = legend.getByRole('button', { name: /^Animales en el mapa · \d+$/ });
    await expect(chip).toHaveAttribute('aria-expanded', 'false');
    const box = (await legend.boundingBox())!;
    expect(box.width).toBeLessThan(160);
    expect(box.height).toBeLessThanOrEqual(48);
    await chip.click();
    await expect(legend).toHaveAttribute('data-expanded', 'true');
    await expect(legend.getByText('Sin señal (> 2 h)')).toBeVisible();
    await legend.getByRole('button', { name: 'Ocultar la leyenda' }).click();
    await expect(legend).toHaveAttribute('data-expanded', 'false');

    await page.goto(`/dashboard?settlementId=${settlementId}&item=animal:${animal.animalId}`);
    await loadedMap(page);
    const selected = page.getByTestId('selected-animal');
    await expect(selected).toHaveAttribute('data-animal-id', animal.animalId);
    await expect.poll(() => offCentre(page, selected), { timeout: 15_000 }).toBeLessThan(24);
    await expect(page.getByTestId('animals-legend')).toHaveAttribute('data-expanded', 'false');
  });

  test('an animal opened from the search is centred above the sheet at half, and the map buttons stay uncovered', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { animal } = await demoAnimal(playwright, baseURL);
    await openDemoMap(page);
    await openFromSearch(page, animal.caravana);
    const sheet = page.locator('section[data-snap]');
    await expect(sheet).toHaveAttribute('data-snap', 'half');

    const selected = page.getByTestId('selected-animal');
    await expect(selected).toHaveAttribute('data-animal-id', animal.animalId);
    // Centred in the part of the map above the sheet, not behind it.
    await expect.poll(() => offCentre(page, selected), { timeout: 15_000 }).toBeLessThan(24);
    const ring = (await selected.boundingBox())!;
    const sheetTop = (await sheet.boundingBox())!.y;
    expect(ring.y + ring.height / 2).toBeLessThan(sheetTop);

    const opener = page.getByRole('button', { name: /^Ver la lista del campo de / });
    await expect(opener).toBeVisible();
    expect(await uncovered(opener)).toBe(true);
    for (const name of ['Mapa base y capas', 'Ver todo el establecimiento'])
      expect(await uncovered(page.getByRole('button', { name, exact: true }))).toBe(true);
    expect(await uncovered(page.getByTestId('animals-legend'))).toBe(true);

    // The sheet folded to peek: the animal is centred again in the larger part in view.
    await sheet.getByRole('slider', { name: /^Ajustar el panel / }).press('Home');
    await expect(sheet).toHaveAttribute('data-snap', 'peek');
    await expect.poll(() => offCentre(page, selected), { timeout: 15_000 }).toBeLessThan(24);
    expect(await uncovered(opener)).toBe(true);
  });
});
