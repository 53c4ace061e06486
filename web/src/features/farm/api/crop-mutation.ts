import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Crop } from './farm-types';
import { cropHistoryQueryOptions } from './get-crop-history';
import { plotsQueryOptions } from '../../../api/get-plots';

/**
 * A change to a plot's crop history: the server answers the new history, which replaces the
 * cached one; the plot's current crop may have changed too, so the settlement's plots reload.
 */
export function useCropMutation<Variables>(
  plot: { _id: string; settlementId: string },
  change: (variables: Variables) => Promise<Crop[] | unknown>,
) {
  const queryClient = useQueryClient();
  const historyKey = cropHistoryQueryOptions(plot._id).queryKey;
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      if (Array.isArray(answer)) queryClient.setQueryData(historyKey, answer as Crop[]);
      else await queryClient.invalidateQueries({ queryKey: historyKey });
      await queryClient.invalidateQueries({ queryKey: plotsQueryOptions(plot.settlementId).queryKey });
    },
  });
}
