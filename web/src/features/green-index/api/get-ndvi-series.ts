import { queryOptions, useQuery } from '@tanstack/react-query';
import { ndviSeriesSchema } from '@tropero/shared/contracts/green-index';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { noRetryWithoutIntegration } from './integration';

/** Days (yyyy-mm-dd, both included); without them the server answers the last 12 months. */
export interface NdviRange {
  fromDate: string;
  toDate: string;
}

/** Data API GET /settlements/{id}/ndvi: each plot's figures per scene, clear or not, oldest first. */
export const getNdviSeries = async (settlementId: string, plotIds: readonly string[], range?: NdviRange) =>
  parseInDevelopment(
    ndviSeriesSchema,
    orThrow(
      await dataApi.get(`/settlements/${settlementId}/ndvi`, {
        query: { ...range, plotIds: plotIds.join(',') },
        alert: false,
      }),
    ),
  );

export const ndviSeriesQueryOptions = (settlementId: string, plotIds: readonly string[], range?: NdviRange) =>
  queryOptions({
    queryKey: ['green-index-ndvi', settlementId, [...plotIds].sort(), range ?? null],
    queryFn: () => getNdviSeries(settlementId, plotIds, range),
    retry: noRetryWithoutIntegration,
    enabled: plotIds.length > 0,
  });

export const useNdviSeries = (settlementId: string, plotIds: readonly string[], range?: NdviRange) =>
  useQuery(ndviSeriesQueryOptions(settlementId, plotIds, range));
