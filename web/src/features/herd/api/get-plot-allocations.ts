import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { PlotAnimalPeriod } from '../herd-types';

/** GET /plots/{id}/allocations: every animal allocated to the plot, and when. */
export const getPlotAllocations = (plotId: string): Promise<PlotAnimalPeriod[]> =>
  api.get<PlotAnimalPeriod[]>(`/plots/${plotId}/allocations`);

export const plotAllocationsQueryOptions = (plotId: string) =>
  queryOptions({ queryKey: ['plot-allocations', plotId], queryFn: () => getPlotAllocations(plotId) });

export const usePlotAllocations = (plotId: string | null) =>
  useQuery({ ...plotAllocationsQueryOptions(plotId ?? ''), enabled: Boolean(plotId) });
