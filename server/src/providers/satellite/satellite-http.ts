import { SatelliteProviderError } from './satellite-provider';

/*
 * One HTTP call to a satellite service (a STAC search, a byte range of a COG, a token, a statistics
 * request) with a timeout per attempt and retries with backoff on timeouts, network errors, 429 and
 * 5xx. Any other status is final. Failures surface as SatelliteProviderError.
 */

export interface RetryOptions {
  /** Per attempt; default 20 s. */
  timeoutMs?: number;
  /** Attempts in all, default 3. */
  attempts?: number;
  /** First backoff, doubled each retry (with jitter); default 500 ms. */
  backoffMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds (or a date), as milliseconds; capped so a call never waits long. */
function retryAfterMs(header: string | null, cap: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), cap) : null;
}

/** A short reason from an error body (JSON `description`, `message`, `error_description`) or the status. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const nested = body.error as Record<string, unknown> | undefined;
    const reason =
      body.description ?? body.message ?? body.error_description ?? nested?.message ?? body.detail;
    if (typeof reason === 'string') return `HTTP ${response.status}: ${reason}`;
  } catch {
    // not JSON: the status says enough
  }
  return `HTTP ${response.status}`;
}

/**
 * Fetches with retries and reads a successful response (2xx) with `read`, inside the attempt so that a
 * body that stalls is timed out and retried too. `init` may carry a caller's signal: aborting it stops
 * at once, without retrying.
 */
export async function fetchWithRetry<T>(
  url: string | URL,
  init: RequestInit,
  read: (response: Response) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const callerSignal = init.signal ?? undefined;
  let failure = new SatelliteProviderError('network', 'no attempt made');
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let wait = backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    try {
      const response = await fetch(url, { ...init, signal });
      if (response.ok) return await read(response);
      const reason = await reasonOf(response);
      if (response.status === 429) {
        failure = new SatelliteProviderError('rate-limited', reason, 429);
        wait = retryAfterMs(response.headers.get('retry-after'), 20 * backoffMs) ?? wait;
      } else if (response.status >= 500) {
        failure = new SatelliteProviderError('http', reason, response.status);
      } else {
        const kind = response.status === 401 || response.status === 403 ? 'auth' : 'http';
        throw new SatelliteProviderError(kind, reason, response.status);
      }
    } catch (error) {
      if (error instanceof SatelliteProviderError) throw error;
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (timeout.aborted) {
        failure = new SatelliteProviderError('timeout', `no answer within ${timeoutMs} ms`);
      } else {
        failure = new SatelliteProviderError('network', (error as Error).message);
      }
    }
    if (attempt < attempts) await sleep(wait);
  }
  throw failure;
}

/** The JSON body of a successful response, or a bad-answer error. */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new SatelliteProviderError('bad-answer', `${response.url} did not answer JSON`);
  }
}
