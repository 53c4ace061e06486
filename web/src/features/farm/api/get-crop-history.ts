import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Crop } from './farm-types';

/** GET /plots/{id}/crops: the plot's crop history, newest first. */
export const getCropHistory = (plotId: string): Promise<Crop[]> => api.get<Crop[]>(`/plots/${plotId}/crops`);

export const cropHistoryQueryOptions = (plotId: string) =>
  queryOptions({ queryKey: ['crops', plotId], queryFn: () => getCropHistory(plotId) });

export const useCropHistory = (plotId: string) => useQuery(cropHistoryQueryOptions(plotId));
