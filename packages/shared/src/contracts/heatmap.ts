import { z } from 'zod';
import { fields } from '../validation';
import { rangeQuery } from './range';

/** Data API GET /heatmap: over a settlement, a plot or some animals (spec §3 heatmap query). */
export const heatmapQuery = rangeQuery.extend({
  settlementId: fields.objectId().optional(),
  plotId: fields.objectId().optional(),
  /** Animal ids, comma separated. */
  uuids: z
    .string()
    .max(25 * 500)
    .refine(
      (ids) => ids.split(',').every((id) => id === '' || /^[a-f0-9]{24}$/i.test(id)),
      'validation.objectId',
    )
    .optional(),
});

export const heatmapSchema = z.object({
  cells: z.array(z.object({ lat: z.number(), lng: z.number(), count: z.number() })),
  max: z.number(),
});
export type Heatmap = z.infer<typeof heatmapSchema>;
