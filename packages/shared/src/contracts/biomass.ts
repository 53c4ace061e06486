import { z } from 'zod';
import {
  BIOMASS_METHODS,
  BIOMASS_NOTICES,
  COEFFICIENT_CONFIDENCES,
  COEFFICIENT_TABLES,
  GROWTH_METHODS,
} from '../biomass';
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
    /** First day; default 29 days before toDate (a 30-day period), never before the current crop's start. */
    fromDate: day.optional(),
    /** Last day, inclusive; default the settlement's local today. */
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
  /** `unverified`: a configurable default (docs/domain.md [U]), never to be shown as a fact. */
  confidence: coefficientConfidenceSchema,
  version: z.number(),
});
export type Coefficient = z.infer<typeof coefficientSchema>;

/**
 * Growth over the period ("Crecimiento del período"), kg of dry matter: the growth methods' figure
 * (radiation, degree days, CREA table), limited by water and region where the method says so; for
 * the satellite method, the NET change between the first and last clear scenes of the period (may be
 * negative). Growth is never standing forage: no days of grazing come from it.
 */
export const growthSchema = z.object({
  kgHa: z.number(),
  kg: z.number(),
  /** kgHa over the days of the period. */
  kgHaDay: z.number(),
  /** Days of the period with the data the method needs. */
  coveredDays: z.number(),
  /** Mean water limit applied, 0–1 (1: no limit); null when the method applies none. */
  waterFactor: z.number().nullable(),
  /** Region factor applied; null when the method applies none (its coefficients are the region's own). */
  regionFactor: z.number().nullable(),
});
export type Growth = z.infer<typeof growthSchema>;

/**
 * Forage standing now: the latest clear scene's stock (the crop's regression, no older than the grazing
 * table's sceneMaxAgeDays), plus the growth modelled from the day after the scene to today, minus what
 * every animal allocated there ate over those days.
 */
export const standingStockSchema = z.object({
  /** Standing now: (scene + growth) × area − eaten, never below 0. */
  kgHa: z.number(),
  kg: z.number(),
  /** Day of the latest clear scene. */
  sceneDate: z.string(),
  /** kg DM/ha the scene's NDVI gives. */
  sceneKgHa: z.number(),
  /** Days from the scene to today. */
  ageDays: z.number(),
  /** kg DM/ha grown since the scene, by `growthMethod`. */
  growthSinceKgHa: z.number(),
  growthMethod: z.enum(GROWTH_METHODS),
  /** kg DM the animals allocated to the plot ate since the scene (collared or not). */
  eatenSinceKg: z.number(),
  /**
   * (scene + growth) × area × utilisation − eatenSinceKg, never below 0: what days of grazing divide
   * (what was eaten comes out of the utilisable share, not of the whole stock).
   */
  usableKg: z.number(),
});
export type StandingStock = z.infer<typeof standingStockSchema>;

/** Whose drinking the water figure sums: the animals allocated to the plot by category, or dry cows. */
export const WATER_BASES = ['allocatedAnimals', 'dryCow'] as const;

/** The figures of a biomass answer; kg are kilograms of dry matter (DM). */
export const biomassFiguresSchema = z.object({
  growth: growthSchema,
  /** Null when no clear scene is recent enough (notice `noRecentScene`), or not computed. */
  standingStock: standingStockSchema.nullable(),
  /** Animal-days of allowance: standingStock.usableKg / rationKg; null without a standing stock. */
  rations: z.number().nullable(),
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
  /** Whose drinking waterLitres sums; null with waterLitres. */
  waterBasis: z.enum(WATER_BASES).nullable(),
  /** Mean air temperature the water figure used, °C (null: no stored weather, the table's reference). */
  waterTemperatureC: z.number().nullable(),
  /** Carbon fixed in the above-ground biomass grown over the period, t (never negative) — an estimate, not sequestration. */
  carbonT: z.number(),
  co2T: z.number(),
  /** With animalsCount and daysCount: their intake as a share of the usable forage, %. */
  percentConsumed: z.number().nullable(),
  /** Days of the period with the data the method needs (weather days or the span of the clear scenes). */
  coveredDays: z.number(),
  /** The NDVI the estimate rests on (satellite: last clear scene; radiation: mean), null otherwise. */
  ndvi: z.number().nullable(),
  /** Acquisition day of the last clear scene in the period, null when none. */
  sceneDate: z.string().nullable(),
});
export type BiomassFigures = z.infer<typeof biomassFiguresSchema>;

