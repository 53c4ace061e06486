import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

const NUL = '\u0000';

/**
 * Where the first text holding a NUL byte sits in a parsed value (`invite.settlementId`, `tags.1`,
 * '' for the value itself), or null. Raw bodies (a signed webhook's bytes) are not texts yet.
 */
export function nulBytePath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key.replaceAll(NUL, '')}` : key.replaceAll(NUL, '');
    if (key.includes(NUL)) return at;
    const found = nulBytePath(item, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a request whose path parameters, query or JSON body carry U+0000 anywhere, with the usual
 * 400 and a field error: PostgreSQL cannot store the byte in a text (it would answer 500), and no
 * text of this product needs it. Once here, rather than in each field's schema, so no route forgets.
 */
export function registerNulByteGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulBytePath(part);
      if (path === null) continue;
      throw new AppError('VALIDATION', {
        errors: { [path || 'request']: 'validation.nulByte' },
        message: 'a text holds a NUL character (U+0000), which is not allowed',
      });
    }
  });
}
