import { openMeteo } from './open-meteo';
import { simulatedWeather } from './simulated';
import type { WeatherProvider } from './weather-provider';

export interface WeatherProviderOptions {
  provider: 'open-meteo' | 'simulated' | 'off';
  apiUrl: string;
  archiveUrl: string;
  apiKey?: string;
  timeoutMs?: number;
}

/** The configured weather source (WEATHER_PROVIDER); null when weather is off. */
export function createWeatherProvider(options: WeatherProviderOptions): WeatherProvider | null {
  switch (options.provider) {
    case 'open-meteo':
      return openMeteo(options);
    case 'simulated':
      return simulatedWeather();
    case 'off':
      return null;
  }
}
