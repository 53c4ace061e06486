import { api } from '../../../api/client';
import { fencesQueryOptions } from './get-fences';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** DELETE /fences/{id}. */
export const deleteFence = (id: string): Promise<unknown> => api.delete(`/fences/${id}`);

export function useDeleteFence(settlementId: string) {
  return useRefreshingMutation(deleteFence, fencesQueryOptions(settlementId).queryKey);
}
