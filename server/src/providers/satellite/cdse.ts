import type { Polygon } from 'geojson';
import { z } from 'zod';
import { DAY_MS } from '@tropero/shared/constants';
import { CDSE_PROCESS_URL, cdseImage } from './cdse-image';
import { cdseSession, type CdseCredentials } from './cdse-session';
import { CLEAR_SHARE } from '@tropero/shared/green-index';
import { MASKED_SCENE_CLASSES } from './index-figures';
import { projectRings, ringsBbox, utmZoneOf } from './plot-grid';
import { inBatches, jsonOf } from './satellite-http';
import {
  SatelliteProviderError,
  type PlotSceneFigures,
  type SatelliteProvider,
  type Scene,
} from './satellite-provider';

/*
 * Copernicus Data Space Statistical API (docs/providers.md §3): statistics of an evalscript over B04, B08,
 * SCL and dataMask, per day (P1D), without downloading images. Scenes: one per day that has data over
 * the settlement's bounding box (a coarse statistics call, which also gives the share of cloud classes
 * as the scene's cloud cover); the acquisition time is that day's start (UTC), the API gives no time
 * of day. Figures: one call per plot for the scene's day at 10 m, the masked pixels given dataMask 0,
 * so `validShare = 1 − noDataCount / sampleCount`; median and percentiles from the API's percentiles.
 * Values are harmonised (the baseline 04.00 offset removed) by the API's own `harmonizeValues`.
 * Images come from the Process API (cdse-image.ts).
 */

export const CDSE_STATISTICS_URL = 'https://sh.dataspace.copernicus.eu/api/v1/statistics';

export interface CdseOptions extends CdseCredentials {
  statisticsUrl?: string;
  processUrl?: string;
  /** Plots asked at the same time; default 4. */
  concurrency?: number;
}

/** Ground resolution of the scene search over a settlement (cheap, enough to tell data from none). */
const SEARCH_RESOLUTION_M = 60;
const PLOT_RESOLUTION_M = 10;
const CLOUD_CLASSES = [3, 8, 9, 10];

const masked = JSON.stringify([...MASKED_SCENE_CLASSES]);
const FIGURES_SCRIPT = `//VERSION=3
function setup() {
  return {
    input: [{ bands: ["B04", "B08", "SCL", "dataMask"] }],
    output: [{ id: "ndvi", bands: 1, sampleType: "FLOAT32" }, { id: "dataMask", bands: 1 }]
  };
}
const MASKED = ${masked};
function evaluatePixel(s) {
  const ndvi = index(s.B08, s.B04);
  const valid = s.dataMask === 1 && MASKED.indexOf(s.SCL) < 0 && isFinite(ndvi);
  return { ndvi: [ndvi], dataMask: [valid ? 1 : 0] };
}`;
const SCENES_SCRIPT = `//VERSION=3
function setup() {
  return {
    input: [{ bands: ["SCL", "dataMask"] }],
    output: [{ id: "cloud", bands: 1, sampleType: "FLOAT32" }, { id: "dataMask", bands: 1 }]
  };
}
const CLOUD = ${JSON.stringify(CLOUD_CLASSES)};
function evaluatePixel(s) {
  return { cloud: [CLOUD.indexOf(s.SCL) < 0 ? 0 : 100], dataMask: [s.dataMask] };
}`;

/** A statistic: the API writes "NaN" where there was nothing to compute. */
const statistic = z
  .union([z.number(), z.string()])
  .transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : null));
const statsSchema = z.object({
  mean: statistic.nullable().optional(),
  sampleCount: z.number(),
  noDataCount: z.number(),
  percentiles: z.record(z.string(), statistic).optional(),
});
const intervalSchema = z.object({
  interval: z.object({ from: z.string(), to: z.string() }),
  outputs: z
    .record(z.string(), z.object({ bands: z.record(z.string(), z.object({ stats: statsSchema })) }))
    .optional(),
  error: z.object({ type: z.string().optional() }).passthrough().optional(),
});
const answerSchema = z.object({ data: z.array(intervalSchema), status: z.string().optional() });
type Interval = z.infer<typeof intervalSchema>;
type Stats = z.infer<typeof statsSchema>;

/** The first band's statistics of an output, when the interval computed. */
const statsOf = (interval: Interval, output: string): Stats | null =>
  (interval.error ? null : Object.values(interval.outputs?.[output]?.bands ?? {})[0]?.stats) ?? null;

