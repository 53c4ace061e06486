import { z } from 'zod';
import { MARKER_TYPES, plotSchema } from '../farm';
import { fields } from '../validation';

/** `/plots/:id/crops/:cropId`. */
export const cropParamsSchema = z.object({ id: fields.objectId(), cropId: fields.objectId() });

/** A KML or KMZ import: `pointsAs` turns its points into farm markers of that type. */
export const plotImportQuerySchema = z.object({
  pointsAs: z.enum(MARKER_TYPES, 'validation.markerType').optional(),
});
export const plotImportResultSchema = z.object({
  plots: z.array(plotSchema),
  markers: z.number(),
  /** Placemarks that were not areas nor points, by position and name. */
  skipped: z.array(z.object({ index: z.number(), name: z.string() })),
});
