import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { fencesQueryOptions } from './get-fences';

/** DELETE /fences/{id}. */
export const deleteFence = (id: string): Promise<unknown> => api.delete(`/fences/${id}`);

export function useDeleteFence(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fencesQueryOptions(settlementId).queryKey }),
  });
}
