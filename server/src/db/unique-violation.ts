import { AppError } from '../errors/app-error';

/** Whether a database error is a unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Runs a write whose uniqueness rules were checked before it. The check alone loses races: two
 * requests may both pass it, and then the unique index is the arbiter. Its refusal runs the
 * check again, which now sees the winner's row and throws the usual field errors (409); a bare
 * 409 when the winner is gone again.
 */
export async function writeUnique<T>(write: () => Promise<T>, check: () => Promise<void>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await check();
    throw new AppError('CONFLICT', { message: 'already in use' });
  }
}
