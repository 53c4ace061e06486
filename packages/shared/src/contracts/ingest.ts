import { z } from 'zod';

/** The most readings one ingestion request may carry. */
export const MAX_INGEST_BATCH = 10_000;

/** A batch of readings, as `{readings: [...]}` or the bare array; each reading is checked one by one. */
export const readingBatchSchema = z.union([
  z.object({ readings: z.array(z.unknown()).max(MAX_INGEST_BATCH) }),
  z.array(z.unknown()).max(MAX_INGEST_BATCH),
]);
/** What ingestion answers: how many readings were stored, already known or refused, and why. */
export const ingestSummarySchema = z.object({
  accepted: z.number(),
  duplicated: z.number(),
  rejected: z.number(),
  rejections: z.array(z.object({ index: z.number(), device: z.string().optional(), reason: z.string() })),
});
/** OsmAnd puts the device's ingest key in the path. */
export const osmandParamsSchema = z.object({ key: z.string().max(100) });
/** A network server's uplink: its own JSON shape, read by the matching adapter. */
export const networkUplinkSchema = z.record(z.string(), z.unknown());
export const chirpstackQuerySchema = z.object({ event: z.string().max(30).optional() });
