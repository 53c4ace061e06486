import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Track } from '@tropero/shared/contracts/positions';
import { api } from '../../../api/client';

/** How much of an animal's path an alert's map shows: the day before the alert's last sighting. */
const TRACK_HOURS = 24;

/** GET /positions for one animal over the day before `until` (an alert's last time). */
export const getRecentTrack = async (animalId: string, until: string): Promise<Track['points']> => {
  const toDate = new Date(until);
  const fromDate = new Date(toDate.getTime() - TRACK_HOURS * 3_600_000);
  const tracks = await api.get<Track[]>('/positions', {
    query: { animalIds: animalId, fromDate: fromDate.toISOString(), toDate: toDate.toISOString() },
    alert: false,
  });
  return tracks.find((track) => track.animalId === animalId)?.points ?? [];
};

export const recentTrackQueryOptions = (animalId: string, until: string) =>
  queryOptions({
    queryKey: ['alert-track', animalId, until],
    queryFn: () => getRecentTrack(animalId, until),
  });

export function useRecentTrack(animalId: string | null, until: string) {
  return useQuery({ ...recentTrackQueryOptions(animalId ?? '', until), enabled: animalId !== null });
}
