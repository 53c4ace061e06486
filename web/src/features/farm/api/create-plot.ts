import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { plotBodySchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Plot } from './farm-types';
import { plotsQueryOptions } from '../../../api/get-plots';

export type PlotInput = z.input<typeof plotBodySchema>;

/** POST /settlements/{id}/plots: the server computes the area. */
export const createPlot = (settlementId: string, body: PlotInput): Promise<Plot> =>
  api.post<Plot>(`/settlements/${settlementId}/plots`, body, { alert: false });

export function useCreatePlot(settlementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlotInput) => createPlot(settlementId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plotsQueryOptions(settlementId).queryKey }),
  });
}
