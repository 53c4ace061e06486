import { z } from 'zod';
import { animalStateSchema } from '../animal-state';
import { fields } from '../validation';

/** An animal at its last reading, as GET /settlements/{id}/live-positions gives it. */
export const livePositionSchema = z.object({
  animalId: z.string(),
  caravana: z.string(),
  roundupId: z.string().nullable(),
  plotId: z.string().nullable(),
  deviceId: z.string().nullable(),
  /** Epoch ms of the last reading; null before the collar's first. */
  ts: z.number().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  battery: z.number().nullable(),
  simulated: z.boolean(),
  state: animalStateSchema,
});
export type LivePosition = z.infer<typeof livePositionSchema>;

/** GET /live: the settlement whose readings the stream carries. */
export const liveQuerySchema = z.object({
  settlementId: fields.objectId(),
  access_token: z.string().optional(),
});

/** One reading of the live stream (`positions` events carry an array of them); a reading may carry no fix. */
export const liveUpdateSchema = z.object({
  deviceId: z.string(),
  animalId: z.string().nullable(),
  ts: z.number(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  battery: z.number().nullable(),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;
