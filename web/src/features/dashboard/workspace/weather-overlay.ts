import { createStore, useStore } from '../../../lib/create-store';

/** A weather image on the map (radar or satellite), drawn while its panel is open. */
export interface WeatherOverlay {
  /** The XYZ tile template of the frame shown. */
  tiles: string;
  /** Deepest zoom the service has: the map enlarges its tiles beyond it. */
  maxzoom: number;
  opacity: number;
  attribution: string;
}

/** Set by the weather-images panel, read by the map: the two are apart in the dashboard's tree. */
export const weatherOverlay = createStore<WeatherOverlay | null>(null);

export const useWeatherOverlay = () => useStore(weatherOverlay);
