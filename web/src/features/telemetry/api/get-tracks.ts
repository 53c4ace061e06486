import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Track } from '@tropero/shared/contracts/positions';
import { api } from '../../../api/client';

export type { Track };

export interface TimeWindow {
  fromDate: string;
  toDate: string;
}

/** GET /positions: the tracks of some animals over a time window. */
export const getTracks = (animalIds: string[], window: TimeWindow) =>
  api.get<Track[]>('/positions', { query: { animalIds: animalIds.join(','), ...window } });

export const tracksQueryOptions = (animalIds: string[], window: TimeWindow) =>
  queryOptions({ queryKey: ['tracks', animalIds, window], queryFn: () => getTracks(animalIds, window) });

export const useTracks = (animalIds: string[], window: TimeWindow) =>
  useQuery({ ...tracksQueryOptions(animalIds, window), enabled: animalIds.length > 0 });
