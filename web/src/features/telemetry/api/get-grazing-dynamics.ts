import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { grazingDynamicsSchema } from '@tropero/shared/contracts/herd-activity';
import { dataApi } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { orThrow } from '../../../api/data-result';
import type { TimeWindow } from './get-tracks';

/** One plot on one UTC day: animals present, their hours there and the hours they grazed. */
export type PlotDay = z.infer<typeof grazingDynamicsSchema>[number];

/** Whose occupancy: the whole settlement, or only one plot, one animal or one roundup. */
export type DynamicsFilter = {
  plotId?: string;
  animalId?: string;
  roundupId?: string;
};

/** Data API GET /grazing-dynamics: occupancy of each plot per day over a range. */
export const getGrazingDynamics = async (settlementId: string, window: TimeWindow, filter: DynamicsFilter) =>
  parseInDevelopment(
    grazingDynamicsSchema,
    orThrow(await dataApi.get('/grazing-dynamics', { query: { settlementId, ...window, ...filter } })),
  );

export const grazingDynamicsQueryOptions = (
  settlementId: string,
  window: TimeWindow,
  filter: DynamicsFilter,
) =>
  queryOptions({
    queryKey: ['grazing-dynamics', settlementId, window, filter],
    queryFn: () => getGrazingDynamics(settlementId, window, filter),
  });

export const useGrazingDynamics = (settlementId: string, window: TimeWindow, filter: DynamicsFilter) =>
  useQuery(grazingDynamicsQueryOptions(settlementId, window, filter));
