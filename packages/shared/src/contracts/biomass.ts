import { z } from 'zod';
import { BIOMASS_METHODS, BIOMASS_NOTICES, COEFFICIENT_CONFIDENCES, COEFFICIENT_TABLES } from '../biomass';
import { fields, patterns } from '../validation';

/*
 * Biomass (spec §3 biomass query, §7 GET /data-api/region and /data-api/biomass/{plotId}) and the
 * forage budget of each plot and settlement. Query numbers come as text and must be greater than
 * zero (spec §5, 'validation.positive'); the date range is both dates or none.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const positiveQueryNumber = z.coerce.number('validation.positive').positive('validation.positive');
const flag = z
  .enum(['true', 'false', '1', '0'], 'validation.boolean')
  .transform((value) => value === 'true' || value === '1');

export const biomassMethodSchema = z.enum(BIOMASS_METHODS, 'validation.biomassFormula');
export const biomassNoticeSchema = z.enum(BIOMASS_NOTICES);
export const coefficientTableSchema = z.enum(COEFFICIENT_TABLES, 'validation.coefficientTable');
export const coefficientConfidenceSchema = z.enum(COEFFICIENT_CONFIDENCES, 'validation.confidence');

/** GET /data-api/region?cropGrouped=true */
export const regionQuery = z.object({ cropGrouped: flag.optional() });

/** A calculation region of Argentina and the crop types it offers. */
export const regionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Ids of the crop types the region has coefficients for. */
  cropTypeIds: z.array(z.string()),
  /** With `cropGrouped`: those crop types by group (pastura, verdeo-invierno…). */
  cropGroups: z
    .array(
      z.object({
        group: z.string(),
        cropTypes: z.array(z.object({ _id: z.string(), name: z.string(), available: z.boolean() })),
      }),
    )
    .optional(),
});
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = z.array(regionSchema);

/** GET /data-api/biomass/{plotId} */
export const biomassParams = z.object({ plotId: fields.objectId() });

export const biomassQuery = z
  .object({
    /** A crop type id (GET /api/v1/crop-types). */
    cropType: z.string('validation.required').trim().min(1, 'validation.required').max(50),
    formula: biomassMethodSchema,
    /** A region id (GET /data-api/region); default: the region of the plot's settlement. */
    region: z.string().trim().min(1).max(50).optional(),
    /** First day; default the current crop's start date (spec §4). */
    fromDate: day.optional(),
    /** Last day, inclusive. */
    toDate: day.optional(),
    settlementId: fields.objectId().optional(),
    animalsCount: positiveQueryNumber.optional(),
    daysCount: positiveQueryNumber.optional(),
    /** Mean live weight of the animals, kg; default the grazing table's reference weight. */
    animalWeightKg: positiveQueryNumber.optional(),
    quality: z.string().trim().max(50).regex(patterns.freeText, 'validation.freeText').optional(),
  })
  .superRefine((query, ctx) => {
    if (Boolean(query.fromDate) !== Boolean(query.toDate))
      ctx.addIssue({
        code: 'custom',
        message: 'validation.rangeBothOrNone',
        path: [query.fromDate ? 'toDate' : 'fromDate'],
      });
    else if (query.fromDate && query.toDate && query.toDate < query.fromDate)
      ctx.addIssue({ code: 'custom', message: 'validation.endBeforeStart', path: ['toDate'] });
  });
export type BiomassQuery = z.infer<typeof biomassQuery>;

/** One coefficient as stored: which table and version, its source and how well it is supported. */
export const coefficientSchema = z.object({
  table: coefficientTableSchema,
  key: z.string(),
  value: z.number(),
  unit: z.string(),
  source: z.string(),
  /** `unverified`: a configurable default (domain.md [U]), never to be shown as a fact. */
  confidence: coefficientConfidenceSchema,
  version: z.number(),
});
export type Coefficient = z.infer<typeof coefficientSchema>;

