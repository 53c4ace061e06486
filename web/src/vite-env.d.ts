/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  readonly VITE_ANALYTICS_URL?: string;
  readonly VITE_ANALYTICS_HOSTS?: string;
  /** The street basemap: a MapLibre style URL or an XYZ tile template ({z}/{x}/{y}); empty turns it off. */
  readonly VITE_MAP_STYLE_URL?: string;
  /** The satellite basemap: an XYZ tile template (or a style URL); empty turns it off. */
  readonly VITE_SATELLITE_TILES_URL?: string;
  /** Credit shown for the satellite tiles, when they are not the default ones. */
  readonly VITE_SATELLITE_ATTRIBUTION?: string;
}

declare const __APP_VERSION__: string;
