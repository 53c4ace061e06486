import { z } from 'zod';

type Unwrapped<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
/** Optional fields may be sent as null, which clears them; required ones may only be left out. */
type PatchField<T> =
  T extends z.ZodOptional<infer Inner>
    ? z.ZodOptional<z.ZodNullable<Inner>>
    : z.ZodOptional<Extract<Unwrapped<T>, z.core.SomeType>>;
type PatchShape<T extends z.ZodRawShape> = { [K in keyof T]: PatchField<T[K]> };

/**
 * The schema of a partial update: every field optional and none defaulted, so that fields the
 * client leaves out keep their stored values (zod's own `.partial()` would still fill defaults in);
 * an optional field sent as null is cleared.
 */
export function patchSchema<T extends z.ZodRawShape>(schema: z.ZodObject<T>): z.ZodObject<PatchShape<T>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      if (field instanceof z.ZodOptional) return [key, (field.unwrap() as z.ZodType).nullable().optional()];
      const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
      return [key, inner.optional()];
    }),
  );
  return z.strictObject(shape) as unknown as z.ZodObject<PatchShape<T>>;
}
