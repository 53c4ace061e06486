import { z } from 'zod';
import { fields } from '../validation';
import { rangeQuery } from './range';

const hoursOf = { grazingHours: z.number(), ruminatingHours: z.number(), drinkingHours: z.number() };

/** Data API GET /animal/behavior/{animalId}/{settlementId}: one animal's day by day (spec §7). */
export const animalBehaviourParams = z.object({
  animalId: fields.objectId(),
  settlementId: fields.objectId(),
});
export const animalBehaviourSchema = z.object({
  weightKg: z.number(),
  weightAssumed: z.boolean(),
  /** The data comes from the herd simulator. */
  simulated: z.boolean(),
  days: z.array(
    z.object({
      date: z.string(),
      ...hoursOf,
      restingHours: z.number(),
      walkingHours: z.number(),
      distanceKm: z.number(),
      energyMcal: z.number(),
      readings: z.number(),
      /** The mean of the animal's 7 reported days before this one; null with fewer than 3. */
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
  }),
);

/** Data API GET /settlements/{id}/herd-median: per UTC day, the median km and Mcal of those that reported. */
export const herdMedianSchema = z.array(
  z.object({ date: z.string(), animals: z.number(), distanceKm: z.number(), energyMcal: z.number() }),
);
export type HerdMedianDay = z.infer<typeof herdMedianSchema>[number];

/** Data API GET /settlements/{id}/animal-count: animals that reported each UTC day. */
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
 * Data API GET /settlements/{id}/herd-behaviour: per UTC day, the spread of the herd's grazing,
 * ruminating and drinking hours; and the animals whose last whole day's rumination fell below their
 * own 7-day baseline by the drop worth a look (domain.md §2).
 */
export const herdBehaviourSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      animals: z.number(),
      grazing: spreadSchema,
      ruminating: spreadSchema,
      drinking: spreadSchema,
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
