import { z } from 'zod';
import { GREEN_INDEX_LAYERS, NDVI_DOUBTS } from '../green-index';
import { fields } from '../validation';
import { rangeQuery } from './range';

/*
 * The green index (spec §2, §3, §5, §7; issue "green index and forage"): the satellites this
 * deployment reads, each settlement's scenes and backfill, each plot's NDVI series and its image per
 * scene. Every answer says where the data comes from; `simulated` data is labelled so.
 */

export const SATELLITE_SOURCES = ['earth-search', 'cdse', 'simulated'] as const;
/** `off`: this deployment reads no satellite. */
export const satelliteSourceSchema = z.enum([...SATELLITE_SOURCES, 'off']);
export type SatelliteSource = z.infer<typeof satelliteSourceSchema>;

export const greenIndexLayerSchema = z.enum(GREEN_INDEX_LAYERS, 'validation.greenIndexLayer');

/**
 * Without the account's satellite integration (spec §5) every green-index route but the satellites
 * list answers 403 with this message in the error envelope, and `details.code` set to this code.
 */
export const SATELLITE_INTEGRATION_REQUIRED = {
  code: 'SATELLITE_INTEGRATION_REQUIRED',
  message:
    'La cuenta no tiene habilitada la integración satelital. Los índices verdes y el NDVI histórico están disponibles con el plan FULL: pedile a la administración que la habilite.',
} as const;
export const satelliteIntegrationRequiredDetails = z.object({
  code: z.literal(SATELLITE_INTEGRATION_REQUIRED.code),
});

/** GET /data-api/satellites (spec §3 list resource: each option has an id, its index, and a value). */
export const satelliteOptionSchema = z.object({
  id: z.number(),
  /** The satellite's name, e.g. "Sentinel-2". */
  value: z.string(),
  source: satelliteSourceSchema,
  resolutionMeters: z.number(),
  revisitDays: z.number(),
  simulated: z.boolean(),
});
export type SatelliteOption = z.infer<typeof satelliteOptionSchema>;
export const satelliteListSchema = z.array(satelliteOptionSchema);

export const BACKFILL_STATES = ['pending', 'running', 'done', 'failed'] as const;

/** How far the settlement's last-12-months fill has gone: `done` of `total` scenes. */
export const backfillSchema = z.object({
  state: z.enum(BACKFILL_STATES),
  done: z.number(),
  total: z.number(),
});
export type Backfill = z.infer<typeof backfillSchema>;

/** A scene of a settlement in which at least one plot had a clear view: a date the layer panel offers. */
export const greenIndexSceneSchema = z.object({
  sceneId: z.string(),
  /** The acquisition instant, ISO 8601. */
  date: z.string(),
  plotsClear: z.number(),
  plotsTotal: z.number(),
});
export type GreenIndexScene = z.infer<typeof greenIndexSceneSchema>;

/** GET /data-api/settlements/{id}/green-index: the layers, the dates to choose (newest first), the fill. */
export const settlementGreenIndexSchema = z.object({
  source: satelliteSourceSchema,
  simulated: z.boolean(),
  layers: z.array(greenIndexLayerSchema),
  backfill: backfillSchema,
  scenes: z.array(greenIndexSceneSchema),
});
export type SettlementGreenIndex = z.infer<typeof settlementGreenIndexSchema>;

/** Ids separated by commas (`plotIds=a,b`), each an object id. */
const idList = z
  .string()
  .transform((value) => value.split(',').filter((id) => id !== ''))
  .pipe(z.array(fields.objectId()).min(1, 'validation.required').max(50, 'validation.tooLong'));

/**
 * GET /data-api/settlements/{id}/ndvi?fromDate&toDate&plotIds=a,b: every plot of the settlement, or
 * the plots named; the last 12 months without a range.
 */
export const ndviSeriesQuery = rangeQuery.extend({ plotIds: idList.optional() });
export type NdviSeriesQuery = z.infer<typeof ndviSeriesQuery>;

/**
 * A plot's figures in one scene; null figures when the plot had no clear view. `doubt`: why figures
 * are doubtful ("dudosa"), drawn apart and never used by biomass; null when they can be used.
 */
export const ndviPointSchema = z.object({
  /** The acquisition instant, ISO 8601. */
  date: z.string(),
  sceneId: z.string(),
  clear: z.boolean(),
  /** Share of the plot's pixels that were valid, 0 to 1. */
  validShare: z.number(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  p10: z.number().nullable(),
  p90: z.number().nullable(),
  doubt: z.enum(NDVI_DOUBTS).nullable(),
});
export type NdviPoint = z.infer<typeof ndviPointSchema>;

export const plotNdviSeriesSchema = z.object({
  plotId: z.string(),
  plotName: z.string(),
  /** Oldest first. */
  points: z.array(ndviPointSchema),
});
export type PlotNdviSeries = z.infer<typeof plotNdviSeriesSchema>;
export const ndviSeriesSchema = z.array(plotNdviSeriesSchema);

/** GET /data-api/plots/{plotId}/green-index?layer=ndvi&sceneId= */
export const plotGreenIndexParams = z.object({ plotId: fields.objectId() });
export const plotGreenIndexQuery = z.object({
  layer: greenIndexLayerSchema.default('ndvi'),
  sceneId: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(120, 'validation.tooLong'),
});
export type PlotGreenIndexQuery = z.infer<typeof plotGreenIndexQuery>;

export const legendStopSchema = z.object({ value: z.number(), colour: z.string() });

/** The plot's image in one scene: a PNG clipped to the plot (transparent outside it and where masked). */
export const plotGreenIndexSchema = z.object({
  layer: greenIndexLayerSchema,
  sceneId: z.string(),
  /** The acquisition instant, ISO 8601. */
  date: z.string(),
  /** Where the image goes on the map, degrees: west, south, east, north. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** `data:image/png;base64,…` */
  image: z.string(),
  legend: z.array(legendStopSchema),
  source: satelliteSourceSchema,
  simulated: z.boolean(),
});
export type PlotGreenIndex = z.infer<typeof plotGreenIndexSchema>;

/** PUT /userAccount/{id} `satelliteIntegration` (superadmin only; turning it on needs the FULL plan). */
export const SATELLITE_INTEGRATION_NEEDS_FULL = 'La integración satelital requiere el plan FULL.';
