import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementGreenIndexSchema } from '@tropero/shared/contracts/green-index';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { keepAsking, noRetryWithoutIntegration } from './integration';

/**
 * Data API GET /settlements/{id}/green-index: the layers, the scenes with a clear view (newest first),
 * where they come from and how far the last year's fill has gone.
 */
export const getSettlementGreenIndex = async (settlementId: string) =>
  parseInDevelopment(
    settlementGreenIndexSchema,
    orThrow(await dataApi.get(`/settlements/${settlementId}/green-index`, { alert: false })),
  );

export const settlementGreenIndexQueryOptions = (settlementId: string) =>
  queryOptions({
    queryKey: ['green-index', settlementId],
    queryFn: () => getSettlementGreenIndex(settlementId),
    retry: noRetryWithoutIntegration,
    refetchInterval: (query) => keepAsking(query.state.data?.backfill),
  });

export const useSettlementGreenIndex = (settlementId: string) =>
  useQuery(settlementGreenIndexQueryOptions(settlementId));
