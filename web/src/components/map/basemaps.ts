import type { StyleSpecification } from 'maplibre-gl';
import { configuredBasemaps, type BasemapSources } from './basemap-sources';
import { mapPalette } from './map-palette';

export const BASEMAPS = ['satellite', 'street', 'plain'] as const;
export type Basemap = (typeof BASEMAPS)[number];

/** The basemaps of this build. */
export const BASEMAP_SOURCES = configuredBasemaps(import.meta.env);

/** Only the background: needs no network, so plots, fences and markers always have a map to draw on. */
export const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': mapPalette.land } }],
};

const isTileTemplate = (url: string) => url.includes('{z}');

/** The background stays under the tiles: where a tile cannot load, the plain land shows. */
function rasterStyle(tiles: string, attribution?: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      basemap: { type: 'raster', tiles: [tiles], tileSize: 256, maxzoom: 19, attribution },
    },
    layers: [...PLAIN_STYLE.layers, { id: 'basemap', type: 'raster', source: 'basemap' }],
  };
}

/** The basemaps this build offers: those with a URL, and always the plain background. */
export const availableBasemaps = (sources: BasemapSources): Basemap[] =>
  BASEMAPS.filter((basemap) => basemap === 'plain' || Boolean(sources[basemap]));

/** A style to give MapLibre: a style URL as is, a tile template wrapped in a raster style. */
export function basemapStyle(basemap: Basemap, sources: BasemapSources): StyleSpecification | string {
  const url = basemap === 'plain' ? undefined : sources[basemap];
  if (!url) return PLAIN_STYLE;
  if (!isTileTemplate(url)) return url;
  return rasterStyle(url, basemap === 'satellite' ? sources.satelliteAttribution : undefined);
}

/** The basemap a map opens on: satellite imagery where configured (paddocks read best on it). */
export const defaultBasemap = (sources: BasemapSources): Basemap => availableBasemaps(sources)[0]!;