/** The figures of a biomass answer; kg are kilograms of dry matter (DM). */
export const biomassFiguresSchema = z.object({
  /** Forage on the plot at the end of the period (satellite: the last clear scene; the growth methods: grown over the period). */
  biomassKg: z.number(),
  biomassKgHa: z.number(),
  /** Grown over the period (satellite: the sum of the rises between clear scenes). */
  accumulatedKg: z.number(),
  accumulatedKgHa: z.number(),
  /** Mean growth a day over the period, kg DM/ha/day. */
  growthKgHaDay: z.number(),
  /** Animal-days of allowance: biomass × utilisation / intake of one animal a day. */
  rations: z.number(),
  /** One ración: the kg DM one animal eats a day (dry-matter intake). */
  rationKg: z.number(),
  /** With daysCount: kg DM of each daily portion when the usable forage is split over those days. */
  portionKg: z.number().nullable(),
  /** With daysCount: animals the plot feeds for those days. */
  animals: z.number().nullable(),
  /** With animalsCount: days of grazing for those animals. */
  grazingDays: z.number().nullable(),
  /** Drinking water of the animals over the days (given or computed), litres; null without animals. */
  waterLitres: z.number().nullable(),
  /** Mean air temperature the water figure used, °C (null: no stored weather, the table's reference). */
  waterTemperatureC: z.number().nullable(),
  /** Carbon fixed in the above-ground biomass grown over the period, t — an estimate, not sequestration. */
  carbonT: z.number(),
  co2T: z.number(),
  /** With animalsCount and daysCount: their intake as a share of the usable forage, %. */
  percentConsumed: z.number().nullable(),
  /** Days of the period with the data the method needs (weather days or interpolated NDVI). */
  coveredDays: z.number(),
  /** The NDVI the estimate rests on (satellite: last clear scene; radiation: mean), null otherwise. */
  ndvi: z.number().nullable(),
  /** Acquisition day of the last clear scene used, null when none. */
  sceneDate: z.string().nullable(),
});
export type BiomassFigures = z.infer<typeof biomassFiguresSchema>;

export const biomassSchema = z.object({
  plotId: z.string(),
  areaHa: z.number(),
  cropTypeId: z.string(),
  cropTypeName: z.string(),
  method: biomassMethodSchema,
  region: z.object({ _id: z.string(), name: z.string() }),
  quality: z.string().nullable(),
  /** The days computed, inclusive. */
  period: z.object({ from: z.string(), to: z.string() }),
  /** Null when a notice (plotWithoutCrop, cropUnavailable, noDataForPeriod) leaves nothing to compute. */
  figures: biomassFiguresSchema.nullable(),
  /** Labels for the UI: carbon is "carbono fijado en biomasa aérea (estimado)". */
  carbonLabel: z.literal('aboveGroundEstimate'),
  coefficients: z.array(coefficientSchema),
  notices: z.array(biomassNoticeSchema),
  /** Any NDVI used comes from the simulated satellite provider, or weather from the simulated source. */
  simulated: z.boolean(),
});
export type Biomass = z.infer<typeof biomassSchema>;

/** GET /data-api/biomass-coefficients?table=&version= (any signed-in user reads). */
export const coefficientTablesQuery = z.object({
  table: coefficientTableSchema.optional(),
  /** An older version of `table`; default the current one. */
  version: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .positive('validation.integer')
    .optional(),
});
export const coefficientTableVersionSchema = z.object({
  table: coefficientTableSchema,
  version: z.number(),
  /** Instant the version was written, ISO. */
  createdAt: z.string(),
  /** Who wrote it; null for the shipped version. */
  createdBy: z.string().nullable(),
  note: z.string().nullable(),
  current: z.boolean(),
  rows: z.array(coefficientSchema),
});
export type CoefficientTableVersion = z.infer<typeof coefficientTableVersionSchema>;
export const coefficientTablesSchema = z.array(coefficientTableVersionSchema);

