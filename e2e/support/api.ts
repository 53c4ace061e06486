import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server';

export interface TestUser {
  _id: string;
  email: string;
  password: string;
  name: string;
}

/** A user signed up through the API, as a rancher signs up (tag admin, own FREE account). */
export async function signUpUser(request: APIRequestContext): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const body = {
    email: `productor-${suffix}@example.com`,
    password: 'clave-segura-1',
    name: `Productor ${suffix}`,
  };
  const response = await request.post('/api/v1/users', { data: body });
  if (response.status() !== 201)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const user = (await response.json()) as { _id: string };
  return { ...body, _id: user._id };
}

/**
 * Changes a user as the superadmin (tags, active): logs in, then sends the XSRF cookie the server
 * handed out back as the header, as the web app does.
 */
export async function updateUserAsSuperadmin(
  request: APIRequestContext,
  changes: { _id: string; tags?: string[]; active?: boolean },
): Promise<void> {
  const login = await request.post('/api/v1/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('the server did not hand out the XSRF cookie');
  const response = await request.put('/api/v1/users', {
    data: changes,
    headers: { Authorization: `Bearer ${accessToken}`, 'x-xsrf-token': xsrf },
  });
  if (!response.ok()) throw new Error(`update failed: ${response.status()} ${await response.text()}`);
}
