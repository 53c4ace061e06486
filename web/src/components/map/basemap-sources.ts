/** The basemaps a build offers: their URLs, from the build variables or the defaults. */
export interface BasemapSources {
  street?: string;
  satellite?: string;
  satelliteAttribution?: string;
}

/** The build variables that choose them (see web/.env.example). */
export type BasemapEnv = Partial<
  Record<'VITE_MAP_STYLE_URL' | 'VITE_SATELLITE_TILES_URL' | 'VITE_SATELLITE_ATTRIBUTION', string>
>;

/** Free, keyless defaults; VITE_MAP_STYLE_URL and VITE_SATELLITE_TILES_URL replace them (empty: off). */
const DEFAULT_STREET_STYLE = 'https://tiles.openfreemap.org/styles/liberty';
const DEFAULT_SATELLITE_TILES =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
const DEFAULT_SATELLITE_ATTRIBUTION = 'Esri, Maxar, Earthstar Geographics';

/** Reads nothing but its argument, so that the Vite config can ask it too (content-sources.json). */
export const configuredBasemaps = (env: BasemapEnv): BasemapSources => ({
  street: env.VITE_MAP_STYLE_URL ?? DEFAULT_STREET_STYLE,
  satellite: env.VITE_SATELLITE_TILES_URL ?? DEFAULT_SATELLITE_TILES,
  satelliteAttribution:
    env.VITE_SATELLITE_ATTRIBUTION ??
    (env.VITE_SATELLITE_TILES_URL === undefined ? DEFAULT_SATELLITE_ATTRIBUTION : undefined),
});

/**
 * The origin a configured URL is fetched from, or undefined for none or the app's own (a path).
 * The server's content security policy allows these origins, so that the map can load them.
 */
export function originOf(url: string | undefined): string | undefined {
  if (!url || url.startsWith('/')) return undefined;
  return new URL(url).origin;
}