/** PUT /data-api/biomass-coefficients/{table} (superadmin): writes the whole table as a new version. */
export const coefficientTableParams = z.object({ table: coefficientTableSchema });
export const coefficientTableBody = z.object({
  note: z.string().trim().max(200).regex(patterns.freeText, 'validation.freeText').optional(),
  rows: z
    .array(
      z.object({
        key: z
          .string()
          .trim()
          .min(1, 'validation.required')
          .max(100)
          .regex(/^[\w./-]+$/, 'validation.coefficientKey'),
        value: z.number('validation.number').finite('validation.number'),
        unit: z.string().trim().min(1, 'validation.required').max(40),
        source: z.string().trim().min(1, 'validation.required').max(300),
        confidence: coefficientConfidenceSchema,
      }),
    )
    .min(1, 'validation.required')
    .max(2000),
});
export type CoefficientTableBody = z.infer<typeof coefficientTableBody>;

/*
 * Forage budget: the forage on each plot now against what the animals there eat.
 * GET /data-api/plots/{plotId}/forage-budget -> plotForageSchema;
 * GET /data-api/settlements/{id}/forage-budget -> settlementForageSchema.
 */
export const plotForageParams = z.object({ plotId: fields.objectId() });

export const FORAGE_SOURCES = ['satellite', 'creaTable'] as const;

/** A roundup (or the animals of no roundup: roundupId null) grazing a plot now. */
export const grazingGroupSchema = z.object({
  roundupId: z.string().nullable(),
  name: z.string(),
  animals: z.number(),
  /** kg DM a day: Σ each animal's intake from its weight (% BW; the reference weight when unknown). */
  demandKgDmPerDay: z.number(),
  /** Animals whose weight is not recorded (the reference weight was used). */
  weightAssumed: z.number(),
});
export type GrazingGroup = z.infer<typeof grazingGroupSchema>;

export const plotForageSchema = z.object({
  plotId: z.string(),
  name: z.string(),
  settlementId: z.string(),
  areaHa: z.number(),
  cropTypeId: z.string().nullable(),
  /**
   * Forage standing now: the estimate on its day less what the herd ate there since (grazing dynamics'
   * animal-days × intake); null when the plot has no usable crop or no data.
   */
  forage: z
    .object({
      kgDm: z.number(),
      kgDmHa: z.number(),
      /** Day of the estimate (the clear scene's day; for creaTable the first day of the growth window). */
      date: z.string(),
      /** `creaTable` when no recent clear scene: the table's growth over the grazing table's regrowth days. */
      method: z.enum(FORAGE_SOURCES),
      ndvi: z.number().nullable(),
      /** kg DM/ha the method gave on `date`, before the herd's intake since. */
      estimatedKgDmHa: z.number(),
      /** kg DM the herd ate on the plot since `date`. */
      consumedKgDm: z.number(),
    })
    .nullable(),
  /** Allocated animals now, by roundup. */
  roundups: z.array(grazingGroupSchema),
  animals: z.number(),
  demandKgDmPerDay: z.number(),
  /** Grazing dynamics since the estimate's day: animal-days the collared herd spent on the plot. */
  observedAnimalDays: z.number(),
  /** Usable forage (× utilisation) / daily demand; null without forage or without animals. */
  daysLeft: z.number().nullable(),
  utilisation: z.number(),
  notices: z.array(biomassNoticeSchema),
  simulated: z.boolean(),
});
export type PlotForage = z.infer<typeof plotForageSchema>;

/** Where to move a roundup next: the plot with the most days left for it, of those not grazed now. */
export const moveSuggestionSchema = z.object({
  roundupId: z.string().nullable(),
  roundupName: z.string(),
  fromPlotId: z.string(),
  /** Null when no other plot has forage to receive it. */
  toPlotId: z.string().nullable(),
  /** Days the roundup would graze on the suggested plot alone. */
  daysThere: z.number().nullable(),
  /** Days left where it is now. */
  daysLeftHere: z.number().nullable(),
});
export type MoveSuggestion = z.infer<typeof moveSuggestionSchema>;

export const settlementForageSchema = z.object({
  settlementId: z.string(),
  /** Plots with animals ranked by days left (fewest first), then the empty ones by forage. */
  plots: z.array(plotForageSchema),
  moves: z.array(moveSuggestionSchema),
});
export type SettlementForage = z.infer<typeof settlementForageSchema>;
