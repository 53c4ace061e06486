import type { Executor } from '../src/db/executor';
import { locationKey } from '../src/modules/weather/weather-updates';
import type { Services } from '../src/services';

/** A plot's NDVI of one scene as the satellite job stores it; `ndvi: null` is a scene without a clear view. */
export interface StoredScene {
  day: string;
  ndvi: number | null;
  provider?: string;
}

/** Stores scenes of a plot in plot_ndvi (noon UTC of each day). */
export async function storeScenes(db: Executor, plotId: string, scenes: StoredScene[]): Promise<void> {
  if (scenes.length === 0) return;
  await db
    .insertInto('plot_ndvi')
    .values(
      scenes.map((scene, i) => ({
        plot_id: plotId,
        scene_id: `S2_${plotId}_${scene.day}_${i}`,
        provider: scene.provider ?? 'earth-search',
        acquired_at: Date.parse(`${scene.day}T12:00:00Z`),
        clear: scene.ndvi === null ? 0 : 1,
        valid_share: scene.ndvi === null ? 0.1 : 0.98,
        mean: scene.ndvi,
        median: scene.ndvi,
        p10: scene.ndvi === null ? null : scene.ndvi - 0.05,
        p90: scene.ndvi === null ? null : scene.ndvi + 0.05,
        created_at: Date.now(),
      })),
    )
    .execute();
}

/** A stored day of weather: mean temperature (°C), shortwave radiation (MJ/m²), rain and ET₀ (mm). */
export interface StoredWeatherDay {
  day: string;
  temperatureMean: number | null;
  radiation: number | null;
  /** Default 0. */
  precipitation?: number;
  /** Default null: not stored (no water limit known). */
  et0?: number | null;
}

/** Stores days of weather at the location of a settlement (as the weather job would, figures only). */
export async function storeWeatherDays(
  services: Pick<Services, 'weatherUpdates'>,
  db: Executor,
  settlement: { lat: number; lng: number; utcOffsetMinutes?: number },
  days: StoredWeatherDay[],
  source = 'open-meteo',
): Promise<void> {
  const location = await services.weatherUpdates.location(
    locationKey(settlement.lat, settlement.lng, settlement.utcOffsetMinutes ?? -180),
  );
  await db.updateTable('weather_locations').set({ source }).where('id', '=', location.id).execute();
  for (let i = 0; i < days.length; i += 200) {
    await db
      .insertInto('weather_days')
      .values(
        days.slice(i, i + 200).map((day) => ({
          location_id: location.id,
          day: day.day,
          temperature_min: day.temperatureMean,
          temperature_max: day.temperatureMean,
          temperature_mean: day.temperatureMean,
          humidity_mean: 50,
          precipitation: day.precipitation ?? 0,
          radiation: day.radiation,
          et0: day.et0 ?? null,
          wind_speed_max: 10,
          weather_code: 0,
          hours: 24,
          samples: '{"t":[],"h":[],"d":[]}',
        })),
      )
      .execute();
  }
}
