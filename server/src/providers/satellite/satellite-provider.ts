import type { Polygon } from 'geojson';

/*
 * Where the green index comes from (docs/providers.md §3, docs/domain.md §8): Sentinel-2 L2A scenes found by
 * a STAC search and read as Cloud-Optimised GeoTIFF windows (`earth-search`, keyless, the default), the
 * Copernicus Data Space Statistical API (`cdse`, OAuth client credentials), or a simulator labelled
 * `simulated`. The green-index module asks a provider for new scenes over a settlement and for each plot's
 * figures in a scene, stores them, and serves users from storage.
 */

export type SatelliteProviderName = 'earth-search' | 'cdse' | 'simulated';

/** A bounding box in degrees: west, south, east, north. */
export type Bbox = [number, number, number, number];

/** One acquisition over an area. */
export interface Scene {
  /** The provider's identifier of the scene (a STAC item id, or the provider's own key). */
  id: string;
  /** Epoch milliseconds of the acquisition. */
  acquiredAt: number;
  /** The tile's cloud cover in %, as the provider reports it (never used as the plot's own figure). */
  cloudCover: number | null;
}

/** A plot, in WGS84. */
export interface PlotShape {
  id: string;
  polygon: Polygon;
}

/** A plot's NDVI in one scene. The figures are null when the plot had no clear view. */
export interface PlotSceneFigures {
  plotId: string;
  /** Whether enough of the plot was clear to give figures (see `clear` in the provider's docs). */
  clear: boolean;
  /** Share of the plot's pixels that were valid, 0 to 1. */
  validShare: number;
  /**
   * Share of the valid pixels rejected before the figures for a reflectance outside 0–1 (a provider
   * that reads no pixels says nothing).
   */
  rejectedShare?: number;
  mean: number | null;
  median: number | null;
  p10: number | null;
  p90: number | null;
}

/** An index image of one plot in one scene, clipped to the plot: NaN outside it or where masked. */
export interface PlotRaster {
  width: number;
  height: number;
  /** Row-major values, top row first. */
  values: Float32Array;
  /** The image's extent in degrees (west, south, east, north), to place it on the map. */
  bbox: Bbox;
}

/** The indices an image can be drawn for. */
export type GreenIndexLayer = 'ndvi' | 'ndwi' | 'evi';

export interface SatelliteProvider {
  readonly name: SatelliteProviderName;
  /** Whether its figures are made up (labelled `simulated` in the API and "simulado" in the app). */
  readonly simulated: boolean;
  /** Ground resolution in metres and revisit in days, for `GET /data-api/satellites`. */
  readonly resolutionMeters: number;
  readonly revisitDays: number;
  /** Scenes over `bbox` acquired in [from, to] (epoch ms), oldest first. */
  searchScenes(bbox: Bbox, from: number, to: number, signal?: AbortSignal): Promise<Scene[]>;
  /** Each plot's figures in a scene, in the plots' order. */
  plotFigures(scene: Scene, plots: readonly PlotShape[], signal?: AbortSignal): Promise<PlotSceneFigures[]>;
  /** One plot's index image in a scene, or null when the provider cannot draw that layer. */
  plotRaster(
    scene: Scene,
    plot: PlotShape,
    layer: GreenIndexLayer,
    signal?: AbortSignal,
  ): Promise<PlotRaster | null>;
}

/** Why a provider call failed: the green-index module logs it and keeps what it has, never a 500. */
export class SatelliteProviderError extends Error {
  constructor(
    readonly kind: 'http' | 'timeout' | 'rate-limited' | 'bad-answer' | 'network' | 'auth',
    message: string,
    /** The upstream status, when there was one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SatelliteProviderError';
  }
}
