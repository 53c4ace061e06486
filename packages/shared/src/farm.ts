import { z } from 'zod';
import { DEFAULT_HERD_TYPE, DEFAULT_ITH_FORMULA, HERD_TYPES, ITH_FORMULAS } from './heat-stress';
import { areaGeometrySchema } from './geo';
import { patchSchema } from './patch';
import { fields, patterns } from './validation';

/** The plot palette (spec §9, docs/ui.md): 36 colours that stay visible on pasture and satellite imagery. */
export const PLOT_COLORS = [
  '#e6194b',
  '#f58231',
  '#ffe119',
  '#bfef45',
  '#42d4f4',
  '#4363d8',
  '#911eb4',
  '#f032e6',
  '#fabed4',
  '#ffd8b1',
  '#fffac8',
  '#aaffc3',
  '#dcbeff',
  '#9a6324',
  '#800000',
  '#808000',
  '#000075',
  '#a9a9a9',
  '#ff6f61',
  '#ffb347',
  '#fdfd96',
  '#77dde7',
  '#1e90ff',
  '#6a5acd',
  '#ba55d3',
  '#ff69b4',
  '#cd5c5c',
  '#daa520',
  '#b8860b',
  '#20b2aa',
  '#5f9ea0',
  '#4682b4',
  '#708090',
  '#d2691e',
  '#c71585',
  '#ffffff',
] as const;
export const DEFAULT_PLOT_COLOR = PLOT_COLORS[0];

/** Farm marker types of spec §3. */
export const MARKER_TYPES = [
  'windmill',
  'silo',
  'bale',
  'rest',
  'drinker',
  'fence-gate',
  'sleeve',
  'feeder',
  'scale',
] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];

/** A point, with its bounds. */
export const latLngSchema = z.object({
  lat: z
    .number('validation.coordinates')
    .min(-90, 'validation.coordinates')
    .max(90, 'validation.coordinates'),
  lng: z
    .number('validation.coordinates')
    .min(-180, 'validation.coordinates')
    .max(180, 'validation.coordinates'),
});

/** The field shows its own bounds with this message (they differ per threshold). */
const OUT_OF_RANGE = 'validation.outOfRange';

/** A whole number within bounds (its field shows them), with its default. */
function wholeNumber(min: number, max: number, fallback: number) {
  return z
    .number('validation.positive')
    .int('validation.integer')
    .min(min, OUT_OF_RANGE)
    .max(max, OUT_OF_RANGE)
    .default(fallback);
}

/** Alert thresholds per settlement, and how close to water counts as drinking. */
export const alertParamsSchema = z
  .object({
    noSignalHours: fields.positiveNumber().min(1, OUT_OF_RANGE).max(168, OUT_OF_RANGE).default(2),
    lowBatteryPercent: fields.positiveNumber().min(1, OUT_OF_RANGE).max(100, OUT_OF_RANGE).default(20),
    /** The settlement's own critical ITH; null follows its herd type's default (`heatStress` coefficients). */
    ithAlert: fields.positiveNumber().min(60, OUT_OF_RANGE).max(100, OUT_OF_RANGE).nullable().default(null),
    /** How the settlement's ITH is computed (docs/domain.md §1). */
    ithFormula: z.enum(ITH_FORMULAS, 'validation.ithFormula').default(DEFAULT_ITH_FORMULA),
    // No buffer at all is a choice: zero is allowed here.
    fenceBufferMeters: z
      .number('validation.positive')
      .min(0, OUT_OF_RANGE)
      .max(100, OUT_OF_RANGE)
      .default(10),
    /** A fix this close to a drinker counts as drinking when the collar reports no behaviour [U]. */
    drinkerRadiusMeters: fields.positiveNumber().min(5, OUT_OF_RANGE).max(200, OUT_OF_RANGE).default(30),
    /** Consecutive fixes beyond the fence buffer that raise "outside", and back inside that resolve it [U]. */
    fenceFixes: wholeNumber(1, 20, 3),
    /** Minutes below the animal's own 7-day rumination baseline that count as a drop (docs/domain.md §2). */
    ruminationDropMinutes: wholeNumber(10, 300, 30),
    /** Hours without displacement nor activity that mean an animal down [U]. */
    inactivityHours: wholeNumber(1, 48, 6),
    /** The night for the night-movement rule: from this hour to that one, local time [U]. */
    nightFromHour: wholeNumber(0, 23, 22),
    nightToHour: wholeNumber(0, 23, 5),
    /** Metres travelled in one night that raise "night movement" (theft risk) [U]. */
    nightMovementMeters: wholeNumber(50, 20_000, 1000),
    /** Metres from the roundup's median position, for `herdSeparationFixes` fixes, that raise "separated" [U]. */
    herdSeparationMeters: wholeNumber(50, 20_000, 1500),
    herdSeparationFixes: wholeNumber(1, 20, 3),
  })
  .strict();
