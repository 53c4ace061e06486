import { cdse } from './cdse';
import { earthSearch } from './earth-search';
import type { SatelliteProvider, SatelliteProviderName } from './satellite-provider';
import { simulatedSatellite } from './simulated';

export interface SatelliteProviderOptions {
  provider: SatelliteProviderName | 'off';
  /** STAC API root for `earth-search` (STAC_API_URL); default Earth Search v1. */
  stacApiUrl?: string;
  /** STAC collection (STAC_COLLECTION); default `sentinel-2-c1-l2a`. */
  stacCollection?: string;
  /** Tiles cloudier than this (%) are not listed by `earth-search`; default 60. */
  maxCloudCover?: number;
  /** `cdse` only (CDSE_CLIENT_ID, CDSE_CLIENT_SECRET; the URLs default to the Copernicus Data Space). */
  cdse?: {
    clientId: string;
    clientSecret: string;
    tokenUrl?: string;
    statisticsUrl?: string;
    processUrl?: string;
  };
  /** Per attempt of every call. */
  timeoutMs?: number;
}

/** The configured satellite source (SATELLITE_PROVIDER); null when the green index is off. */
export function createSatelliteProvider(options: SatelliteProviderOptions): SatelliteProvider | null {
  switch (options.provider) {
    case 'earth-search':
      return earthSearch({
        apiUrl: options.stacApiUrl,
        collection: options.stacCollection,
        maxCloudCover: options.maxCloudCover,
        timeoutMs: options.timeoutMs,
      });
    case 'cdse':
      if (!options.cdse?.clientId || !options.cdse.clientSecret) {
        throw new Error('SATELLITE_PROVIDER=cdse needs CDSE_CLIENT_ID and CDSE_CLIENT_SECRET');
      }
      return cdse({ ...options.cdse, timeoutMs: options.timeoutMs });
    case 'simulated':
      return simulatedSatellite();
    case 'off':
      return null;
  }
}
