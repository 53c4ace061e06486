import { queryOptions, useQuery } from '@tanstack/react-query';
import { collarBatteriesSchema } from '@tropero/shared/contracts/collar-history';
import { api } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';

/** GET /settlements/{id}/collar-batteries: the herd's collars at their last battery, the lowest first. */
export const getCollarBatteries = async (settlementId: string, roundupId: string | null) =>
  parseInDevelopment(
    collarBatteriesSchema,
    await api.get(`/settlements/${settlementId}/collar-batteries`, {
      query: roundupId ? { roundupId } : {},
    }),
  );

export const collarBatteriesQueryOptions = (settlementId: string, roundupId: string | null) =>
  queryOptions({
    queryKey: ['collar-batteries', settlementId, roundupId],
    queryFn: () => getCollarBatteries(settlementId, roundupId),
  });

export const useCollarBatteries = (settlementId: string, roundupId: string | null) =>
  useQuery(collarBatteriesQueryOptions(settlementId, roundupId));