export type AlertParams = z.infer<typeof alertParamsSchema>;

export const settlementBodySchema = z.object({
  name: fields.name(),
  location: latLngSchema,
  /** RENSPA or any local establishment code: its format is not verified (docs/domain.md §10). */
  establishmentCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9./ -]{0,30}$/, 'validation.establishmentCode')
    .optional(),
  /** Minutes from UTC; Argentina is −180 (spec §9). */
  utcOffsetMinutes: z.number().int().min(-720).max(840).default(-180),
  /** Beef or dairy: the herd's default critical ITH differs (docs/domain.md §1). */
  herdType: z.enum(HERD_TYPES, 'validation.herdType').default(DEFAULT_HERD_TYPE),
  // Parsed when absent (`prefault`): no schema is parsed at import, before the web sets zod up.
  alertParams: alertParamsSchema.prefault({}),
});
export type SettlementBody = z.infer<typeof settlementBodySchema>;
export const settlementPatchSchema = patchSchema(settlementBodySchema).extend({
  alertParams: patchSchema(alertParamsSchema).optional(),
});
export type SettlementPatch = z.infer<typeof settlementPatchSchema>;

export const settlementSchema = z.object({
  _id: z.string(),
  accountId: z.string(),
  name: z.string(),
  location: latLngSchema,
  establishmentCode: z.string().nullable(),
  utcOffsetMinutes: z.number(),
  herdType: z.enum(HERD_TYPES),
  alertParams: alertParamsSchema,
  /** What the caller may do with it: edit, or only look. */
  access: z.enum(['admin', 'invite']),
});
export type Settlement = z.infer<typeof settlementSchema>;

const color = z.enum(PLOT_COLORS, 'validation.color');

export const plotBodySchema = z.object({
  name: fields.name(),
  color: color.default(DEFAULT_PLOT_COLOR),
  geometry: areaGeometrySchema,
});
export const plotPatchSchema = patchSchema(plotBodySchema);

/** The crop growing now; `available: false` means its type was withdrawn (spec §4: edit it in Crop History). */
export const currentCropSchema = z.object({
  cropId: z.string(),
  cropTypeId: z.string(),
  name: z.string(),
  available: z.boolean(),
  startDate: z.string(),
});

export const plotSchema = z.object({
  _id: z.string(),
  settlementId: z.string(),
  name: z.string(),
  color: z.string(),
  geometry: z.unknown(),
  areaHa: z.number(),
  currentCrop: currentCropSchema.nullable(),
  /** Animals allocated to the plot now. */
  animalCount: z.number(),
});
export type Plot = z.infer<typeof plotSchema>;

export const fenceBodySchema = z.object({
  name: fields.name(),
  active: z.boolean().default(true),
  geometry: areaGeometrySchema,
});
export const fencePatchSchema = patchSchema(fenceBodySchema);
export const fenceSchema = z.object({
  _id: z.string(),
  settlementId: z.string(),
  name: z.string(),
  active: z.boolean(),
  geometry: z.unknown(),
  areaHa: z.number(),
});

export const markerBodySchema = z.object({
  type: z.enum(MARKER_TYPES, 'validation.markerType'),
  name: z.string().trim().max(50).regex(patterns.freeText, 'validation.freeText').optional(),
  location: latLngSchema,
});
export const markerPatchSchema = patchSchema(markerBodySchema);
export const markerSchema = z.object({
  _id: z.string(),
  settlementId: z.string(),
  type: z.enum(MARKER_TYPES),
  name: z.string().nullable(),
  location: latLngSchema,
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

const cropBodyFields = z.object({
  cropTypeId: z.string().min(1, 'validation.required').max(50),
  startDate: isoDate,
  endDate: isoDate.optional(),
  quality: z.string().trim().max(50).regex(patterns.freeText, 'validation.freeText').optional(),
});

export const cropBodySchema = cropBodyFields.refine(
  (crop) => !crop.endDate || crop.endDate >= crop.startDate,
  {
    message: 'validation.endBeforeStart',
    path: ['endDate'],
  },
);
export type CropBody = z.infer<typeof cropBodySchema>;

export const cropSchema = z.object({
  _id: z.string(),
  plotId: z.string(),
  cropTypeId: z.string(),
  cropTypeName: z.string(),
  available: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  quality: z.string().nullable(),
});

/** Plot batch operations of the "Plots" menu: one action on several plots, all or nothing. */
export const plotBatchSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('color'), ids: z.array(fields.objectId()).min(1).max(1000), color }),
    z.object({
      action: z.literal('crop'),
      ids: z.array(fields.objectId()).min(1).max(1000),
      crop: cropBodySchema,
    }),
    z.object({ action: z.literal('delete'), ids: z.array(fields.objectId()).min(1).max(1000) }),
  ],
  'validation.batchAction',
);
export type PlotBatch = z.infer<typeof plotBatchSchema>;

export const cropTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  group: z.string(),
  available: z.boolean(),
});
