import { queryOptions, useQuery } from '@tanstack/react-query';
import { animalBehaviourSchema, type AnimalBehaviour } from '@tropero/shared/contracts/herd-activity';
import { dataApi } from '../../../api/client';
import { parseInDevelopment } from '../../../api/parse-in-development';
import { orThrow } from '../../../api/data-result';

export type { AnimalBehaviour };
/** One day of the animal; `baseline` is the mean of its 7 reported days before, null until it has 3. */
export type BehaviourDay = AnimalBehaviour['days'][number];

export interface DayRange {
  fromDate: string;
  toDate: string;
}

/** Data API GET /animal/behavior/{animalId}/{settlementId}: hours per behaviour, km and Mcal per day. */
export const getAnimalBehaviour = async (animalId: string, settlementId: string, range: DayRange) =>
  parseInDevelopment(
    animalBehaviourSchema,
    orThrow(await dataApi.get(`/animal/behavior/${animalId}/${settlementId}`, { query: { ...range } })),
  );

export const animalBehaviourQueryOptions = (animalId: string, settlementId: string, range: DayRange) =>
  queryOptions({
    queryKey: ['animal-behaviour', animalId, settlementId, range],
    queryFn: () => getAnimalBehaviour(animalId, settlementId, range),
  });

export const useAnimalBehaviour = (animalId: string, settlementId: string, range: DayRange) =>
  useQuery(animalBehaviourQueryOptions(animalId, settlementId, range));
