import { DAY_MS, HOUR_MS } from '@tropero/shared/constants';
import type { PointForecast, ProviderHour, WeatherPoint, WeatherProvider } from './weather-provider';

/*
 * Weather without the outside world: a deterministic generator (the same point and hour always give
 * the same figures) with the seasons of the southern hemisphere, a daily cycle by solar time, rainy
 * days and the sun's height. Everything it makes is labelled `simulated`.
 */

/** A number in [0, 1) from the words given: the generator's only source of variety. */
function unit(...words: (string | number)[]): number {
  let hash = 2166136261;
  for (const char of words.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 100_000) / 100_000;
}

const tenth = (value: number) => Math.round(value * 10) / 10;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Dew point from temperature and humidity (Magnus, Sonntag's constants). */
function dewPointOf(temperature: number, humidity: number): number {
  const gamma = Math.log(humidity / 100) + (17.62 * temperature) / (243.12 + temperature);
  return (243.12 * gamma) / (17.62 - gamma);
}

/** One hour at one point. */
export function simulatedHour(point: WeatherPoint, ts: number): ProviderHour {
  const day = Math.floor(ts / DAY_MS);
  const place = `${point.lat.toFixed(2)},${point.lng.toFixed(2)}`;
  const dayOfYear = ((day % 365) + 365 - 3) % 365; // day 0 of the epoch is 1 January
  const solarHour = ((((ts % DAY_MS) / HOUR_MS + point.lng / 15) % 24) + 24) % 24;

  // Warmest in mid-January south of the equator; cooler with latitude.
  const season = Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365) * Math.sign(-point.lat || -1);
  const mean = 27 - 0.35 * Math.abs(point.lat) + 7 * season + (unit(place, day, 'mean') - 0.5) * 8;
  const range = 10 + unit(place, day, 'range') * 6;
  const rainy = unit(place, day, 'rain') < 0.18;
  const cloudy = !rainy && unit(place, day, 'cloud') < 0.3;
  const temperature = mean + (range / 2) * Math.cos((2 * Math.PI * (solarHour - 15)) / 24) - (rainy ? 3 : 0);

  const raining = rainy && solarHour >= 14 && solarHour < 20;
  const humidity = Math.min(100, Math.max(15, 62 - 2.2 * (temperature - mean) + (rainy ? 20 : 0)));
  const precipitation = raining ? tenth(0.5 + unit(place, ts, 'mm') * 5.5) : 0;

  const declination = radians(-23.44 * Math.cos((2 * Math.PI * (dayOfYear + 10)) / 365));
  const latitude = radians(point.lat);
  const sunHeight =
    Math.sin(latitude) * Math.sin(declination) +
    Math.cos(latitude) * Math.cos(declination) * Math.cos(radians(15 * (solarHour - 12)));
  const radiation = Math.max(0, 1000 * sunHeight) * (rainy ? 0.4 : cloudy ? 0.7 : 1);
  // ET₀ follows the sun: ≈ 0.22 mm per MJ/m² of shortwave (Priestley–Taylor at about 20 °C; a
  // plausible shape, not a model), so a clear summer day evaporates about 6 mm.
  const et0 = Math.round(radiation * 0.0036 * 0.22 * 100) / 100;

  const windSpeed = 6 + unit(place, day, Math.floor(solarHour / 3), 'wind') * 18;
  return {
    ts,
    temperature: tenth(temperature),
    humidity: Math.round(humidity),
    dewPoint: tenth(dewPointOf(temperature, humidity)),
    precipitation,
    radiation: Math.round(radiation),
    et0,
    windSpeed: tenth(windSpeed),
    windDirection: Math.round(unit(place, day, 'direction') * 360),
    windGusts: tenth(windSpeed * 1.6),
    weatherCode: raining ? (precipitation > 3 ? 63 : 61) : rainy ? 3 : cloudy ? 2 : 0,
  };
}

function hoursBetween(point: WeatherPoint, from: number, to: number): ProviderHour[] {
  const hours: ProviderHour[] = [];
  for (let ts = from; ts < to; ts += HOUR_MS) hours.push(simulatedHour(point, ts));
  return hours;
}

export function simulatedWeather(now: () => number = Date.now): WeatherProvider {
  return {
    source: 'simulated',
    attribution: null,
    maxPointsPerCall: 50,
    async forecast(points, { pastDays, forecastDays }) {
      const today = Math.floor(now() / DAY_MS) * DAY_MS;
      const hour = Math.floor(now() / HOUR_MS) * HOUR_MS;
      return points.map((point): PointForecast => ({
        hours: hoursBetween(point, today - pastDays * DAY_MS, today + forecastDays * DAY_MS),
        current: (({ radiation: _radiation, et0: _et0, ...current }) => current)(simulatedHour(point, hour)),
      }));
    },
    async archive(points, from, to) {
      return points.map((point) => hoursBetween(point, Date.parse(from), Date.parse(to) + DAY_MS));
    },
  };
}
