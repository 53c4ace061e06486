import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plot } from '@tropero/shared/farm';
import { api } from '../../../api/client';

/** GET /settlements/{id}/plots: the settlement's plots, each with the animals allocated to it now. */
export const getPlots = (settlementId: string): Promise<Plot[]> =>
  api.get<Plot[]>(`/settlements/${settlementId}/plots`);

/** The same key as the map's plot list: an allocation refreshes the counts shown there too. */
export const plotsQueryOptions = (settlementId: string) =>
  queryOptions({ queryKey: ['plots', settlementId], queryFn: () => getPlots(settlementId) });

export const usePlots = (settlementId: string | null | undefined) =>
  useQuery({ ...plotsQueryOptions(settlementId ?? ''), enabled: Boolean(settlementId) });
