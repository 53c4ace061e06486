import type { z } from 'zod';
import type { markerPatchSchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { FarmMarker } from './farm-types';
import { markersQueryOptions } from './get-markers';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type MarkerPatch = z.input<typeof markerPatchSchema>;

/** PUT /markers/{id}: type, name or a new place. */
export const updateMarker = (id: string, patch: MarkerPatch): Promise<FarmMarker> =>
  api.put<FarmMarker>(`/markers/${id}`, patch, { alert: false });

export function useUpdateMarker(settlementId: string) {
  return useRefreshingMutation(
    ({ id, patch }: { id: string; patch: MarkerPatch }) => updateMarker(id, patch),
    markersQueryOptions(settlementId).queryKey,
  );
}
