/** Business constants of spec §9 and the names both sides must agree on. */
export const PRODUCT_ID = 'tropero';
export const API_BASE_PATH = '/api/v1';
export const DATA_API_BASE_PATH = '/data-api';

export const LANGUAGES = ['es_AR', 'en_US', 'pt_BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es_AR';

export const ACCOUNT_TYPES = ['FREE', 'FULL'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Spec §4: the account holder's tax condition (consumidor final, monotributo, responsable inscripto, exento). */
export const TAX_CONDITIONS = ['CF', 'MONOTRIBUTO', 'RI', 'EX'] as const;
export type TaxCondition = (typeof TAX_CONDITIONS)[number];

/** Header that carries the data-API token (spec §7). */
export const DATA_TOKEN_HEADER = 'x-access-token-data';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const REFRESH_COOKIE = 'tropero_refresh';
export const ACCOUNT_QUERY_PARAM = 'userAccountId';

/** The exact 401 messages of spec §8. */
export const SESSION_ERRORS = {
  missing: 'access token is required',
  malformed: 'jwt malformed',
  invalid: 'invalid token',
  expired: 'jwt expired',
  refreshInvalid: 'refresh token is invalid',
} as const;

export const TIME_ZONE_OFFSET_HOURS = -3;
/** The one set of time spans in milliseconds: import these, never redeclare them (lint refuses it). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const TEN_MINUTES_MS = 10 * MINUTE_MS;
export const LOGOUT_DELAY_AFTER_PASSWORD_UPDATE_MS = 3000;
export const UNREAD_ALERTS_KEPT = 5;

export const DEFAULT_LOCATION = { name: 'La Rioja', lat: -29.4131, lng: -66.8558 } as const;
