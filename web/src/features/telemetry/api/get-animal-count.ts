import { queryOptions, useQuery } from '@tanstack/react-query';
import { animalCountSchema, type DailyCount } from '@tropero/shared/contracts/herd-activity';
import { dataApi } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import type { DayRange } from './get-animal-behavior';
import { orThrow } from '../../../api/data-result';

export type { DailyCount };

/** Data API GET /settlements/{id}/animal-count: how many animals reported on each day. */
export const getAnimalCount = async (settlementId: string, range: DayRange) =>
  parseInDevelopment(
    animalCountSchema,
    orThrow(await dataApi.get(`/settlements/${settlementId}/animal-count`, { query: { ...range } })),
  );

export const animalCountQueryOptions = (settlementId: string, range: DayRange) =>
  queryOptions({
    queryKey: ['animal-count', settlementId, range],
    queryFn: () => getAnimalCount(settlementId, range),
  });

export const useAnimalCount = (settlementId: string, range: DayRange) =>
  useQuery(animalCountQueryOptions(settlementId, range));
