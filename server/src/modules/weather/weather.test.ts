import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { ForecastDay, IthHistory } from '@tropero/shared/contracts/weather';
import { HOUR_MS } from '@tropero/shared/constants';
import { apiAs, createSecondApp, createSettlement, createUser, type TestUser } from '../../../test/app';
import { dataApiHeaders } from '../../../test/collars';
import { FakeOpenMeteo, openMeteoAt } from '../../../test/fake-open-meteo';
import { describeWithApp } from '../../../test/suite';
import { simulatedWeather } from '../../providers/weather/simulated';
import type { ProviderHour } from '../../providers/weather/weather-provider';

/** A summer afternoon in Argentina: 12:20 local time on 15 January 2026 (UTC−3). */
const NOW = Date.parse('2026-01-15T15:20:00Z');
const localHour = (ts: number) => new Date(ts - 3 * HOUR_MS).getUTCHours();
const localDate = (ts: number) => new Date(ts - 3 * HOUR_MS).toISOString().slice(0, 10);

/**
 * Weather whose figures a person can add up: from 13 January (local) on, every day is hot from 12:00
 * to 17:59 (30 °C, 50 %: ITH 78.3) and mild otherwise (20 °C, 40 %: ITH 64.7); before, every hour is
 * mild. Half a millimetre of rain at 18:00, sun of 500 W/m² from 06:00 to 17:59, wind 10 km/h and
 * 25 at 15:00, weather code 3 and 61 while it rains; ET₀ 0.25 mm an hour of sun.
 */
function countableHour(_point: unknown, ts: number): ProviderHour {
  const hour = localHour(ts);
  const hot = localDate(ts) >= '2026-01-13' && hour >= 12 && hour < 18;
  return {
    ts,
    temperature: hot ? 30 : 20,
    humidity: hot ? 50 : 40,
    dewPoint: hot ? 18.4 : 6,
    precipitation: hour === 18 ? 0.5 : 0,
    radiation: hour >= 6 && hour < 18 ? 500 : 0,
    et0: hour >= 6 && hour < 18 ? 0.25 : 0,
    windSpeed: hour === 15 ? 25 : 10,
    windDirection: 90,
    windGusts: 30,
    weatherCode: hour === 18 ? 61 : 3,
  };
}

/**
 * A hot day's heat stress against a beef herd's default threshold of 76 (docs/domain.md §1, worked by hand).
 */
const HOT_DAY = {
  ithMax: 78.3,
  ithMin: 64.7,
  // (6 × 78.3 + 18 × 64.7) / 24 = 1634.4 / 24 = 68.1
  ithMean: 68.1,
  category: 'alert',
  hoursAtOrAbove: { '72': 6, '76': 6, '79': 0, '84': 0 },
  hoursOverThreshold: 6,
  // 6 × (78.3 − 76)
  thiHours: 13.8,
  recoveryHours: 18,
  recoveryNight: true,
};

