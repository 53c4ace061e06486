import { afterAll, beforeAll, expect, it } from 'vitest';
import { simulatedWeather } from '../../providers/weather/simulated';
import { apiAs, createSettlement, createTestApp, createUser, type TestContext } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

/** A settlement whose weather was never fetched (weather off, or the first refresh not run yet). */
describeWithApp('weather never fetched on %s', {}, (ctx) => {
  let withProvider: TestContext;
  beforeAll(async () => {
    withProvider = await createTestApp(ctx.dialect, {
      weather: {
        provider: simulatedWeather(),
        radarIndexUrl: null,
        radarTilesUrl: null,
        satelliteBaseUrl: null,
      },
    });
  });
  afterAll(() => withProvider.close());

  it.each(['off', 'on'])(
    'GET /weather answers a clean 404 with its message, never a 500 (provider %s)',
    async (which) => {
      const app = which === 'off' ? ctx : withProvider;
      const owner = await createUser(app);
      await createSettlement(app, owner, 'Campo Sin Clima');
      const settlements = (await apiAs(app, owner).get('/api/v1/settlements')).json();
      const { lat, lng } = settlements[0].location;
      const stored = await apiAs(app, owner).get(`/api/v1/weather?lat=${lat}&long=${lng}`);
      expect(stored.statusCode).toBe(404);
      expect(stored.json().message).toBe('no weather stored for this settlement yet');
      // The other weather reads of the panel answer their documented "nothing yet" states.
      const asked = { lat, lng, userId: owner.id };
      const forecast = await apiAs(app, owner).post(`/api/v1/cabure/forecast/${settlements[0]._id}`, asked);
      expect(forecast.statusCode).toBe(200);
      const instant = await apiAs(app, owner).post('/api/v1/cabure/instantweather', asked);
      expect(instant.statusCode).toBe(200);
      if (which === 'off') {
        expect(forecast.json()).toEqual({ success: false, list: [] });
        expect(instant.json()).toEqual({ success: false });
      }
    },
  );
});
