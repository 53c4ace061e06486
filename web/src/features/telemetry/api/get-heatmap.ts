import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataApi } from '../../../api/client';
import type { DayRange } from './get-animal-behavior';
import { orThrow } from './data-result';

export interface Heatmap {
  cells: { lat: number; lng: number; count: number }[];
  max: number;
}

/** Data API GET /heatmap: readings counted per grid cell over a settlement and a range of days. */
export const getHeatmap = async (settlementId: string, range: DayRange) =>
  orThrow(await dataApi.get<Heatmap>('/heatmap', { query: { ...range, settlementId } }));

export const heatmapQueryOptions = (settlementId: string, range: DayRange) =>
  queryOptions({
    queryKey: ['heatmap', settlementId, range],
    queryFn: () => getHeatmap(settlementId, range),
  });

export const useHeatmap = (settlementId: string, range: DayRange, enabled: boolean) =>
  useQuery({ ...heatmapQueryOptions(settlementId, range), enabled });
