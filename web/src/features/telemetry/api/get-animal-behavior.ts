import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataApi } from '../../../api/client';
import { orThrow } from './data-result';

export interface BehaviourDay {
  date: string;
  grazingHours: number;
  ruminatingHours: number;
  drinkingHours: number;
  restingHours: number;
  walkingHours: number;
  distanceKm: number;
  energyMcal: number;
  readings: number;
  /** The mean of the animal's 7 reported days before this one; null until it has 3 of them. */
  baseline: { grazingHours: number; ruminatingHours: number; drinkingHours: number } | null;
}

export interface AnimalBehaviour {
  weightKg: number;
  weightAssumed: boolean;
  simulated: boolean;
  days: BehaviourDay[];
}

export interface DayRange {
  fromDate: string;
  toDate: string;
}

/** Data API GET /animal/behavior/{animalId}/{settlementId}: hours per behaviour, km and Mcal per day. */
export const getAnimalBehaviour = async (animalId: string, settlementId: string, range: DayRange) =>
  orThrow(
    await dataApi.get<AnimalBehaviour>(`/animal/behavior/${animalId}/${settlementId}`, {
      query: { ...range },
    }),
  );

export const animalBehaviourQueryOptions = (animalId: string, settlementId: string, range: DayRange) =>
  queryOptions({
    queryKey: ['animal-behaviour', animalId, settlementId, range],
    queryFn: () => getAnimalBehaviour(animalId, settlementId, range),
  });

export const useAnimalBehaviour = (animalId: string, settlementId: string, range: DayRange) =>
  useQuery(animalBehaviourQueryOptions(animalId, settlementId, range));
