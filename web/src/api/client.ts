import {
  ACCOUNT_QUERY_PARAM,
  API_BASE_PATH,
  DATA_API_BASE_PATH,
  DATA_TOKEN_HEADER,
  SESSION_ERRORS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@tropero/shared/constants';
import { i18n } from '../i18n/setup';
import { selectionStore } from '../lib/account-selection';
import { notify } from '../lib/notify';
import { clearSession, sessionStore, storeAccessToken, storeDataToken } from '../lib/session';
import { readString, storageKeys } from '../lib/storage';
import { ApiError } from './api-error';
import type { DownloadedFile } from '../lib/save-file';

/**
 * The one HTTP client (docs/architecture.md "Web"): nothing else calls `fetch`. It carries the rules of spec
 * §7 and §8: cookies, tokens, account and XSRF on every call; refresh and a single retry on an expired token;
 * logout on an invalid session; silent network errors; toasts by method.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The product API (/api/v1) or the data API (/data-api). */
export type Service = 'api' | 'data';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Optional parameters are sent only when present (spec §5). */
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The success or failure toast of a mutating call (spec §8); off for calls whose screen says it. */
  toast?: boolean;
  /** The kind of change the toasts name, when the method does not tell it (a POST that deletes). */
  change?: Change;
  /** The generic failure alert; off where the screen explains the failure itself. */
  alert?: boolean;
  signal?: AbortSignal;
  /** Called as a multipart upload goes out, with the share sent so far (0–1). */
  onUploadProgress?: (fraction: number) => void;
}

export type { DownloadedFile };

interface SendOptions extends RequestOptions {
  /** Read the answer as a file rather than JSON. */
  asFile?: boolean;
}

const BASE_PATH: Record<Service, string> = { api: API_BASE_PATH, data: DATA_API_BASE_PATH };

type Change = 'save' | 'update' | 'delete';

/** The toast titles of spec §8, by the kind of change a method makes. */
const CHANGE_BY_METHOD: Partial<Record<Method, Change>> = {
  POST: 'save',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

const LOGOUT_MESSAGES: readonly string[] = [
  SESSION_ERRORS.invalid,
  SESSION_ERRORS.malformed,
  SESSION_ERRORS.missing,
  SESSION_ERRORS.refreshInvalid,
];

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie && decodeURIComponent(cookie.slice(prefix.length));
}

function buildUrl(service: Service, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const account = selectionStore.get();
  if (account && !params.has(ACCOUNT_QUERY_PARAM)) params.set(ACCOUNT_QUERY_PARAM, account.id);
  const search = params.toString();
  return `${BASE_PATH[service]}${path}${search ? `?${search}` : ''}`;
}

/** A file upload goes as multipart form data, which the browser labels itself (with its boundary). */
const isFormData = (body: unknown): body is FormData => body instanceof FormData;

function buildHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined && !isFormData(body)) headers.set('Content-Type', 'application/json');
  const { accessToken, accessTokenData } = sessionStore.get();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  if (accessTokenData) headers.set(DATA_TOKEN_HEADER, accessTokenData);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

function filenameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]!);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** Statuses whose answer has no body: a Response built with one would throw. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/**
 * fetch cannot report how much of a request body has gone out, so an upload that shows its
 * progress goes through XMLHttpRequest; its answer is turned into a Response, so that the rules
 * below treat both transports alike.
 */
function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    request.withCredentials = true;
    request.responseType = 'arraybuffer';
    new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      onProgress(1);
      const body = NULL_BODY_STATUSES.has(request.status) ? null : (request.response as ArrayBuffer | null);
      resolve(
        new Response(body, {
          status: request.status,
          headers: parseHeaders(request.getAllResponseHeaders()),
        }),
      );
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function serverMessage(error: ApiError): string {
  return i18n.t(`http.serverMessages.${error.message}`, { defaultValue: error.message });
}

function toastSuccess(method: Method, options: RequestOptions): void {
  const change = options.change ?? CHANGE_BY_METHOD[method];
  if (change && options.toast !== false) notify('success', i18n.t(`http.success.${change}`));
}

/** Spec §8: an alert when the response flags `interceptor` and `alert` is not false. */
function alertFailure(method: Method, options: RequestOptions, error: ApiError): void {
  const flagged = error.body?.interceptor === true && error.body.alert !== false;
  if (!flagged || options.alert === false) return;
  const change = options.change ?? CHANGE_BY_METHOD[method];
  const title =
    change && options.toast !== false ? i18n.t(`http.failure.${change}`) : i18n.t('http.failure.generic');
  notify('error', title, serverMessage(error));
}

/**
 * Another tab (or an earlier call in this one) already refreshed: the stored token is no longer
 * the one that expired. Using it spares a second refresh, which the server would take for a
 * stolen refresh token and answer by ending the session.
 */
