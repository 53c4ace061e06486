import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patchSchema } from './patch';

describe('patchSchema', () => {
  const body = z.object({
    name: z.string().min(2),
    color: z.string().default('#e6194b'),
    active: z.boolean().default(true),
  });

  it('leaves out what the client did not send, defaults included', () => {
    expect(patchSchema(body).parse({ name: 'Lote' })).toEqual({ name: 'Lote' });
  });

  it('clears an optional field sent as null, but never a required one', () => {
    const withOptional = body.extend({ note: z.string().optional() });
    expect(patchSchema(withOptional).parse({ note: null })).toEqual({ note: null });
    expect(patchSchema(withOptional).safeParse({ name: null }).success).toBe(false);
  });

  it('still validates what it sends, and refuses unknown fields', () => {
    expect(patchSchema(body).safeParse({ name: 'x' }).success).toBe(false);
    expect(patchSchema(body).safeParse({ areaHa: 3 }).success).toBe(false);
  });
});
