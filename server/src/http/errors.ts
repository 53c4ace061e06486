import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CoefficientOutOfRangeError, MissingCoefficientError } from '@tropero/shared/biomass';
import { databaseFault } from '../db/database-faults';
import { AppError, ERROR_CATALOGUE, type ErrorCode } from '../errors/app-error';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** Structured detail of some errors, such as the bad placemarks of an import. */
  details?: unknown;
  interceptor: boolean;
  alert: boolean;
}

export function errorBody(
  code: ErrorCode,
  errors?: Record<string, string>,
  message?: string,
  details?: unknown,
): ErrorBody {
  const entry = ERROR_CATALOGUE[code];
  return {
    message: message ?? entry.message,
    ...(errors ? { errors } : {}),
    ...(details !== undefined ? { details } : {}),
    interceptor: true,
    alert: entry.alert,
  };
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { keys?: string[] };
}

/** `{field: i18n key}` from the request validation issues; unknown fields are named one by one. */
function fieldErrors(error: {
  validation: ValidationIssue[];
  validationContext?: string;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? (issue.params?.keys ?? []) : [];
    if (unknownKeys.length > 0) {
      for (const key of unknownKeys) errors[path ? `${path}.${key}` : key] ??= 'validation.unknownField';
      continue;
    }
    errors[path || error.validationContext || 'request'] ??= issue.message ?? 'validation.invalid';
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.headers) reply.headers(error.details.headers);
      return reply
        .status(error.status)
        .send(errorBody(error.code, error.details.errors, error.message, error.details.details));
    }
    if (error instanceof MissingCoefficientError) {
      // A figure whose coefficient is missing or stored out of its range: the tables need a
      // superadmin's edit; the request is answered as such, never as a server failure.
      const key =
        error instanceof CoefficientOutOfRangeError
          ? 'validation.coefficientOutOfRange'
          : 'validation.coefficientMissing';
      return reply.status(400).send(errorBody('VALIDATION', { coefficients: key }, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody('VALIDATION', fieldErrors(error)));
    }
    const fault = databaseFault(error);
    if (fault) {
      // The database, not the request, failed: said without SQL or stack, with when to try again.
      request.log.warn({ reqId: request.id, code: (error as { code?: string }).code }, error.message);
      return reply
        .status(ERROR_CATALOGUE[fault].status)
        .header('retry-after', String(ERROR_CATALOGUE[fault].retryAfterSeconds))
        .send(errorBody(fault));
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own 4xx (malformed JSON, body too large, wrong content type…).
      return reply.status(status).send({ message: error.message, interceptor: true, alert: true });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', undefined, `internal error (request ${request.id})`));
  });
}
