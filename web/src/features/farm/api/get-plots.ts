import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Plot } from './farm-types';

/** GET /settlements/{id}/plots: every plot with its geometry, area and current crop. */
export const getPlots = (settlementId: string): Promise<Plot[]> =>
  api.get<Plot[]>(`/settlements/${settlementId}/plots`);

export const plotsQueryOptions = (settlementId: string) =>
  queryOptions({ queryKey: ['plots', settlementId], queryFn: () => getPlots(settlementId) });

export const usePlots = (settlementId: string | undefined) =>
  useQuery({ ...plotsQueryOptions(settlementId ?? ''), enabled: Boolean(settlementId) });
