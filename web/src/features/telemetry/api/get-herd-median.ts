import { queryOptions, useQuery } from '@tanstack/react-query';
import { herdMedianSchema, type HerdMedianDay } from '@tropero/shared/contracts/herd-activity';
import { dataApi } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import type { DayRange } from './get-animal-behavior';
import { orThrow } from '../../../api/data-result';

/** A day's median km and Mcal over the animals that reported that day (`animals`). */
export type { HerdMedianDay };

/** Data API GET /settlements/{id}/herd-median: the herd's median km and Mcal per day. */
export const getHerdMedian = async (settlementId: string, range: DayRange) =>
  parseInDevelopment(
    herdMedianSchema,
    orThrow(await dataApi.get(`/settlements/${settlementId}/herd-median`, { query: { ...range } })),
  );

/** One answer per settlement and range, shared by every animal's panel. */
export const herdMedianQueryOptions = (settlementId: string, range: DayRange) =>
  queryOptions({
    queryKey: ['herd-median', settlementId, range],
    queryFn: () => getHerdMedian(settlementId, range),
  });

export const useHerdMedian = (settlementId: string, range: DayRange) =>
  useQuery(herdMedianQueryOptions(settlementId, range));
