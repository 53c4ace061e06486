import { CLEAR_SHARE } from '@tropero/shared/green-index';
import { DAY_MS } from '@tropero/shared/constants';
import { degreeGrid, plotCells, windowBbox } from './plot-grid';
import type {
  GreenIndexLayer,
  PlotSceneFigures,
  PlotShape,
  SatelliteProvider,
  Scene,
} from './satellite-provider';

/*
 * The green index without the outside world: a deterministic generator (the same plot and day always
 * give the same figures) with the seasons of the southern hemisphere's grasslands — green in spring
 * (October–November) and autumn (April–May), lower in the summer drought and in winter — a scene
 * every 5 days, and about one plot-scene in five without a clear view. Labelled `simulated`.
 */

/** Scenes every 5 days at 14:00 UTC, Sentinel-2's pass over Argentina. */
const REVISIT_DAYS = 5;
const PASS_MS = 14 * 3_600_000;
const NOT_CLEAR_SHARE = 0.2;

/** A number in [0, 1) from the words given: the generator's only source of variety. */
function unit(...words: (string | number)[]): number {
  let hash = 2166136261;
  for (const char of words.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 100_000) / 100_000;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number) => Math.min(0.92, Math.max(0.05, value));

/** The seasons: two peaks (late October, late April), the deeper dip in winter (July). */
function seasonalNdvi(day: number): number {
  const dayOfYear = ((day % 365) + 365) % 365;
  const twice = Math.cos((4 * Math.PI * (dayOfYear - 300)) / 365);
  const winter = Math.cos((2 * Math.PI * (dayOfYear - 200)) / 365);
  return 0.55 + 0.13 * twice - 0.06 * winter;
}

/** One plot in the scene of one day. */
export function simulatedFigures(plotId: string, day: number): PlotSceneFigures {
  const clear = unit(plotId, day, 'clear') >= NOT_CLEAR_SHARE;
  const validShare = round(
    clear ? CLEAR_SHARE + (1 - CLEAR_SHARE) * unit(plotId, day, 'share') : 0.7 * unit(plotId, day, 'share'),
  );
  if (!clear) return { plotId, clear, validShare, mean: null, median: null, p10: null, p90: null };
  const level = (unit(plotId, 'level') - 0.5) * 0.16;
  const mean = clamp(seasonalNdvi(day) + level + (unit(plotId, day, 'noise') - 0.5) * 0.06);
  const spread = 0.06 + 0.06 * unit(plotId, 'spread');
  return {
    plotId,
    clear,
    validShare,
    mean: round(mean),
    median: round(clamp(mean + 0.1 * spread)),
    p10: round(clamp(mean - spread)),
    p90: round(clamp(mean + 0.8 * spread)),
  };
}

const dayOf = (scene: Scene) => Math.floor(scene.acquiredAt / DAY_MS);

/** The other layers from NDVI, as they move together over grass. */
function layerValue(layer: GreenIndexLayer, ndvi: number): number {
  if (layer === 'ndwi') return -0.9 * ndvi + 0.1;
  if (layer === 'evi') return 0.75 * ndvi;
  return ndvi;
}

export function simulatedSatellite(): SatelliteProvider {
  return {
    name: 'simulated',
    simulated: true,
    resolutionMeters: 10,
    revisitDays: REVISIT_DAYS,

    async searchScenes(_bbox, from, to) {
      const scenes: Scene[] = [];
      const first = Math.ceil((from - PASS_MS) / DAY_MS / REVISIT_DAYS) * REVISIT_DAYS;
      for (let day = first; day * DAY_MS + PASS_MS <= to; day += REVISIT_DAYS) {
        const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
        scenes.push({
          id: `simulated/${date}`,
          acquiredAt: day * DAY_MS + PASS_MS,
          cloudCover: Math.round(unit(date, 'cloud') * 60),
        });
      }
      return scenes;
    },

    async plotFigures(scene, plots) {
      return plots.map((plot) => simulatedFigures(plot.id, dayOf(scene)));
    },

    /** A pattern around the plot's mean; the northern part masked when the plot had no clear view. */
    async plotRaster(scene, plot: PlotShape, layer) {
      const figures = simulatedFigures(plot.id, dayOf(scene));
      const grid = degreeGrid(plot.polygon, 10);
      const cells = plotCells(plot.polygon.coordinates, grid);
      const values = new Float32Array(cells.width * cells.height).fill(NaN);
      const mean = figures.mean ?? clamp(seasonalNdvi(dayOf(scene)));
      const cloudRows = Math.round((1 - figures.validShare) * cells.height);
      for (const index of cells.inside) {
        const col = index % cells.width;
        const row = Math.floor(index / cells.width);
        if (row < cloudRows) continue;
        const wave = Math.sin(col / 9 + unit(plot.id, 'phase') * 6) * Math.cos(row / 7);
        const grain = (unit(plot.id, scene.id, index) - 0.5) * 0.04;
        values[index] = layerValue(layer, clamp(mean + 0.08 * wave + grain));
      }
      return { width: cells.width, height: cells.height, values, bbox: windowBbox(grid, cells) };
    },
  };
}
