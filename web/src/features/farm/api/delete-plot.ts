import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { plotsQueryOptions } from '../../../api/get-plots';

/** DELETE /plots/{id}: the plot and its crop history. */
export const deletePlot = (id: string): Promise<unknown> => api.delete(`/plots/${id}`);

export function useDeletePlot(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plotsQueryOptions(settlementId).queryKey }),
  });
}
