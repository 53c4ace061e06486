import type { z } from 'zod';

/**
 * An answer checked against its shared contract in development and tests, so that a drift between
 * server and web fails there; in production it is taken as it comes (the server built it from the same schema).
 */
export function parseInDevelopment<Schema extends z.ZodType>(
  schema: Schema,
  answer: unknown,
): z.infer<Schema> {
  return import.meta.env.DEV ? schema.parse(answer) : (answer as z.infer<Schema>);
}