describeWithApp(
  'weather and heat stress on %s',
  { settlement: { name: 'Estancia La Blanqueada', location: { lat: -34.6, lng: -58.38 } } },
  (ctx, { beforeApp, afterApp }) => {
    let fake: FakeOpenMeteo;
    let now = NOW;
    const clock = () => now;
    const point = { lat: -34.6, lng: -58.38 };
    const body = (user: TestUser = ctx.owner, at = point) => ({ ...at, userId: user.id });
    const forecastOf = (id: string, user = ctx.owner) =>
      apiAs(ctx, user).post(`/api/v1/cabure/forecast/${id}?userAccountId=${ctx.owner.accountId}`, body(user));

    beforeApp(async () => {
      fake = await FakeOpenMeteo.start();
      fake.now = clock;
      fake.hour = countableHour;
      return {
        weather: {
          provider: openMeteoAt(fake),
          radarIndexUrl: 'https://api.rainviewer.com/public/weather-maps.json',
          radarTilesUrl: 'https://tilecache.rainviewer.com',
          satelliteBaseUrl: 'https://gibs.earthdata.nasa.gov/wmts/epsg3857/best',
          now: clock,
        },
      };
    });
    afterApp(() => fake.stop());
    beforeAll(async () => {
      // A neighbour a few hundred metres away shares the location (0.01°): one row, one call.
      await createSettlement(ctx, ctx.owner, 'Puesto Vecino', { lat: -34.6012, lng: -58.3791 });
      await createSettlement(ctx, ctx.owner, 'Campo Norte', { lat: -29.41, lng: -66.86 });
    });
    beforeEach(() => {
      now = NOW;
    });

    it('login step 5 names the source, its credit and the weather images', async () => {
      const answer = await ctx.api.post('/api/v1/cabure/login', {});
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        source: 'open-meteo',
        attribution: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
        images: {
          radarIndexUrl: 'https://api.rainviewer.com/public/weather-maps.json',
          satelliteBaseUrl: 'https://gibs.earthdata.nasa.gov/wmts/epsg3857/best',
        },
      });
    });

    it('the hourly refresh asks once for every location, several in one call, and stores hours and days', async () => {
      const calls = await ctx.services.weatherUpdates.refreshAll();
      expect(calls).toBe(1);
      const [request] = fake.calls('/v1/forecast');
      expect(request!.query).toMatchObject({
        latitude: '-34.60,-29.41',
        longitude: '-58.38,-66.86',
        past_days: '7',
        forecast_days: '8',
      });
      const { db } = ctx.database;
      const locations = await db.selectFrom('weather_locations').selectAll().orderBy('lat_e2').execute();
      expect(locations.map((row) => [row.lat_e2, row.lng_e2, row.utc_offset_minutes, row.source])).toEqual([
        [-3460, -5838, -180, 'open-meteo'],
        [-2941, -6686, -180, 'open-meteo'],
      ]);
      const hours = await db
        .selectFrom('weather_hours')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('location_id', '=', locations[0]!.id)
        .executeTakeFirstOrThrow();
      expect(Number(hours.n)).toBe(15 * 24);
      // Yesterday, a whole local day: 20 to 30 °C, mean (6 × 30 + 18 × 20) / 24 = 22.5; 0.5 mm;
      // 12 hours × 500 W/m² × 3600 s = 21.6 MJ/m²; ET₀ 12 × 0.25 = 3 mm; the worst code is the rain's.
      const yesterday = await db
        .selectFrom('weather_days')
        .selectAll()
        .where('location_id', '=', locations[0]!.id)
        .where('day', '=', '2026-01-14')
        .executeTakeFirstOrThrow();
      expect(yesterday).toMatchObject({
        temperature_min: 20,
        temperature_max: 30,
        temperature_mean: 22.5,
        humidity_mean: 42.5,
        precipitation: 0.5,
        radiation: 21.6,
        et0: 3,
        wind_speed_max: 25,
        weather_code: 61,
        hours: 24,
      });
    });

    it('forecasts 7 local days with their hours, heat stress and heat-wave count', async () => {
      const answer = await forecastOf(ctx.settlementId);
      expect(answer.statusCode, answer.body).toBe(200);
      const forecast = answer.json<{ success: boolean; list: ForecastDay[] }>();
      expect(forecast).toMatchObject({
        success: true,
        source: 'open-meteo',
        attribution: { text: 'Weather data by Open-Meteo.com' },
        updatedAt: NOW,
        threshold: 76,
        formula: 'nrc1971',
        rules: { threshold: 76, basis: 'beef' },
      });
      expect(forecast.list.map((day) => day.date)).toEqual([
        '2026-01-15',
        '2026-01-16',
        '2026-01-17',
        '2026-01-18',
        '2026-01-19',
        '2026-01-20',
        '2026-01-21',
      ]);
      const [today, tomorrow] = forecast.list;
      expect(today).toMatchObject({
        ...HOT_DAY,
        temperatureMin: 20,
        temperatureMax: 30,
        precipitation: 0.5,
        windSpeedMax: 25,
        weatherCode: 61,
        // Hot since the 13th: the 15th is the wave's third day.
        heatWaveDay: 3,
      });
      expect(tomorrow!.heatWaveDay).toBe(4);
      expect(today!.hours).toHaveLength(24);
      expect(today!.hours[15]).toMatchObject({ temperature: 30, humidity: 50, ith: 78.3, category: 'alert' });
      expect(today!.hours[3]).toMatchObject({ ith: 64.7, category: 'normal' });
      // Served from storage: the refresh's call is the only one.
      expect(fake.calls('/v1/forecast')).toHaveLength(1);
    });

    it('follows the settlement’s threshold and formula', async () => {
      await ctx.api.put(`/api/v1/settlements/${ctx.settlementId}?userAccountId=${ctx.owner.accountId}`, {
        alertParams: { ithAlert: 76, ithFormula: 'mader' },
      });
      const [today] = (await forecastOf(ctx.settlementId)).json<{ list: ForecastDay[] }>().list;
      // Mader: 0.8 × 30 + 0.5 × 15.6 + 46.4 = 78.2; mild hours 0.8 × 20 + 0.4 × 5.6 + 46.4 = 64.6.
      expect(today).toMatchObject({ ithMax: 78.2, ithMin: 64.6, hoursOverThreshold: 6, thiHours: 13.2 });
      await ctx.api.put(`/api/v1/settlements/${ctx.settlementId}?userAccountId=${ctx.owner.accountId}`, {
        alertParams: { ithAlert: null, ithFormula: 'nrc1971' },
      });
    });

    it('N users asking at once for a new settlement cost one upstream call', async () => {
      const fresh = await createSettlement(ctx, ctx.owner, 'Campo Nuevo', { lat: -36.62, lng: -64.29 });
      const before = fake.calls('/v1/forecast').length;
      const answers = await Promise.all(Array.from({ length: 8 }, () => forecastOf(fresh)));
      expect(answers.map((answer) => answer.json().success)).toEqual(Array(8).fill(true));
      expect(fake.calls('/v1/forecast')).toHaveLength(before + 1);
      expect(fake.calls('/v1/forecast').at(-1)!.query.latitude).toBe('-36.62');
    });

    it('answers the spec’s failure shapes when the provider fails, and never a 5xx', async () => {
      const broken = await createSettlement(ctx, ctx.owner, 'Campo Sin Señal', { lat: -38.0, lng: -61.5 });
      fake.answerNext(400, { error: true, reason: 'Latitude must be in range of -90 to 90°.' });
      expect((await forecastOf(broken)).json()).toEqual({ success: false, list: [] });
      // After a failure the provider is left alone a minute: no call, the same answer.
      const calls = fake.requests.length;
      expect((await forecastOf(broken)).json()).toEqual({ success: false, list: [] });
      expect(fake.requests).toHaveLength(calls);
      // Another new place, rate limited on every attempt.
      await createSettlement(ctx, ctx.owner, 'Campo Limitado', { lat: -38.5, lng: -62.0 });
      fake.answerNext(
        429,
        { error: true, reason: 'Minutely API request limit exceeded' },
        { 'retry-after': '0' },
      );
      fake.answerNext(
        429,
        { error: true, reason: 'Minutely API request limit exceeded' },
        { 'retry-after': '0' },
      );
      const instant = await ctx.api.post(
        `/api/v1/cabure/instantweather?userAccountId=${ctx.owner.accountId}`,
        {
          lat: -38.5,
          lng: -62.0,
          userId: ctx.owner.id,
        },
      );
      expect(instant.statusCode).toBe(200);
      expect(instant.json()).toEqual({ success: false });
      expect(fake.requests.slice(calls).map((request) => request.query.latitude)).toEqual([
        '-38.50',
        '-38.50',
      ]);
      // Nothing stored there yet: the fallback says so with a 404, not a 500.
      const stored = await ctx.api.get(
        `/api/v1/weather?lat=-38&long=-61.5&userAccountId=${ctx.owner.accountId}`,
      );
      expect(stored.statusCode).toBe(404);
    });

    it('instant weather answers the current conditions; when the provider times out, GET /weather answers stored hours with their age', async () => {
      const instant = await ctx.api.post(
        `/api/v1/cabure/instantweather?userAccountId=${ctx.owner.accountId}`,
        body(),
      );
      expect(instant.json()).toMatchObject({
        success: true,
        settlementId: ctx.settlementId,
        source: 'open-meteo',
        observedAt: Date.parse('2026-01-15T15:00:00Z'),
        ageMinutes: 20,
        temperature: 30,
        humidity: 50,
        ith: 78.3,
        category: 'alert',
        threshold: 76,
      });
      // An hour and a half later the provider hangs: instant weather fails, the stored hours remain.
      now = NOW + 90 * 60_000;
      fake.hangNext();
      fake.hangNext();
      const failed = await ctx.api.post(
        `/api/v1/cabure/instantweather?userAccountId=${ctx.owner.accountId}`,
        body(),
      );
      expect(failed.json()).toEqual({ success: false });
      const stored = await ctx.api.get(
        `/api/v1/weather?lat=-34.6&long=-58.38&userAccountId=${ctx.owner.accountId}`,
      );
      expect(stored.statusCode, stored.body).toBe(200);
      expect(stored.json()).toMatchObject({
        settlementId: ctx.settlementId,
        observedAt: Date.parse('2026-01-15T16:00:00Z'),
        ageMinutes: 50,
        temperature: 30,
        ith: 78.3,
        category: 'alert',
      });
    });

    it('backfills a year from the archive in chunks, with its progress, and answers a year of ITH history', async () => {
      const data = await dataApiHeaders(ctx.api, ctx.owner);
      const history = (query: string) =>
        ctx.app.inject({
          method: 'GET',
          url: `/data-api/settlements/${ctx.settlementId}/ith?${query}&userAccountId=${ctx.owner.accountId}`,
          headers: data,
        });
      const before = (await history('fromDate=2026-01-14&toDate=2026-01-14&hourly=true')).json<IthHistory>();
      expect(before.backfill).toEqual({ state: 'pending', done: 0, total: 0 });
      expect(before.days).toEqual([
        expect.objectContaining({
          date: '2026-01-14',
          ...HOT_DAY,
          // The second hot day: a wave only once it lasts 3 whole days.
          heatWaveDay: 0,
          partial: false,
          temperatureMin: 20,
          temperatureMax: 30,
          temperatureMean: 22.5,
          radiation: 21.6,
        }),
      ]);
      expect(before.hours).toHaveLength(24);

      const archiveCalls = fake.calls('/v1/archive').length;
      await ctx.services.weatherUpdates.backfillPending();
      // 358 days (the year before the forecast's 7 past days) in chunks of 92 days, every location in each call.
      const calls = fake.calls('/v1/archive').slice(archiveCalls);
      expect(calls.map((call) => [call.query.start_date, call.query.end_date])).toEqual([
        ['2025-01-15', '2025-04-16'],
        ['2025-04-17', '2025-07-17'],
        ['2025-07-18', '2025-10-17'],
        ['2025-10-18', '2026-01-07'],
      ]);
      expect(calls[0]!.query.latitude!.split(',').length).toBeGreaterThanOrEqual(3);

      const year = (await history('fromDate=2025-01-16&toDate=2026-01-15')).json<IthHistory>();
      expect(year.backfill).toEqual({ state: 'done', done: 358, total: 358 });
      expect(year.days).toHaveLength(365);
      expect(year.days[0]!.date).toBe('2025-01-16');
      // Today (12:20 local) is not over: partial, it does not count toward a wave, so the two whole
      // hot days before it are not one yet (3 are needed).
      expect(year.days.slice(-3).map((day) => [day.date, day.heatWaveDay, day.partial])).toEqual([
        ['2026-01-13', 0, false],
        ['2026-01-14', 0, false],
        ['2026-01-15', 0, true],
      ]);
      expect(year.hours).toBeUndefined();
    });

    it('a backfill whose lease is lost stops before writing, and the next run resumes it', async () => {
      // A settlement far from the others: a location of its own, waiting for its year.
      await createSettlement(ctx, ctx.owner, 'Campo del Sur', { lat: -45.86, lng: -67.48 });
      const location = () =>
        ctx.database.db
          .selectFrom('weather_locations')
          .select(['id', 'backfill_state', 'backfill_done'])
          .where('lat_e2', '=', -4586)
          .executeTakeFirst();
      const storedHours = async () => {
        const row = await location();
        if (!row) return 0;
        const hours = await ctx.database.db
          .selectFrom('weather_hours')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('location_id', '=', row.id)
          .where('ts', '<', NOW - 8 * 24 * HOUR_MS)
          .executeTakeFirstOrThrow();
        return Number(hours.n);
      };
      // The lease is lost while the archive answers the first chunk.
      const lost = new AbortController();
      fake.hour = (point, ts) => {
        lost.abort();
        return countableHour(point, ts);
      };
      try {
        await ctx.services.weatherUpdates.backfillPending(lost.signal);
      } finally {
        fake.hour = countableHour;
      }
      expect(await storedHours()).toBe(0);
      expect(await location()).toMatchObject({ backfill_state: 'running', backfill_done: 0 });

      await ctx.services.weatherUpdates.backfillPending(new AbortController().signal);
      expect(await location()).toMatchObject({ backfill_state: 'done', backfill_done: 358 });
      expect(await storedHours()).toBeGreaterThan(0);
    });

    it('answers the air temperature per day and per hour', async () => {
      const data = await dataApiHeaders(ctx.api, ctx.owner);
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/data-api/settlements/${ctx.settlementId}/temperature?fromDate=2026-01-14&toDate=2026-01-14&hourly=true&userAccountId=${ctx.owner.accountId}`,
        headers: data,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const temperature = answer.json();
      expect(temperature.source).toBe('open-meteo');
      expect(temperature.days).toContainEqual({ date: '2026-01-14', min: 20, max: 30, mean: 22.5 });
      expect(temperature.hours).toHaveLength(24);
      // The settlement's day: its hour 15 is 18:00 UTC.
      expect(temperature.hours[15]).toEqual({ ts: Date.parse('2026-01-14T18:00:00Z'), temperature: 30 });
    });

    it('simulated weather is labelled as such and credits no one', async () => {
      const simulated = await createSecondApp(ctx, {
        weather: {
          provider: simulatedWeather(clock),
          radarIndexUrl: null,
          radarTilesUrl: null,
          satelliteBaseUrl: null,
          now: clock,
        },
      });
      try {
        const where = await createSettlement({ ...ctx, app: simulated.app }, ctx.owner, 'Campo Simulado', {
          lat: -31.4,
          lng: -64.18,
        });
        const answer = await simulated.app.inject({
          method: 'POST',
          url: `/api/v1/cabure/forecast/${where}?userAccountId=${ctx.owner.accountId}`,
          headers: { authorization: `Bearer ${ctx.owner.token}`, 'x-xsrf-token': 'x' },
          cookies: { 'XSRF-TOKEN': 'x' },
          payload: { lat: -31.4, lng: -64.18, userId: ctx.owner.id },
        });
        expect(answer.json()).toMatchObject({ success: true, source: 'simulated', attribution: null });
        expect(answer.json().list).toHaveLength(7);
        const login = await simulated.app.inject({
          method: 'POST',
          url: '/api/v1/cabure/login',
          headers: { authorization: `Bearer ${ctx.owner.token}`, 'x-xsrf-token': 'x' },
          cookies: { 'XSRF-TOKEN': 'x' },
        });
        expect(login.json()).toMatchObject({
          source: 'simulated',
          images: { radarIndexUrl: null, satelliteBaseUrl: null },
        });
      } finally {
        await simulated.close();
      }
    });

    it('keeps each account to its settlements, and a request in someone else’s name is refused', async () => {
      const stranger = await createUser(ctx);
      const strangerApi = apiAs(ctx, stranger);
      const strangerData = await dataApiHeaders(strangerApi, stranger);
      expect(
        (
          await strangerApi.post(`/api/v1/cabure/forecast/${ctx.settlementId}`, {
            ...point,
            userId: stranger.id,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await strangerApi.post('/api/v1/cabure/instantweather', { ...point, userId: stranger.id }))
          .statusCode,
      ).toBe(404);
      expect((await strangerApi.get('/api/v1/weather?lat=-34.6&long=-58.38')).statusCode).toBe(404);
      for (const path of ['ith', 'temperature']) {
        const answer = await ctx.app.inject({
          method: 'GET',
          url: `/data-api/settlements/${ctx.settlementId}/${path}`,
          headers: strangerData,
        });
        expect(answer.statusCode).toBe(404);
      }
      // The owner asking in the stranger's name.
      const impostor = await ctx.api.post(
        `/api/v1/cabure/forecast/${ctx.settlementId}?userAccountId=${ctx.owner.accountId}`,
        {
          ...point,
          userId: stranger.id,
        },
      );
      expect(impostor.statusCode).toBe(403);
      expect(impostor.json().errors).toEqual({ userId: 'validation.notYou' });

      // Someone the settlement is shared with reads its weather.
      const viewer = await createUser(ctx, { tags: [] });
      await ctx.api.get(`/api/v1/users/invite/${ctx.settlementId}/${viewer.email}/invite`);
      await apiAs(ctx, viewer).put(`/api/v1/users/addinvite/${ctx.settlementId}/${ctx.owner.id}`, {});
      const shared = await forecastOf(ctx.settlementId, viewer);
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.json().success).toBe(true);
    });

    it('refuses a bad body with field errors', async () => {
      const answer = await ctx.api.post(
        `/api/v1/cabure/forecast/${ctx.settlementId}?userAccountId=${ctx.owner.accountId}`,
        {
          lat: 123,
          lng: 'west',
          userId: 'me',
        },
      );
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().errors ?? {}).sort()).toEqual(['lat', 'lng', 'userId']);
    });
  },
);
