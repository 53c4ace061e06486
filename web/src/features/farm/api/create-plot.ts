import type { z } from 'zod';
import type { plotBodySchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Plot } from './farm-types';
import { plotsQueryOptions } from '../../../api/get-plots';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type PlotInput = z.input<typeof plotBodySchema>;

/** POST /settlements/{id}/plots: the server computes the area. */
export const createPlot = (settlementId: string, body: PlotInput): Promise<Plot> =>
  api.post<Plot>(`/settlements/${settlementId}/plots`, body, { alert: false });

export function useCreatePlot(settlementId: string) {
  return useRefreshingMutation(
    (body: PlotInput) => createPlot(settlementId, body),
    plotsQueryOptions(settlementId).queryKey,
  );
}
