import { queryOptions, useQuery } from '@tanstack/react-query';
import { distributionSchema } from '@tropero/shared/contracts/herd-activity';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';
import type { TimeWindow } from './get-tracks';

/** Data API GET /settlements/{id}/distribution: each animal's mean km, grazing and rumination per day. */
export const getHerdDistribution = async (
  settlementId: string,
  window: TimeWindow,
  roundupId: string | null,
) =>
  parseInDevelopment(
    distributionSchema,
    orThrow(
      await dataApi.get(`/settlements/${settlementId}/distribution`, {
        query: { ...window, ...(roundupId ? { roundupId } : {}) },
      }),
    ),
  );

export const herdDistributionQueryOptions = (
  settlementId: string,
  window: TimeWindow,
  roundupId: string | null,
) =>
  queryOptions({
    queryKey: ['herd-distribution', settlementId, window, roundupId],
    queryFn: () => getHerdDistribution(settlementId, window, roundupId),
  });

export const useHerdDistribution = (settlementId: string, window: TimeWindow, roundupId: string | null) =>
  useQuery(herdDistributionQueryOptions(settlementId, window, roundupId));
