import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/*
 * Weather images drawn by the browser from their own services (docs/providers.md §2): RainViewer's radar
 * frames, listed by its index, and NASA GIBS's GOES-East satellite tiles. Neither is our API, so the
 * index is fetched plainly: no token or account goes to a third party.
 */

const TEN_MINUTES_MS = 600_000;

const radarIndexSchema = z.object({
  host: z.string(),
  radar: z.object({ past: z.array(z.object({ time: z.number(), path: z.string() })) }),
});

export interface ImageFrame {
  /** The image's time, epoch ms. */
  time: number;
  /** The XYZ tile template. */
  tiles: string;
}

/** RainViewer's free tiles stop at zoom 7: a regional rain layer, not a paddock one. */
export const RADAR_MAX_ZOOM = 7;

/** The radar frames of an index, oldest first: their times are the index's, never guessed. */
export function radarFrames(index: unknown): ImageFrame[] {
  const { host, radar } = radarIndexSchema.parse(index);
  return radar.past.map((frame) => ({
    time: frame.time * 1000,
    // 256-px tiles, colour scheme 2 (universal blue), smoothed, snow shown apart.
    tiles: `${host}${frame.path}/256/{z}/{x}/{y}/2/1_1.png`,
  }));
}

export const radarIndexQueryOptions = (indexUrl: string) =>
  queryOptions({
    queryKey: ['weather-radar-index', indexUrl],
    queryFn: async () => {
      const response = await fetch(indexUrl);
      if (!response.ok) throw new Error(`radar index: HTTP ${response.status}`);
      return radarFrames(await response.json());
    },
    // The index changes every 10 minutes; RainViewer asks for no more than that.
    staleTime: 5 * 60_000,
  });

export const useRadarFrames = (indexUrl: string | null) =>
  useQuery({ ...radarIndexQueryOptions(indexUrl ?? ''), enabled: Boolean(indexUrl) });

/** The GOES-East layers over Argentina: their ids, deepest zoom level and format. */
export const SATELLITE_LAYERS = {
  infrared: { id: 'GOES-East_ABI_Band13_Clean_Infrared', level: 6, ext: 'png' },
  geocolor: { id: 'GOES-East_ABI_GeoColor', level: 7, ext: 'jpg' },
} as const;
export type SatelliteLayer = keyof typeof SATELLITE_LAYERS;

/**
 * The satellite image times to offer, oldest first: every 10 minutes over the last `hours`, ending
 * 20 minutes ago (GIBS publishes each image a little after it is taken).
 */
export function satelliteTimes(now: number, hours = 3): number[] {
  const last = Math.floor((now - 2 * TEN_MINUTES_MS) / TEN_MINUTES_MS) * TEN_MINUTES_MS;
  const steps = (hours * 3_600_000) / TEN_MINUTES_MS;
  return Array.from({ length: steps }, (_, i) => last - (steps - 1 - i) * TEN_MINUTES_MS);
}

/** A GIBS WMTS tile template (row, y, before column, x), at a time written `YYYY-MM-DDTHH:MM:SSZ`. */
export function satelliteTiles(baseUrl: string, layer: SatelliteLayer, time: number): string {
  const { id, level, ext } = SATELLITE_LAYERS[layer];
  const stamp = `${new Date(time).toISOString().slice(0, 19)}Z`;
  return `${baseUrl.replace(/\/$/, '')}/${id}/default/${stamp}/GoogleMapsCompatible_Level${level}/{z}/{y}/{x}.${ext}`;
}

export const satelliteMaxZoom = (layer: SatelliteLayer) => SATELLITE_LAYERS[layer].level;
