import { z } from 'zod';
import { fetchWithRetry, jsonOf, type RetryOptions } from './satellite-http';
import { SatelliteProviderError } from './satellite-provider';

/*
 * The Copernicus Data Space's OAuth client-credentials token, asked once and kept until shortly before
 * it expires; callers at the same moment share one request.
 */

export const CDSE_TOKEN_URL =
  'https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token';

/** A token is renewed this long before its stated expiry, so that no request carries a stale one. */
const EXPIRY_MARGIN_MS = 60_000;

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

export interface CdseCredentials extends RetryOptions {
  clientId: string;
  clientSecret: string;
  tokenUrl?: string;
}

export interface TokenSource {
  token(signal?: AbortSignal): Promise<string>;
  /** Forgets the token (after the API refused it). */
  forget(): void;
}

export function cdseToken(credentials: CdseCredentials, now: () => number = Date.now): TokenSource {
  let current: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function ask(signal?: AbortSignal): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    });
    const answer = tokenSchema.safeParse(
      await fetchWithRetry(
        credentials.tokenUrl ?? CDSE_TOKEN_URL,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal },
        jsonOf,
        credentials,
      ),
    );
    if (!answer.success) throw new SatelliteProviderError('auth', 'the token answer has no access_token');
    current = {
      value: answer.data.access_token,
      expiresAt: now() + answer.data.expires_in * 1000 - EXPIRY_MARGIN_MS,
    };
    return current.value;
  }

  return {
    async token(signal) {
      if (current && now() < current.expiresAt) return current.value;
      pending ??= ask(signal).finally(() => (pending = null));
      return pending;
    },
    forget() {
      current = null;
    },
  };
}
