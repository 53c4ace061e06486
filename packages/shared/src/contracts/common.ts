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

/** `page` (from 1) and `pageSize` of a list's query string: at most `maxPageSize`, `defaultPageSize` when absent. */
export const pagingFields = (maxPageSize: number, defaultPageSize: number) => ({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
});

/** `p` (the page, from 1) and `e` (its size) of a console list's query string, each 'validation.integer' when off. */
export const consolePagingFields = (maxPageSize: number, defaultPageSize: number) => ({
  p: z.coerce.number('validation.integer').int('validation.integer').min(1, 'validation.integer').default(1),
  e: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.integer')
    .max(maxPageSize, 'validation.integer')
    .default(defaultPageSize),
});
