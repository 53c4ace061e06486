import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenMeteo } from '../../../test/fake-open-meteo';
import { ithOf } from '@tropero/shared/heat-stress';
import { openMeteo } from './open-meteo';
import { simulatedWeather } from './simulated';
import { WeatherProviderError } from './weather-provider';
import { createWeatherProvider } from './weather-providers';

const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../test/fixtures/open-meteo/${name}`, import.meta.url), 'utf8'));

const POINTS = [
  { lat: -34.6, lng: -58.38 },
  { lat: -29.41, lng: -66.86 },
];

describe('Open-Meteo adapter against a local Open-Meteo', () => {
  let fake: FakeOpenMeteo;
  const provider = (extra: Partial<Parameters<typeof openMeteo>[0]> = {}) =>
    openMeteo({
      apiUrl: fake.url,
      archiveUrl: `${fake.url}/archive-host`,
      // Long enough for an archive answer on a loaded machine; the two hang tests wait it out once each.
      timeoutMs: 1_500,
      backoffMs: 5,
      ...extra,
    });

  beforeAll(async () => {
    fake = await FakeOpenMeteo.start();
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.requests.splice(0));

  it('asks for several points in one call, in UTC hours, without a key unless configured', async () => {
    await provider().forecast(POINTS, { pastDays: 7, forecastDays: 8 });
    expect(fake.requests).toHaveLength(1);
    const { path, query } = fake.requests[0]!;
    expect(path).toBe('/v1/forecast');
    expect(query).toMatchObject({
      latitude: '-34.60,-29.41',
      longitude: '-58.38,-66.86',
      timezone: 'GMT',
      timeformat: 'unixtime',
      past_days: '7',
      forecast_days: '8',
    });
    expect(query.hourly!.split(',')).toEqual(
      expect.arrayContaining([
        'temperature_2m',
        'relative_humidity_2m',
        'dew_point_2m',
        'shortwave_radiation',
        'et0_fao_evapotranspiration',
        'weather_code',
      ]),
    );
    expect(query.current).toContain('temperature_2m');
    expect(query.apikey).toBeUndefined();

    await provider({ apiKey: 'commercial-key' }).forecast(POINTS.slice(0, 1), {
      pastDays: 0,
      forecastDays: 1,
    });
    expect(fake.requests[1]!.query.apikey).toBe('commercial-key');
  });

  it('reads a recorded two-location answer in the points’ order, nulls kept', async () => {
    fake.answerNext(200, recorded('forecast-two-locations.json'));
    const [buenosAires, laRioja] = await provider().forecast(POINTS, { pastDays: 0, forecastDays: 1 });
    expect(buenosAires!.hours[1]).toEqual({
      ts: 1768492800_000,
      temperature: 31.4,
      humidity: 48,
      dewPoint: 19.1,
      precipitation: 0,
      radiation: 845,
      et0: 0.55,
      windSpeed: 14.8,
      windDirection: 41,
      windGusts: 29.5,
      weatherCode: 1,
    });
    expect(buenosAires!.hours[2]!.temperature).toBeNull();
    expect(laRioja!.current).toMatchObject({
      ts: 1768492800_000,
      temperature: 35.9,
      humidity: 22,
      weatherCode: 0,
    });
  });

  it('reads the archive from its own host with the days asked', async () => {
    const [hours] = await provider().archive(POINTS.slice(0, 1), '2026-01-01', '2026-01-02');
    expect(fake.requests[0]).toMatchObject({
      path: '/archive-host/v1/archive',
      query: { start_date: '2026-01-01', end_date: '2026-01-02' },
    });
    expect(hours).toHaveLength(48);
    expect(hours![0]!.ts).toBe(Date.parse('2026-01-01'));
  });

  it('does not retry a 400 and keeps its reason', async () => {
    fake.answerNext(400, recorded('error-400.json'));
    const failure = await provider()
      .forecast(POINTS, { pastDays: 0, forecastDays: 1 })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(WeatherProviderError);
    expect(failure).toMatchObject({
      kind: 'http',
      status: 400,
      message: expect.stringContaining('temperature_3m'),
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a timeout, a 5xx and a 429 (after its Retry-After), then answers', async () => {
    fake.hangNext();
    fake.answerNext(503, { error: true, reason: 'upstream busy' });
    fake.answerNext(
      429,
      { error: true, reason: 'Minutely API request limit exceeded' },
      { 'retry-after': '0' },
    );
    const answer = await provider({ attempts: 4 }).forecast(POINTS, { pastDays: 0, forecastDays: 1 });
    expect(answer).toHaveLength(2);
    expect(fake.requests).toHaveLength(4);
  });

  it('gives up after its attempts: rate-limited, timeout', async () => {
    for (let i = 0; i < 3; i++)
      fake.answerNext(429, { error: true, reason: 'Hourly API request limit exceeded' });
    await expect(provider().forecast(POINTS, { pastDays: 0, forecastDays: 1 })).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 429,
    });
    fake.hangNext();
    await expect(
      provider({ attempts: 1 }).forecast(POINTS, { pastDays: 0, forecastDays: 1 }),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('refuses an answer of another shape or for fewer points', async () => {
    fake.answerNext(200, { latitude: -34.6, longitude: -58.38, hourly: { time: 'yesterday' } });
    await expect(
      provider().forecast(POINTS.slice(0, 1), { pastDays: 0, forecastDays: 1 }),
    ).rejects.toMatchObject({
      kind: 'bad-answer',
    });
    fake.answerNext(200, recorded('forecast-two-locations.json')[0]);
    await expect(provider().forecast(POINTS, { pastDays: 0, forecastDays: 1 })).rejects.toMatchObject({
      kind: 'bad-answer',
    });
  });
});

describe('simulated weather', () => {
  const january = Date.parse('2026-01-10T00:00:00Z');
  const provider = simulatedWeather(() => january);

  it('is labelled, credits no one, and gives the same figures for the same point and hour', async () => {
    expect(provider.source).toBe('simulated');
    expect(provider.attribution).toBeNull();
    const [a] = await provider.forecast(POINTS, { pastDays: 1, forecastDays: 2 });
    const [b] = await provider.forecast(POINTS, { pastDays: 1, forecastDays: 2 });
    expect(a).toEqual(b);
    expect(a!.hours).toHaveLength(72);
  });

  it('is plausible: a summer of hot afternoons, dark nights, humidity within 15–100 %', async () => {
    const [hours] = await provider.archive([{ lat: -34, lng: -60 }], '2026-01-01', '2026-01-31');
    for (const hour of hours!) {
      expect(hour.temperature).toBeGreaterThan(0);
      expect(hour.temperature).toBeLessThan(45);
      expect(hour.humidity).toBeGreaterThanOrEqual(15);
      expect(hour.humidity).toBeLessThanOrEqual(100);
      expect(hour.dewPoint).toBeLessThanOrEqual(hour.temperature!);
    }
    // Midnight in Argentina is 03:00 UTC: no sun.
    expect(
      hours!.filter((hour) => new Date(hour.ts).getUTCHours() === 3).every((hour) => hour.radiation === 0),
    ).toBe(true);
    const hot = hours!.filter(
      (hour) => ithOf({ temperature: hour.temperature!, humidity: hour.humidity! })! >= 75,
    );
    expect(hot.length).toBeGreaterThan(0);
    expect(hours!.some((hour) => hour.precipitation! > 0)).toBe(true);
  });

  it('is chosen by configuration; off is no provider', () => {
    const options = {
      apiUrl: 'https://api.open-meteo.com',
      archiveUrl: 'https://archive-api.open-meteo.com',
    };
    expect(createWeatherProvider({ ...options, provider: 'open-meteo' })!.source).toBe('open-meteo');
    expect(createWeatherProvider({ ...options, provider: 'simulated' })!.source).toBe('simulated');
    expect(createWeatherProvider({ ...options, provider: 'off' })).toBeNull();
  });
});
