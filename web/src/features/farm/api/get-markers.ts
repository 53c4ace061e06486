import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { FarmMarker } from './farm-types';

/** GET /settlements/{id}/markers: windmills, drinkers, gates and the other farm markers. */
export const getMarkers = (settlementId: string): Promise<FarmMarker[]> =>
  api.get<FarmMarker[]>(`/settlements/${settlementId}/markers`);

export const markersQueryOptions = (settlementId: string) =>
  queryOptions({ queryKey: ['markers', settlementId], queryFn: () => getMarkers(settlementId) });

export const useMarkers = (settlementId: string | undefined) =>
  useQuery({ ...markersQueryOptions(settlementId ?? ''), enabled: Boolean(settlementId) });
