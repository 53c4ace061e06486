import { api } from '../../../api/client';
import { markersQueryOptions } from './get-markers';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** DELETE /markers/{id}. */
export const deleteMarker = (id: string): Promise<unknown> => api.delete(`/markers/${id}`);

export function useDeleteMarker(settlementId: string) {
  return useRefreshingMutation(deleteMarker, markersQueryOptions(settlementId).queryKey);
}
