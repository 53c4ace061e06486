import { z } from 'zod';
import { animalSchema, deviceSchema } from '../herd';

/**
 * `GET /api/health`, for a load balancer (200 while the database answers, 503 when not) and for
 * monitoring (how old the newest filed reading is: readings stopped arriving, or filing stopped).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The latest applied migration; null when the database did not answer. */
  migration: z.string().nullable(),
  database: z.enum(['up', 'down']),
  /** Seconds since the newest filed reading's time; null before any, or when the database did not answer. */
  lastReadingAgeSeconds: z.number().int().nonnegative().nullable(),
});
export type HealthResponse = z.infer<typeof healthSchema>;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'validation.required').max(50, 'validation.tooLong'),
});
export const searchResultSchema = z.object({
  animals: z.array(animalSchema),
  devices: z.array(deviceSchema),
});

/** An entry of an option list: its id is its index in the list (spec §3, §7). */
export const optionSchema = z.object({ id: z.number(), value: z.string() });
export const animalTypeOptionsSchema = z.object({
  types: z.array(optionSchema),
  subtypes: z.array(optionSchema),
});
