import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentWeather } from './get-current-weather';

/** A server whose provider failed and that has stored nothing for the settlement yet. */
function serveNothingYet() {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/cabure/instantweather')
        ? json({ success: false })
        : json({ message: 'no weather stored for this settlement yet', interceptor: true, alert: true }, 404),
    ),
  );
}

describe('current weather', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a settlement whose weather was never fetched has no conditions yet: a state, not a failure', async () => {
    serveNothingYet();
    await expect(getCurrentWeather({ lat: -34.6, lng: -58.38 }, 'u1')).resolves.toBeNull();
  });
});
