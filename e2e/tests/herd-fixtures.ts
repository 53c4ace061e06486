import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpUser, square, type TestUser } from '../support/api';
import { logIn } from '../support/ui';

/** A unique suffix, so that tests sharing the server never collide on caravanas or MACs. */
export const uniqueTag = (): string => randomBytes(3).toString('hex').toUpperCase();

/** The API as the user: his token, and the XSRF cookie sent back as the header, as the web app does. */
export async function apiAs(request: APIRequestContext, user: TestUser) {
  // The server hands out the XSRF cookie on a read.
  await request.get('/api/health');
  const login = await request.post('/api/v1/login', { data: { email: user.email, password: user.password } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { Authorization: `Bearer ${accessToken}`, 'x-xsrf-token': xsrf };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/api/v1${path}`, { data, headers });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { post };
}

/** A collar on the animal, and one position reported through the OsmAnd endpoint with its key. */
export async function reportPosition(
  request: APIRequestContext,
  user: TestUser,
  animal: { settlementId: string; animalId: string },
  position: { lat: number; lng: number },
): Promise<void> {
  const api = await apiAs(request, user);
  const { ingestKey } = await api.post<{ ingestKey: string }>('/devices', {
    type: 'COLLAR',
    identifier: `${uniqueTag()}:C0`,
    settlementId: animal.settlementId,
    animalId: animal.animalId,
  });
  const answer = await request.get(`/ingest/osmand/${ingestKey}?lat=${position.lat}&lon=${position.lng}`);
  if (!answer.ok()) throw new Error(`OsmAnd: ${answer.status()} ${await answer.text()}`);
}

export interface HerdFarm {
  settlementId: string;
  plotName: string;
  roundupName: string;
  caravanas: string[];
  animalIds: string[];
}

/** A settlement with one plot and one roundup holding `animals` animals, made through the API. */
export async function createHerdFarm(
  request: APIRequestContext,
  user: TestUser,
  animals = 3,
): Promise<HerdFarm> {
  const api = await apiAs(request, user);
  const tag = uniqueTag();
  const settlement = await api.post<{ _id: string }>('/settlements', {
    name: `Campo ${tag}`,
    location: { lat: -29.41, lng: -66.86 },
  });
  const plotName = `Potrero Norte ${tag}`;
  await api.post(`/settlements/${settlement._id}/plots`, {
    name: plotName,
    geometry: square(-29.41, -66.86),
  });
  const roundupName = `Vacas de cria ${tag}`;
  const roundup = await api.post<{ _id: string }>('/roundups', {
    name: roundupName,
    settlementId: settlement._id,
  });
  const caravanas = Array.from({ length: animals }, (_, index) => `T${tag}-${index + 1}`);
  const animalIds: string[] = [];
  for (const caravana of caravanas) {
    const animal = await api.post<{ _id: string }>('/animals', {
      caravana,
      settlementId: settlement._id,
      roundupId: roundup._id,
    });
    animalIds.push(animal._id);
  }
  return { settlementId: settlement._id, plotName, roundupName, caravanas, animalIds };
}

/** A CSV file in memory, for a file input. */
export const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8'),
});

/** A new user with a herd farm of `animals` animals, logged in on `page` (on the dashboard). */
export async function signedInOnHerdFarm(
  page: Page,
  request: APIRequestContext,
  animals: number,
): Promise<{ user: TestUser; farm: HerdFarm }> {
  const user = await signUpUser(request);
  const farm = await createHerdFarm(request, user, animals);
  await logIn(page, user.email, user.password);
  return { user, farm };
}
