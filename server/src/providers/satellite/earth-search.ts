import { INDEX_BANDS, indexOf, physical, plotFiguresOf } from './index-figures';
import {
  cellCentre,
  degreeGrid,
  plotCells,
  projectRings,
  windowBbox,
  type Grid,
  type PlotCells,
} from './plot-grid';
import { inBatches, type RetryOptions } from './satellite-http';
import type { PlotRaster, PlotShape, Scene, SatelliteProvider } from './satellite-provider';
import { PointState, SceneReader } from './scene-reader';
import {
  acquisitions,
  fetchItem,
  itemIdsOf,
  sceneOf,
  searchItems,
  SENTINEL_2_C1_L2A,
  type StacItem,
  type StacSearchOptions,
} from './stac-items';

/*
 * Earth Search (docs/providers.md §3): keyless STAC search for Sentinel-2 L2A and COG window reads. The
 * figures are computed on the scene's own 10 m grid (each pixel counted once, its centre inside the
 * plot); the images on a degree grid of ~10 m cells, so that they lie on the map as a plain rectangle.
 */

export const EARTH_SEARCH_URL = 'https://earth-search.aws.element84.com/v1';

export interface EarthSearchOptions extends RetryOptions {
  /** STAC API root; default Earth Search v1. */
  apiUrl?: string;
  /** Default `sentinel-2-c1-l2a`; `sentinel-2-l2a` as a fallback. */
  collection?: string;
  /** Tiles cloudier than this (%) are not listed; default 60. */
  maxCloudCover?: number;
  pageSize?: number;
}

/** Scenes found by this server's searches, kept so that reading them needs no item request. */
const KNOWN_SCENES = 2_000;

/** Plots read at the same time (their windows' requests overlap; a shared tile is fetched once). */
const PLOTS_AT_ONCE = 8;

/** Image cell size in metres: Sentinel-2's red and near-infrared resolution. */
const IMAGE_CELL_METRES = 10;

export function earthSearch(options: EarthSearchOptions = {}): SatelliteProvider {
  const stac: StacSearchOptions = {
    ...options,
    apiUrl: options.apiUrl ?? EARTH_SEARCH_URL,
    collection: options.collection ?? SENTINEL_2_C1_L2A,
  };
  const known = new Map<string, StacItem[]>();

  function remember(sceneId: string, items: StacItem[]) {
    known.delete(sceneId);
    known.set(sceneId, items);
    if (known.size > KNOWN_SCENES) known.delete(known.keys().next().value!);
  }

  /** A scene's items: from this server's searches, else fetched by id (a job on another server). */
  async function itemsOf(scene: Scene, signal?: AbortSignal): Promise<StacItem[]> {
    const cached = known.get(scene.id);
    if (cached) return cached;
    const { collection, ids } = itemIdsOf(scene.id);
    const items = await Promise.all(ids.map((id) => fetchItem(stac, collection, id, signal)));
    remember(scene.id, items);
    return items;
  }

  /** The centres of a window's cells inside the plot, as x, y pairs in the grid's CRS. */
  function centres(grid: Grid, cells: PlotCells): Float64Array {
    const points = new Float64Array(cells.inside.length * 2);
    cells.inside.forEach((index, k) => points.set(cellCentre(grid, cells, index), 2 * k));
    return points;
  }

  return {
    name: 'earth-search',
    simulated: false,
    resolutionMeters: 10,
    revisitDays: 5,

    async searchScenes(bbox, from, to, signal) {
      const items = await searchItems(stac, bbox, from, to, signal);
      return acquisitions(items).map((pass) => {
        const scene = sceneOf(stac.collection, pass);
        remember(scene.id, pass.items);
        return scene;
      });
    },

    async plotFigures(scene, plots, signal) {
      const reader = new SceneReader(await itemsOf(scene, signal), stac, signal);
      const first = reader.items[0]!;
      const crs = await reader.crs(first);
      const { grid } = await reader.cog(first, 'red');
      return inBatches(plots, PLOTS_AT_ONCE, async (plot) => {
        const cells = plotCells(projectRings(plot.polygon, crs), grid);
        const { state, reflectance } = await reader.pixels(centres(grid, cells), crs, INDEX_BANDS.ndvi);
        const values: number[] = [];
        let rejected = 0;
        state.forEach((pointState, i) => {
          if (pointState !== PointState.Valid) return;
          const pixel = { red: reflectance.red![i]!, nir: reflectance.nir![i]! };
          if (!physical(pixel)) rejected++;
          else if (pixel.red + pixel.nir > 0) values.push(indexOf('ndvi', pixel));
        });
        return plotFiguresOf(plot.id, values, state.length, rejected);
      });
    },

    async plotRaster(scene, plot: PlotShape, layer, signal): Promise<PlotRaster> {
      const reader = new SceneReader(await itemsOf(scene, signal), stac, signal);
      const grid = degreeGrid(plot.polygon, IMAGE_CELL_METRES);
      const cells = plotCells(plot.polygon.coordinates, grid);
      const bands = INDEX_BANDS[layer];
      const { state, reflectance } = await reader.pixels(centres(grid, cells), 'EPSG:4326', bands);
      const values = new Float32Array(cells.width * cells.height).fill(NaN);
      cells.inside.forEach((index, k) => {
        if (state[k] !== PointState.Valid) return;
        const pixel = Object.fromEntries(bands.map((band) => [band, reflectance[band]![k]!]));
        if (physical(pixel)) values[index] = indexOf(layer, pixel);
      });
      return { width: cells.width, height: cells.height, values, bbox: windowBbox(grid, cells) };
    },
  };
}
