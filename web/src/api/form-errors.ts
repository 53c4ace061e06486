import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the server's field errors (i18n keys, docs/decisions.md "Dashboard host and layers") on the form's
 * fields. Returns whether there were any: if not, the form says what went wrong as a whole.
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
): boolean {
  if (!isApiError(error)) return false;
  const entries = Object.entries(error.fieldErrors);
  for (const [field, key] of entries) setError(field as Path<Values>, { message: key });
  return entries.length > 0;
}
