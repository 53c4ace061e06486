import { expect, test } from '@playwright/test';
import { openDemoMap } from '../support/ui';

test('offline, the map says how old its animals are, and recovers with the connection', async ({
  page,
  context,
}) => {
  await openDemoMap(page);
  const legend = page.getByTestId('animals-legend');
  await expect.poll(async () => Number(await legend.getAttribute('data-count'))).toBeGreaterThan(0);
  const badge = page.getByTestId('live-offline');
  await expect(badge).toBeHidden();

  await context.setOffline(true);
  await expect(badge).toHaveText('Sin conexión · datos de hace menos de un minuto');
  // The animals stay on the map, as last known.
  await expect(legend).toBeVisible();

  // Back online, what was reported meanwhile comes with the server's list, and a new stream opens.
  const positions = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/live-positions') && response.ok(),
  );
  await context.setOffline(false);
  await positions;
  await expect(badge).toBeHidden();
});
