import { queryOptions, useQuery } from '@tanstack/react-query';
import { herdBehaviourSchema } from '@tropero/shared/contracts/herd-activity';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';
import type { TimeWindow } from './get-tracks';

/**
 * Data API GET /settlements/{id}/herd-behaviour: the herd's daily spread of grazing, ruminating and
 * drinking hours, and the animals below their own rumination baseline.
 */
export const getHerdBehaviour = async (settlementId: string, window: TimeWindow, roundupId: string | null) =>
  parseInDevelopment(
    herdBehaviourSchema,
    orThrow(
      await dataApi.get(`/settlements/${settlementId}/herd-behaviour`, {
        query: { ...window, ...(roundupId ? { roundupId } : {}) },
      }),
    ),
  );

export const herdBehaviourQueryOptions = (
  settlementId: string,
  window: TimeWindow,
  roundupId: string | null,
) =>
  queryOptions({
    queryKey: ['herd-behaviour', settlementId, window, roundupId],
    queryFn: () => getHerdBehaviour(settlementId, window, roundupId),
  });

export const useHerdBehaviour = (settlementId: string, window: TimeWindow, roundupId: string | null) =>
  useQuery(herdBehaviourQueryOptions(settlementId, window, roundupId));
