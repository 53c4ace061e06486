import type { z } from 'zod';
import type { plotPatchSchema } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import type { Plot } from './farm-types';
import { plotsQueryOptions } from '../../../api/get-plots';
import { useRefreshingMutation } from '../../../api/use-refreshing-mutation';

export type PlotPatch = z.input<typeof plotPatchSchema>;

/** PUT /plots/{id}: name, colour or outline; a new outline gets a new area. */
export const updatePlot = (id: string, patch: PlotPatch): Promise<Plot> =>
  api.put<Plot>(`/plots/${id}`, patch, { alert: false });

export function useUpdatePlot(settlementId: string) {
  return useRefreshingMutation(
    ({ id, patch }: { id: string; patch: PlotPatch }) => updatePlot(id, patch),
    plotsQueryOptions(settlementId).queryKey,
  );
}
