import { z } from 'zod';
import { livePositionSchema } from './live';
import { rangeQuery } from './range';

/** GET /positions: the tracks of some animals (ids comma separated) over a range. */
export const positionsQuery = rangeQuery.extend({
  animalIds: z
    .string()
    .min(24)
    .max(25 * 50)
    .regex(/^[a-f0-9]{24}(,[a-f0-9]{24})*$/i, 'validation.objectId'),
});

export const tracksSchema = z.array(
  z.object({
    animalId: z.string(),
    /** [epoch ms, lat, lng], oldest first. */
    points: z.array(z.tuple([z.number(), z.number(), z.number()])),
  }),
);
export type Track = z.infer<typeof tracksSchema>[number];

/** GET /settlements/{id}/live-positions: every animal of the settlement at its last reading. */
export const livePositionsSchema = z.array(livePositionSchema);
