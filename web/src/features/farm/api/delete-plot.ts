import { api } from '../../../api/client';
import { plotsQueryOptions } from '../../../api/get-plots';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

/** DELETE /plots/{id}: the plot and its crop history. */
export const deletePlot = (id: string): Promise<unknown> => api.delete(`/plots/${id}`);

export function useDeletePlot(settlementId: string) {
  return useRefreshingMutation(deletePlot, plotsQueryOptions(settlementId).queryKey);
}
