import { ApiError } from './api-error';

/** Data-API calls answer their error rather than throw it (spec §7); a query wants it thrown. */
export function orThrow<T>(result: T | ApiError): T {
  if (result instanceof ApiError) throw result;
  return result;
}