function adoptNewerTokens(expiredToken: string | null): boolean {
  const stored = readString(storageKeys.accessToken);
  if (!stored || stored === expiredToken) return false;
  storeAccessToken(stored);
  const data = readString(storageKeys.accessTokenData);
  if (data) storeDataToken(data);
  return true;
}

async function renewTokens(service: Service, expiredToken: string | null): Promise<void> {
  if (adoptNewerTokens(expiredToken)) return;
  const session = await send<{ accessToken: string }>('api', 'GET', '/refresh-token', { alert: false }, true);
  storeAccessToken(session.accessToken);
  if (service === 'data' || sessionStore.get().accessTokenData) {
    const data = await send<{ accessToken: string }>('data', 'GET', '/refresh-token', { alert: false }, true);
    storeDataToken(data.accessToken);
  }
}

/**
 * One refresh at a time: calls of this tab that expire together share it, and other tabs wait
 * for it through a Web Lock where the browser has them.
 */
let refreshing: Promise<void> | null = null;

function refreshTokens(service: Service, expiredToken: string | null): Promise<void> {
  const renew = () => renewTokens(service, expiredToken);
  refreshing ??= (
    navigator.locks ? navigator.locks.request('tropero-token-refresh', renew) : renew()
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function send<T>(
  service: Service,
  method: Method,
  path: string,
  options: SendOptions = {},
  retried = false,
): Promise<T> {
  const { body: payload, onUploadProgress } = options;
  const sentToken = sessionStore.get().accessToken;
  const url = buildUrl(service, path, options.query);
  const init: RequestInit = {
    method,
    headers: buildHeaders(payload),
    body: payload === undefined || isFormData(payload) ? payload : JSON.stringify(payload),
    credentials: 'include',
    signal: options.signal,
  };
  let response: Response;
  try {
    response =
      onUploadProgress && isFormData(payload)
        ? await sendWithProgress(url, init, onUploadProgress)
        : await fetch(url, init);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    // 'Network Error' is ignored silently (spec §8): no alert, the caller just gets the error.
    throw new ApiError(0, null);
  }

  if (response.ok && options.asFile) {
    const file: DownloadedFile = { blob: await response.blob(), filename: filenameOf(response) };
    return file as T;
  }
  const body = await readBody(response);
  if (response.ok) {
    toastSuccess(method, options);
    return body as T;
  }

  const error = new ApiError(response.status, body);
  if (response.status === 401) {
    if (error.message === SESSION_ERRORS.expired && !retried) {
      try {
        await refreshTokens(service, sentToken);
      } catch {
        clearSession();
        throw error;
      }
      return send<T>(service, method, path, options, true);
    }
    if (error.message === SESSION_ERRORS.expired || LOGOUT_MESSAGES.includes(error.message)) {
      clearSession();
      throw error;
    }
  }
  alertFailure(method, options, error);
  throw error;
}

/** The product API: failures throw an ApiError. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => send<T>('api', 'GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<T>('api', 'POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<T>('api', 'PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => send<T>('api', 'DELETE', path, options),
  /** A GET whose answer is a file (an attachment): its bytes and the name the server gave it. */
  download: (path: string, options?: RequestOptions) =>
    send<DownloadedFile>('api', 'GET', path, { ...options, asFile: true }),
  /** A POST whose answer is a file: made from what the body carries (no success toast: the file is it). */
  downloadWith: (path: string, body: unknown, options?: RequestOptions) =>
    send<DownloadedFile>('api', 'POST', path, { toast: false, ...options, body, asFile: true }),
};

/** Data-API calls return the error object instead of throwing (spec §7). */
async function settle<T>(call: Promise<T>): Promise<T | ApiError> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

export const dataApi = {
  get: <T>(path: string, options?: RequestOptions) => settle(send<T>('data', 'GET', path, options)),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    settle(send<T>('data', 'POST', path, { ...options, body })),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    settle(send<T>('data', 'PUT', path, { ...options, body })),
  /** A GET whose answer is a file (an attachment): its bytes and the name the server gave it. */
  download: (path: string, options?: RequestOptions) =>
    settle(send<DownloadedFile>('data', 'GET', path, { ...options, asFile: true })),
};

/**
 * The address of a product-API event stream (Server-Sent Events). EventSource cannot send headers,
 * so the current access token and the selected account go in the query; a new token (after a
 * refresh) needs a new address, hence a new connection.
 */
export function eventStreamUrl(path: string, query: RequestOptions['query'] = {}): string {
  const { accessToken } = sessionStore.get();
  return buildUrl('api', path, { ...query, access_token: accessToken });
}