/** A percentile from the API's `{"10.0": …}` keys. */
function percentileOf(stats: Stats, k: number): number | null {
  const entry = Object.entries(stats.percentiles ?? {}).find(([key]) => Number(key) === k);
  return entry?.[1] ?? null;
}

/** The statistics request's bounds: the rings in the UTM zone of their centre. */
function boundsOf(polygon: Polygon) {
  const [west, south, east, north] = ringsBbox(polygon.coordinates);
  const crs = utmZoneOf((west + east) / 2, (south + north) / 2);
  return {
    geometry: { type: 'Polygon', coordinates: projectRings(polygon, crs) },
    properties: { crs: `http://www.opengis.net/def/crs/EPSG/0/${crs.slice('EPSG:'.length)}` },
  };
}

const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

export function cdse(options: CdseOptions): SatelliteProvider {
  const session = cdseSession(options);
  const url = options.statisticsUrl ?? CDSE_STATISTICS_URL;

  async function statistics(body: object, signal?: AbortSignal): Promise<Interval[]> {
    const answer = answerSchema.safeParse(await session.post(url, body, jsonOf, signal));
    if (!answer.success)
      throw new SatelliteProviderError('bad-answer', `statistics: ${answer.error.message}`);
    if (answer.data.status === 'FAILED') throw new SatelliteProviderError('bad-answer', 'statistics FAILED');
    return answer.data.data;
  }

  const request = (polygon: Polygon, from: number, to: number, evalscript: string, resolution: number) => ({
    input: {
      bounds: boundsOf(polygon),
      data: [
        {
          type: 'sentinel-2-l2a',
          dataFilter: { mosaickingOrder: 'leastCC' },
          processing: { harmonizeValues: true },
        },
      ],
    },
    aggregation: {
      timeRange: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
      aggregationInterval: { of: 'P1D', lastIntervalBehavior: 'SHORTEN' },
      evalscript,
      resx: resolution,
      resy: resolution,
    },
    calculations: { default: { statistics: { default: { percentiles: { k: [10, 50, 90] } } } } },
  });

  async function figuresOf(scene: Scene, plotId: string, polygon: Polygon, signal?: AbortSignal) {
    const from = dayStart(scene.acquiredAt);
    const [interval] = await statistics(
      request(polygon, from, from + DAY_MS, FIGURES_SCRIPT, PLOT_RESOLUTION_M),
      signal,
    );
    if (interval?.error)
      throw new SatelliteProviderError('bad-answer', `statistics failed for plot ${plotId}`);
    const stats = interval ? statsOf(interval, 'ndvi') : null;
    const validShare = stats && stats.sampleCount > 0 ? 1 - stats.noDataCount / stats.sampleCount : 0;
    const none: PlotSceneFigures = {
      plotId,
      clear: false,
      validShare,
      mean: null,
      median: null,
      p10: null,
      p90: null,
    };
    if (!stats || stats.sampleCount === stats.noDataCount || validShare < CLEAR_SHARE) return none;
    return {
      plotId,
      clear: true,
      validShare,
      mean: stats.mean ?? null,
      median: percentileOf(stats, 50),
      p10: percentileOf(stats, 10),
      p90: percentileOf(stats, 90),
    };
  }

  return {
    name: 'cdse',
    simulated: false,
    resolutionMeters: 10,
    revisitDays: 5,

    async searchScenes([west, south, east, north], from, to, signal) {
      const box: Polygon = {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
          ],
        ],
      };
      const intervals = await statistics(
        request(box, dayStart(from), to, SCENES_SCRIPT, SEARCH_RESOLUTION_M),
        signal,
      );
      const scenes: Scene[] = [];
      for (const interval of intervals) {
        const stats = statsOf(interval, 'cloud');
        if (!stats || stats.sampleCount === stats.noDataCount) continue;
        const acquiredAt = Date.parse(interval.interval.from);
        scenes.push({
          id: `cdse/${interval.interval.from.slice(0, 10)}`,
          acquiredAt,
          cloudCover: stats.mean == null ? null : Math.round(stats.mean * 10) / 10,
        });
      }
      return scenes.sort((a, b) => a.acquiredAt - b.acquiredAt);
    },

    async plotFigures(scene, plots, signal) {
      return inBatches(plots, options.concurrency ?? 4, (plot) =>
        figuresOf(scene, plot.id, plot.polygon, signal),
      );
    },

    async plotRaster(scene, plot, layer, signal) {
      return cdseImage(
        session,
        options.processUrl ?? CDSE_PROCESS_URL,
        scene.acquiredAt,
        plot,
        layer,
        signal,
      );
    },
  };
}
