import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { markersQueryOptions } from './get-markers';

/** DELETE /markers/{id}. */
export const deleteMarker = (id: string): Promise<unknown> => api.delete(`/markers/${id}`);

export function useDeleteMarker(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMarker,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: markersQueryOptions(settlementId).queryKey }),
  });
}
