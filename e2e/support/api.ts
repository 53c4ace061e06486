import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { mailedLink } from './outbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server';

export interface TestUser {
  _id: string;
  email: string;
  password: string;
  name: string;
}

/**
 * A user signed up through the API, as a rancher signs up (tag admin, own FREE account), who then
 * follows the mailed link that verifies his email (unless `verified: false`).
 */
export async function signUpUser(
  request: APIRequestContext,
  { verified = true }: { verified?: boolean } = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const body = {
    email: `productor-${suffix}@example.com`,
    password: 'clave-segura-1',
    name: `Productor ${suffix}`,
  };
  const response = await request.post('/api/v1/users', { data: body });
  if (response.status() !== 202)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const link = new URL(mailedLink(body.email, '/verify-email'), 'http://link');
  const _id = link.searchParams.get('id')!;
  if (verified) {
    const verify = await request.put(`/api/v1/users/verify-email/${_id}`, {
      data: { token: link.searchParams.get('token') },
    });
    if (!verify.ok()) throw new Error(`verification failed: ${verify.status()} ${await verify.text()}`);
  }
  return { ...body, _id };
}

/**
 * The headers of an authenticated, mutating call: the Bearer token, and the XSRF cookie the server
 * handed out (with the login answer) sent back as the header, as the web app does.
 */
async function authHeaders(request: APIRequestContext, accessToken: string): Promise<Record<string, string>> {
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('the server did not hand out the XSRF cookie');
  return { Authorization: `Bearer ${accessToken}`, 'x-xsrf-token': xsrf };
}

/** Changes a user as the superadmin (tags, active). */
export async function updateUserAsSuperadmin(
  request: APIRequestContext,
  changes: { _id: string; tags?: string[]; active?: boolean },
): Promise<void> {
  const login = await request.post('/api/v1/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await request.put('/api/v1/users', {
    data: changes,
    headers: await authHeaders(request, accessToken),
  });
  if (!response.ok()) throw new Error(`update failed: ${response.status()} ${await response.text()}`);
}

/** Calls to the API as one user, as the web app makes them: Bearer token, XSRF cookie sent back as the header. */
export interface ApiSession {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, data: unknown) => Promise<T>;
  put: <T>(path: string, data: unknown) => Promise<T>;
  dispose: () => Promise<void>;
}

export async function apiSession(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<ApiSession> {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post('/api/v1/login', { data: { email: user.email, password: user.password } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = await authHeaders(request, accessToken);
  const send = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const response = await request.fetch(`/api/v1${path}`, { method, data, headers });
    if (!response.ok())
      throw new Error(`${method} ${path} failed: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    get: <T>(path: string) => send<T>('GET', path),
    post: <T>(path: string, data: unknown) => send<T>('POST', path, data),
    put: <T>(path: string, data: unknown) => send<T>('PUT', path, data),
    dispose: () => request.dispose(),
  };
}

export interface CreatedSettlement {
  _id: string;
  name: string;
}

/** A settlement of the user's own account, near the default location (La Rioja). */
export const createSettlement = (session: ApiSession, name: string): Promise<CreatedSettlement> =>
  session.post<CreatedSettlement>('/settlements', { name, location: { lat: -29.4131, lng: -66.8558 } });

/** A small square plot (its geometry) from a corner, about 100 ha. */
export const square = (lat: number, lng: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + 0.01, lat],
      [lng + 0.01, lat + 0.01],
      [lng, lat + 0.01],
      [lng, lat],
    ],
  ],
});
