import { apiSession, type ApiSession } from './api';
import { DEMO_EMAIL, DEMO_PASSWORD } from './server';

/** An animal at its last reading, as GET /settlements/{id}/live-positions gives it (the fields the specs read). */
export interface LivePosition {
  animalId: string;
  caravana: string;
  roundupId: string | null;
  plotId: string | null;
  deviceId: string | null;
  battery: number | null;
  ts: number | null;
  lat: number | null;
  lng: number | null;
}

/** The API as the demo farm's user (the seeded demo, docs/architecture.md). */
export const demoSession = (
  playwright: Parameters<typeof apiSession>[0],
  baseURL: string | undefined,
): Promise<ApiSession> => apiSession(playwright, baseURL, { email: DEMO_EMAIL, password: DEMO_PASSWORD });

/** The demo farm's first settlement and its animals at their last readings. */
export async function demoLivePositions(api: ApiSession) {
  const [settlement] = await api.get<{ _id: string }[]>('/settlements');
  const positions = await api.get<LivePosition[]>(`/settlements/${settlement!._id}/live-positions`);
  return { settlementId: settlement!._id, positions };
}

/** The demo farm's first settlement and the first of its animals with a position. */
export async function demoPlacedAnimal(api: ApiSession) {
  const { settlementId, positions } = await demoLivePositions(api);
  return { settlementId, animal: positions.find((position) => position.lat !== null)! };
}
