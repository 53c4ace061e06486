import { z } from 'zod';
import { fields } from '../validation';

/** `/:id` of a route. */
export const idParamsSchema = z.object({ id: fields.objectId() });
/** The answer of a deletion and of other actions with nothing more to say. */
export const messageSchema = z.object({ message: z.string() });
/** A device's or gateway's ingest key, answered once. */
export const ingestKeySchema = z.object({ ingestKey: z.string() });
/** How many rows a batch action changed. */
export const updatedSchema = z.object({ updated: z.number() });

/** One page of a list and the total the filters match. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });
