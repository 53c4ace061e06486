import { z } from 'zod';
import { animalSchema, deviceSchema } from '../herd';

/** `GET /api/health`. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  dialect: z.enum(['sqlite', 'postgres']),
  migration: z.string().nullable(),
});

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
