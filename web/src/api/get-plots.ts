import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plot as PlotAnswer } from '@tropero/shared/farm';
import type { AreaGeometry } from '@tropero/shared/geo';
import { api } from './client';

/** The server only stores geometry that passed `areaGeometrySchema`, so its answers are typed as such. */
export type Plot = Omit<PlotAnswer, 'geometry'> & { geometry: AreaGeometry };

/** GET /settlements/{id}/plots: every plot with its geometry, area, current crop and the animals allocated now. */
export const getPlots = (settlementId: string): Promise<Plot[]> =>
  api.get<Plot[]>(`/settlements/${settlementId}/plots`);

/** Every settlement's plots: an allocation or a plot change invalidates the map's and the herd pages' lists at once. */
export const PLOTS_KEY = ['plots'] as const;

export const plotsQueryOptions = (settlementId: string) =>
  queryOptions({ queryKey: [...PLOTS_KEY, settlementId], queryFn: () => getPlots(settlementId) });

export const usePlots = (settlementId: string | null | undefined) =>
  useQuery({ ...plotsQueryOptions(settlementId ?? ''), enabled: Boolean(settlementId) });
