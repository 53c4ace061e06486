import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyCount } from '@tropero/shared/contracts/herd-activity';
import { dataApi } from '../../../api/client';
import type { DayRange } from './get-animal-behavior';
import { orThrow } from './data-result';

export type { DailyCount };

/** Data API GET /settlements/{id}/animal-count: how many animals reported on each day. */
export const getAnimalCount = async (settlementId: string, range: DayRange) =>
  orThrow(
    await dataApi.get<DailyCount[]>(`/settlements/${settlementId}/animal-count`, { query: { ...range } }),
  );

export const animalCountQueryOptions = (settlementId: string, range: DayRange) =>
  queryOptions({
    queryKey: ['animal-count', settlementId, range],
    queryFn: () => getAnimalCount(settlementId, range),
  });

export const useAnimalCount = (settlementId: string, range: DayRange) =>
  useQuery(animalCountQueryOptions(settlementId, range));
