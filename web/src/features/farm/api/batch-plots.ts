import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlotBatch } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import { plotsQueryOptions } from '../../../api/get-plots';

/** POST /plots/batch: one change (colour, crop, delete) to several plots, all or nothing. */
export const batchPlots = (batch: PlotBatch): Promise<{ updated: number }> =>
  api.post<{ updated: number }>('/plots/batch', batch, { alert: false });

export function useBatchPlots(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchPlots,
    // A new crop changes the crop histories of the plots too: every plot query is stale.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plotsQueryOptions(settlementId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['crops'] }),
      ]),
  });
}
