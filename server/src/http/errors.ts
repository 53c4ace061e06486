import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SESSION_ERRORS } from '@tropero/shared/constants';

/**
 * Every error the API answers with, by code. `alert: false` marks errors the web app handles
 * on its own screen (login, forms, session) rather than with the generic alert (spec §8).
 */
const CATALOGUE = {
  VALIDATION: { status: 400, message: 'validation failed', alert: false },
  ACCOUNT_REQUIRED: { status: 400, message: 'userAccountId is required', alert: true },
  RESET_TOKEN_INVALID: { status: 400, message: 'reset token is invalid or expired', alert: false },
  TOKEN_MISSING: { status: 401, message: SESSION_ERRORS.missing, alert: false },
  TOKEN_MALFORMED: { status: 401, message: SESSION_ERRORS.malformed, alert: false },
  TOKEN_INVALID: { status: 401, message: SESSION_ERRORS.invalid, alert: false },
  TOKEN_EXPIRED: { status: 401, message: SESSION_ERRORS.expired, alert: false },
  REFRESH_INVALID: { status: 401, message: SESSION_ERRORS.refreshInvalid, alert: false },
  BAD_CREDENTIALS: { status: 401, message: 'invalid credentials', alert: false },
  INGEST_KEY: { status: 401, message: 'invalid ingest key', alert: false },
  USER_INACTIVE: { status: 403, message: 'user is not active', alert: false },
  XSRF: { status: 403, message: 'invalid xsrf token', alert: true },
  FORBIDDEN: { status: 403, message: 'forbidden', alert: true },
  NOT_FOUND: { status: 404, message: 'not found', alert: true },
  EMAIL_TAKEN: { status: 409, message: 'email already registered', alert: false },
  CONFLICT: { status: 409, message: 'conflict', alert: true },
  FILE_TOO_LARGE: { status: 413, message: 'the file is too large', alert: false },
  IMPORT_INVALID: { status: 422, message: 'the file has errors; nothing was imported', alert: false },
  RATE_LIMITED: { status: 429, message: 'too many attempts, try again later', alert: true },
  INTERNAL: { status: 500, message: 'internal error', alert: true },
} as const;

export type ErrorCode = keyof typeof CATALOGUE;

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** Structured detail of some errors, such as the bad placemarks of an import. */
  details?: unknown;
  interceptor: boolean;
  alert: boolean;
}

/** What services throw; the HTTP layer renders it as the one error envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details: {
      errors?: Record<string, string>;
      details?: unknown;
      headers?: Record<string, string>;
      message?: string;
    } = {},
  ) {
    super(details.message ?? CATALOGUE[code].message);
    this.status = CATALOGUE[code].status;
  }
}

export function errorBody(
  code: ErrorCode,
  errors?: Record<string, string>,
  message?: string,
  details?: unknown,
): ErrorBody {
  const entry = CATALOGUE[code];
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
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody('VALIDATION', fieldErrors(error)));
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
