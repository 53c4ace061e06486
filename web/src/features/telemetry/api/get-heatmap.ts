import { queryOptions, useQuery } from '@tanstack/react-query';
import { heatmapSchema, type Heatmap } from '@tropero/shared/contracts/heatmap';
import { dataApi } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import type { DayRange } from './get-animal-behavior';
import { orThrow } from '../../../api/data-result';

export type { Heatmap };

/** Whose readings the heat map counts: a settlement's, one plot's, or some animals' (up to 500). */
export type HeatmapTarget = { settlementId: string } | { plotId: string } | { uuids: readonly string[] };

const targetQuery = (target: HeatmapTarget) =>
  'uuids' in target ? { uuids: target.uuids.join(',') } : target;

/** Data API GET /heatmap: readings counted per grid cell over a settlement, a plot or animals, and a range. */
export const getHeatmap = async (target: HeatmapTarget, range: DayRange) =>
  parseInDevelopment(
    heatmapSchema,
    orThrow(await dataApi.get('/heatmap', { query: { ...range, ...targetQuery(target) } })),
  );

export const heatmapQueryOptions = (target: HeatmapTarget, range: DayRange) =>
  queryOptions({
    queryKey: ['heatmap', target, range],
    queryFn: () => getHeatmap(target, range),
  });

export const useHeatmap = (target: HeatmapTarget | null, range: DayRange) =>
  useQuery({
    ...heatmapQueryOptions(target ?? { uuids: [] }, range),
    enabled: target !== null,
  });
