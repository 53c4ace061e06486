import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DAY_MS, HOUR_MS } from '@tropero/shared/constants';
import { OPEN_METEO_HOURLY, openMeteo } from '../src/providers/weather/open-meteo';
import { simulatedHour } from '../src/providers/weather/simulated';
import type { ProviderHour, WeatherPoint, WeatherProvider } from '../src/providers/weather/weather-provider';

/*
 * Open-Meteo played on a local port (docs/providers.md §1): the forecast and archive paths answer in the
 * real API's shape (an object for one location, an array for several; parallel hourly arrays in
 * unixtime). By default any points and period are answered with the simulator's hours; a test can
 * script the next answers (a body, an error status, a 429 with Retry-After, a hang) and reads every
 * request made.
 */

const HOURLY_NAMES = OPEN_METEO_HOURLY;

const UNITS: Record<string, string> = {
  time: 'unixtime',
  temperature_2m: '°C',
  relative_humidity_2m: '%',
  dew_point_2m: '°C',
  precipitation: 'mm',
  shortwave_radiation: 'W/m²',
  wind_speed_10m: 'km/h',
  wind_direction_10m: '°',
  wind_gusts_10m: 'km/h',
  weather_code: 'wmo code',
};

/** One location's answer in Open-Meteo's shape, from hours (and the current conditions, if any). */
export function openMeteoLocation(
  point: WeatherPoint,
  hours: ProviderHour[],
  current?: ProviderHour,
): object {
  const hourly: Record<string, (number | null)[]> = { time: hours.map((hour) => hour.ts / 1000) };
  for (const [field, name] of Object.entries(HOURLY_NAMES)) {
    hourly[name] = hours.map((hour) => hour[field as keyof typeof HOURLY_NAMES]);
  }
  const answer: Record<string, unknown> = {
    latitude: point.lat,
    longitude: point.lng,
    generationtime_ms: 0.42,
    utc_offset_seconds: 0,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: 25,
    hourly_units: Object.fromEntries(Object.keys(hourly).map((name) => [name, UNITS[name]])),
    hourly,
  };
  if (current) {
    const { radiation: _radiation, ts, ...now } = current;
    answer.current_units = { time: 'unixtime', interval: 'seconds' };
    answer.current = {
      time: ts / 1000,
      interval: 900,
      ...Object.fromEntries(
        Object.entries(now).map(([field, value]) => [
          HOURLY_NAMES[field as keyof typeof HOURLY_NAMES],
          value,
        ]),
      ),
    };
  }
  return answer;
}

export interface RecordedRequest {
  path: string;
  query: Record<string, string>;
}

type Scripted =
  { kind: 'body'; status: number; body: unknown; headers?: Record<string, string> } | { kind: 'hang' };

/** The hours a call asks for: from `past_days` ago to `forecast_days` ahead, or the archive's days. */
function askedHours(request: RecordedRequest, now: number): number[] {
  const { query } = request;
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const archive = request.path.endsWith('/v1/archive');
  const from = archive ? Date.parse(query.start_date!) : today - Number(query.past_days ?? 0) * DAY_MS;
  const to = archive
    ? Date.parse(query.end_date!) + DAY_MS
    : today + Number(query.forecast_days ?? 7) * DAY_MS;
  const hours: number[] = [];
  for (let ts = from; ts < to; ts += HOUR_MS) hours.push(ts);
  return hours;
}

export class FakeOpenMeteo {
  readonly requests: RecordedRequest[] = [];
  private readonly script: Scripted[] = [];
  private readonly hanging = new Set<ServerResponse>();
  /** The weather of a point at an hour when nothing is scripted (the simulator's); tests may replace it. */
  hour: (point: WeatherPoint, ts: number) => ProviderHour = simulatedHour;
  now: () => number = Date.now;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeOpenMeteo> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeOpenMeteo(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      fake.answer(request, response),
    );
    return fake;
  }

  /** The next answer is this body with this status (then the default answers come back). */
  answerNext(status: number, body: unknown, headers?: Record<string, string>): void {
    this.script.push({ kind: 'body', status, body, headers });
  }

  /** The next request gets no answer at all (the adapter's timeout ends it). */
  hangNext(): void {
    this.script.push({ kind: 'hang' });
  }

  /** Requests to one API (`/v1/forecast` or `/v1/archive`), whatever the base path. */
  calls(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path.endsWith(path));
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.url);
    const recorded = { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    this.requests.push(recorded);
    const scripted = this.script.shift();
    if (scripted?.kind === 'hang') {
      this.hanging.add(response);
      return;
    }
    if (scripted) return this.send(response, scripted.status, scripted.body, scripted.headers);
    if (!/\/v1\/(forecast|archive)$/.test(recorded.path)) {
      return this.send(response, 404, { error: true, reason: 'Not Found' });
    }
    const lats = (recorded.query.latitude ?? '').split(',').map(Number);
    const lngs = (recorded.query.longitude ?? '').split(',').map(Number);
    if (lats.length !== lngs.length || lats.some(Number.isNaN) || lngs.some(Number.isNaN)) {
      return this.send(response, 400, {
        error: true,
        reason: 'Parameter count of latitude and longitude must be the same',
      });
    }
    const locations = lats.map((lat, i) => {
      const point = { lat, lng: lngs[i]! };
      const hours = askedHours(recorded, this.now()).map((ts) => this.hour(point, ts));
      const hour = Math.floor(this.now() / HOUR_MS) * HOUR_MS;
      const current = recorded.query.current ? this.hour(point, hour) : undefined;
      return openMeteoLocation(point, hours, current);
    });
    this.send(response, 200, locations.length === 1 ? locations[0] : locations);
  }

  private send(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }
}

/** The Open-Meteo provider of the app under test, pointed at a fake for both its forecast and archive. */
export function openMeteoAt(fake: FakeOpenMeteo): WeatherProvider {
  return openMeteo({
    apiUrl: fake.url,
    archiveUrl: fake.url,
    // Long enough for a year's archive chunk on a loaded machine; the hang tests wait it out twice.
    timeoutMs: 2_500,
    backoffMs: 5,
    attempts: 2,
  });
}
