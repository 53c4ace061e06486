import type { z } from 'zod';
import type { markerBodySchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { FarmMarker } from './farm-types';
import { markersQueryOptions } from './get-markers';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type MarkerInput = z.input<typeof markerBodySchema>;

/** POST /settlements/{id}/markers. */
export const createMarker = (settlementId: string, body: MarkerInput): Promise<FarmMarker> =>
  api.post<FarmMarker>(`/settlements/${settlementId}/markers`, body, { alert: false });

export function useCreateMarker(settlementId: string) {
  return useRefreshingMutation(
    (body: MarkerInput) => createMarker(settlementId, body),
    markersQueryOptions(settlementId).queryKey,
  );
}
