import { z } from 'zod';
import { fields } from '../validation';
import { rangeQuery } from './range';

/**
 * A day the data do not fully cover (today, not over yet; an animal's first day holding only its
 * last hours): drawn lighter and never counted in a baseline or a median (packages/shared local-day).
 */
const partial = z.boolean();

const hoursOf = { grazingHours: z.number(), ruminatingHours: z.number(), drinkingHours: z.number() };

/** A day's energy expenditure on both bases, Mcal/day: net (EN, NRC) and metabolisable (EM). */
const energyOf = { enMcal: z.number(), emMcal: z.number() };

/**
 * The coefficients a km and energy figure rest on: each table's version and values (docs/domain.md §3–§4).
 */
export const energyCoefficientsSchema = z.object({
  energy: z.object({
    version: z.number(),
    nemPerSbw075: z.number(),
    sbwRatio: z.number(),
    grazingFactor: z.number(),
    walkingMcalPerKgKm: z.number(),
    dietMeMcalPerKgDm: z.number(),
    /** The efficiency of ME use for maintenance the diet gives (EM = EN / km). */
    km: z.number(),
  }),
  distance: z.object({ version: z.number(), minStepMeters: z.number(), maxSpeedKmh: z.number() }),
});
export type EnergyCoefficientsUsed = z.infer<typeof energyCoefficientsSchema>;

/** Data API GET /animal/behavior/{animalId}/{settlementId}: one animal's day by day (spec §7). */
export const animalBehaviourParams = z.object({
  animalId: fields.objectId(),
  settlementId: fields.objectId(),
});
export const animalBehaviourSchema = z.object({
  /** What the km and energy figures rest on. */
  basis: energyCoefficientsSchema.extend({
    /** The weight energy is figured with: the animal's recorded one, or its category's default. */
    weightKg: z.number(),
    weightAssumed: z.boolean(),
    /** The collar's fix interval: the median gap between its fixes over the range's last days (s). */
    fixIntervalSeconds: z.number().nullable(),
  }),
  /** The data comes from the herd simulator. */
  simulated: z.boolean(),
  days: z.array(
    z.object({
      date: z.string(),
      ...hoursOf,
      restingHours: z.number(),
      walkingHours: z.number(),
      distanceKm: z.number(),
      ...energyOf,
      readings: z.number(),
      partial,
      /** The mean of the animal's 7 full reported days before this one; null with fewer than 3. */
      baseline: z.object(hoursOf).nullable(),
    }),
  ),
});
export type AnimalBehaviour = z.infer<typeof animalBehaviourSchema>;

/** Data API GET /grazing-dynamics: occupancy of each plot per day, by plot, animal or roundup. */
export const grazingDynamicsQuery = rangeQuery.extend({
  settlementId: fields.objectId(),
  plotId: fields.objectId().optional(),
  animalId: fields.objectId().optional(),
  roundupId: fields.objectId().optional(),
});
export const grazingDynamicsSchema = z.array(
  z.object({
    plotId: z.string(),
    date: z.string(),
    animals: z.number(),
    animalHours: z.number(),
    grazingHours: z.number(),
    partial,
  }),
);

/**
 * Data API GET /settlements/{id}/herd-median: per local day, the median km and Mcal (EN and EM) of those
 * that reported a full day (of all that reported when none did: the day is then partial), each
 * animal's energy from its own weight or its category's default.
 */
export const herdMedianSchema = z.object({
  basis: energyCoefficientsSchema.extend({
    /** Animals whose energy used their category's default weight (no weight recorded). */
    weightsAssumed: z.number(),
    animals: z.number(),
  }),
  days: z.array(
    z.object({ date: z.string(), animals: z.number(), distanceKm: z.number(), ...energyOf, partial }),
  ),
});
export type HerdMedian = z.infer<typeof herdMedianSchema>;
export type HerdMedianDay = HerdMedian['days'][number];

/** Data API GET /settlements/{id}/animal-count: animals that reported each local day. */
export const animalCountSchema = z.array(z.object({ date: z.string(), count: z.number() }));
export type DailyCount = z.infer<typeof animalCountSchema>[number];

/** The herd reads: a range, over the whole settlement or one roundup's animals. */
export const herdQuery = rangeQuery.extend({ roundupId: fields.objectId().optional() });
export type HerdQuery = z.infer<typeof herdQuery>;

/**
 * Data API GET /settlements/{id}/distribution: each animal that reported in the range, with its mean
 * per reported day of km, grazing hours and rumination hours (the herd's histogram).
 */
export const distributionSchema = z.array(
  z.object({
    animalId: z.string(),
    caravana: z.string(),
    /** Days it reported in the range. */
    days: z.number(),
    distanceKm: z.number(),
    grazingHours: z.number(),
    ruminatingHours: z.number(),
  }),
);
export type AnimalDistribution = z.infer<typeof distributionSchema>[number];

/** How the herd spread over one day in one behaviour: mean, quartiles and extremes (hours). */
export const spreadSchema = z.object({
  mean: z.number(),
  min: z.number(),
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  max: z.number(),
});
export type Spread = z.infer<typeof spreadSchema>;

/**
 * Data API GET /settlements/{id}/herd-behaviour: per local day, the spread of the herd's grazing,
 * ruminating and drinking hours; and the animals whose last whole day's rumination fell below their
 * own 7-day baseline by the drop worth a look (docs/domain.md §2).
 */
export const herdBehaviourSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      animals: z.number(),
      grazing: spreadSchema,
      ruminating: spreadSchema,
      drinking: spreadSchema,
      partial,
    }),
  ),
  outliers: z.array(
    z.object({
      animalId: z.string(),
      caravana: z.string(),
      date: z.string(),
      ruminatingHours: z.number(),
      baselineHours: z.number(),
      dropMinutes: z.number(),
    }),
  ),
});
export type HerdBehaviour = z.infer<typeof herdBehaviourSchema>;
