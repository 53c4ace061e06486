import { SESSION_ERRORS } from '@tropero/shared/constants';
import { SATELLITE_INTEGRATION_REQUIRED } from '@tropero/shared/contracts/green-index';

/**
 * Every error the API answers with, by code. `alert: false` marks errors the web app handles
 * on its own screen (login, forms, session) rather than with the generic alert (spec §8).
 */
export const ERROR_CATALOGUE = {
  VALIDATION: { status: 400, message: 'validation failed', alert: false },
  ACCOUNT_REQUIRED: { status: 400, message: 'userAccountId is required', alert: true },
  RESET_TOKEN_INVALID: { status: 400, message: 'reset token is invalid or expired', alert: false },
  VERIFY_TOKEN_INVALID: { status: 400, message: 'verification link is invalid or expired', alert: false },
  TOKEN_MISSING: { status: 401, message: SESSION_ERRORS.missing, alert: false },
  TOKEN_MALFORMED: { status: 401, message: SESSION_ERRORS.malformed, alert: false },
  TOKEN_INVALID: { status: 401, message: SESSION_ERRORS.invalid, alert: false },
  TOKEN_EXPIRED: { status: 401, message: SESSION_ERRORS.expired, alert: false },
  REFRESH_INVALID: { status: 401, message: SESSION_ERRORS.refreshInvalid, alert: false },
  BAD_CREDENTIALS: { status: 401, message: 'invalid credentials', alert: false },
  INGEST_KEY: { status: 401, message: 'invalid ingest key', alert: false },
  USER_INACTIVE: { status: 403, message: 'user is not active', alert: false },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'email not verified', alert: false },
  XSRF: { status: 403, message: 'invalid xsrf token', alert: true },
  FORBIDDEN: { status: 403, message: 'forbidden', alert: true },
  /** The green-index panels explain the integration themselves (spec §5). */
  SATELLITE_INTEGRATION_REQUIRED: {
    status: 403,
    message: SATELLITE_INTEGRATION_REQUIRED.message,
    alert: false,
  },
  NOT_FOUND: { status: 404, message: 'not found', alert: true },
  CONFLICT: { status: 409, message: 'conflict', alert: true },
  FILE_TOO_LARGE: { status: 413, message: 'the file is too large', alert: false },
  IMPORT_INVALID: { status: 422, message: 'the file has errors; nothing was imported', alert: false },
  RATE_LIMITED: { status: 429, message: 'too many attempts, try again later', alert: true },
  INTERNAL: { status: 500, message: 'internal error', alert: true },
  /** The backup did not write, or its copy failed verification (and was deleted). */
  BACKUP_FAILED: { status: 500, message: 'the backup failed', alert: true },
  /**
   * The database is away (restarting, refusing connections, the link dropped): nothing was stored.
   * 503 with Retry-After, so that a gateway sends again and a load balancer tries another server.
   */
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'the database is not available; try again shortly',
    alert: true,
    retryAfterSeconds: 5,
  },
  /** A statement ran past DATABASE_STATEMENT_TIMEOUT_MS and was cancelled; the server goes on. */
  DATABASE_TIMEOUT: {
    status: 503,
    message: 'the request took too long; try a shorter range or again later',
    alert: true,
    retryAfterSeconds: 30,
  },
  /** The database's disk is full: the write was undone, nothing of it was stored. */
  STORAGE_FULL: {
    status: 507,
    message: 'the server has no room to store this; try again later',
    alert: true,
    retryAfterSeconds: 60,
  },
  /** The satellite source failed while drawing an image that is not kept yet. */
  SATELLITE_UNAVAILABLE: {
    status: 503,
    message: 'the satellite source did not answer; try again later',
    alert: true,
  },
  /** The server was built without backups (no database file to copy). */
  BACKUPS_UNAVAILABLE: { status: 503, message: 'backups are not available on this server', alert: true },
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/**
 * What services throw; the HTTP layer renders it as the one error envelope (docs/architecture.md "Server").
 */
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
    super(details.message ?? ERROR_CATALOGUE[code].message);
    this.status = ERROR_CATALOGUE[code].status;
  }
}