/** How many of the coefficient rows an answer rests on are unverified defaults (docs/domain.md [U]). */
export const confidenceSchema = z.object({ unverified: z.number(), total: z.number() });
export type Confidence = z.infer<typeof confidenceSchema>;

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
  /** Of the coefficient rows the answer used, how many are `unverified`: "estimado, 9 de 13 coeficientes sin verificar". */
  confidence: confidenceSchema,
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
/** The values a coefficient may take (`COEFFICIENT_RANGES`); null for a key no rule covers. */
export const coefficientRangeSchema = z.object({ min: z.number(), max: z.number() });
/** A row of a table version, with its allowed range. */
export const coefficientTableRowSchema = coefficientSchema.extend({
  range: coefficientRangeSchema.nullable(),
});
export type CoefficientTableRow = z.infer<typeof coefficientTableRowSchema>;
/** Who wrote a version: a user's id, name and email; null for the shipped version. */
export const coefficientAuthorSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type CoefficientAuthor = z.infer<typeof coefficientAuthorSchema>;
/** A version of a table without its rows: who wrote it, when and why. */
export const coefficientVersionSummarySchema = z.object({
  table: coefficientTableSchema,
  version: z.number(),
  /** Instant the version was written, ISO. */
  createdAt: z.string(),
  /** Id of who wrote it; null for the shipped version. */
  createdBy: z.string().nullable(),
  /** Who wrote it, named (null for the shipped version, or a user since deleted). */
  author: coefficientAuthorSchema.nullable(),
  note: z.string().nullable(),
  current: z.boolean(),
});
export type CoefficientVersionSummary = z.infer<typeof coefficientVersionSummarySchema>;
export const coefficientVersionsSchema = z.array(coefficientVersionSummarySchema);
export const coefficientTableVersionSchema = coefficientVersionSummarySchema.extend({
  rows: z.array(coefficientTableRowSchema),
});
export type CoefficientTableVersion = z.infer<typeof coefficientTableVersionSchema>;
export const coefficientTablesSchema = z.array(coefficientTableVersionSchema);

/** PUT /data-api/biomass-coefficients/{table} (superadmin): writes the whole table as a new version. */
export const coefficientTableParams = z.object({ table: coefficientTableSchema });
/** Why the table changed (the version history shows it): required. */
export const coefficientNote = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.tooLong')
  .regex(patterns.freeText, 'validation.freeText');
export const coefficientTableBody = z.object({
  note: coefficientNote,
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

/** A roundup (or the animals of no roundup: roundupId null) grazing a plot now. */
export const grazingGroupSchema = z.object({
  roundupId: z.string().nullable(),
  name: z.string(),
  animals: z.number(),
  /** Of those, the animals wearing a collar (the others eat too and are in the demand). */
  collared: z.number(),
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
   * Forage standing now (null with a notice: no usable crop, or `noRecentScene`): the budget never
   * rests on growth alone.
   */
  forage: standingStockSchema
    .extend({
      /** The NDVI of the scene. */
      ndvi: z.number(),
    })
    .nullable(),
  /** Allocated animals now, by roundup. */
  roundups: z.array(grazingGroupSchema),
  animals: z.number(),
  demandKgDmPerDay: z.number(),
  /**
   * Animal-days on the plot since the scene: each allocated animal's days there, a day its collar
   * reported counting the presence measured from its own reporting interval.
   */
  observedAnimalDays: z.number(),
  /** Days left: forage.usableKg / daily demand; null without forage or without animals. */
  daysLeft: z.number().nullable(),
  utilisation: z.number(),
  /** Coefficient rows the budget rests on, and how many are unverified ("estimado, 9 de 13 sin verificar"). */
  confidence: confidenceSchema,
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
