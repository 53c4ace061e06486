/** The error envelope of every failed response (spec §7; docs/architecture.md "Server"). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** More about the failure where a field map is not enough (e.g. the bad placemarks of a KML import). */
  details?: unknown;
  interceptor?: boolean;
  alert?: boolean;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

/** A failed call: the HTTP status and the server's envelope, or a network failure (status 0). */
export class ApiError extends Error {
  readonly body: ErrorBody | null;

  constructor(
    readonly status: number,
    body: unknown,
  ) {
    const envelope = isErrorBody(body) ? body : null;
    super(envelope?.message ?? (status === 0 ? 'Network Error' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.body = envelope;
  }

  /** 'Network Error' of spec §8: the request never got an answer. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** Field → i18n key of the rule the server says was broken. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
