import { addDays, DEFAULT_UTC_OFFSET_MINUTES, todayAt } from '@tropero/shared/local-day';
import type { TestContext, TestUser, apiAs } from './app';
import { PASSWORD } from './app';

/**
 * The day `offset` days before today in a settlement at the default offset (UTC−3), as YYYY-MM-DD:
 * the rollups' days are local days, and a UTC date is tomorrow there between 21:00 and 24:00.
 */
export const daysAgo = (offset: number) => addDays(todayAt(Date.now(), DEFAULT_UTC_OFFSET_MINUTES), -offset);

/** The instant at `time` (HH:MM:SS, UTC) `offset` days before today, in milliseconds. */
export const atDaysAgo = (offset: number, time: string) => Date.parse(`${daysAgo(offset)}T${time}Z`);

export interface Collar {
  animalId: string;
  deviceId: string;
  /** The collar's ingest key. */
  key: string;
}

/** An animal wearing a new collar, both created through the API. */
export async function addCollaredAnimal(
  api: ReturnType<typeof apiAs>,
  animal: { settlementId: string; caravana: string; weightKg?: number; roundupId?: string },
  identifier: string,
): Promise<Collar> {
  const animalId = (await api.post('/api/v1/animals', animal)).json()._id;
  const created = (await api.post('/api/v1/devices', { type: 'COLLAR', identifier, animalId })).json();
  return { animalId, deviceId: created.device._id, key: created.ingestKey };
}

/** Readings sent as the collar whose ingest key is `key`. */
export const ingestReadings = (ctx: TestContext, key: string, readings: object[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/ingest/readings',
    headers: { authorization: `Bearer ${key}` },
    payload: readings,
  });

/** The headers of the data API for the user, logged in there. */
export async function dataApiHeaders(
  api: ReturnType<typeof apiAs>,
  user: Pick<TestUser, 'email'>,
): Promise<Record<string, string>> {
  const login = await api.post('/data-api/login', { email: user.email, password: PASSWORD });
  return { 'x-access-token-data': login.json().accessToken };
}
