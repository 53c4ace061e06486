import { z } from 'zod';

type Unwrapped<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
type PatchShape<T extends z.ZodRawShape> = { [K in keyof T]: z.ZodOptional<Unwrapped<T[K]>> };

/**
 * The schema of a partial update: every field optional and none defaulted, so that fields the
 * client leaves out keep their stored values (zod's own `.partial()` would still fill defaults in).
 */
export function patchSchema<T extends z.ZodRawShape>(schema: z.ZodObject<T>): z.ZodObject<PatchShape<T>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  return z.strictObject(shape) as unknown as z.ZodObject<PatchShape<T>>;
}
