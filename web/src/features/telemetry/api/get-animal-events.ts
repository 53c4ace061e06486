import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  animalEventsSchema,
  type AnimalEvent,
  type AnimalEventKind,
  type AnimalEvents,
} from '@tropero/shared/contracts/animal-events';
import { dataApi } from '../../../api/client';
import { orThrow } from '../../../api/data-result';
import { parseInDevelopment } from '../../../api/parse-in-development';
import type { TimeWindow } from './get-tracks';

export type { AnimalEvent, AnimalEventKind, AnimalEvents };

/** Data API GET /animals/{id}/events: the animal's timeline over a window, of some kinds, the latest first. */
export const getAnimalEvents = async (
  animalId: string,
  window: TimeWindow,
  kinds: readonly AnimalEventKind[],
) =>
  parseInDevelopment(
    animalEventsSchema,
    orThrow(
      await dataApi.get(`/animals/${animalId}/events`, { query: { ...window, types: kinds.join(',') } }),
    ),
  );

export const animalEventsQueryOptions = (
  animalId: string,
  window: TimeWindow,
  kinds: readonly AnimalEventKind[],
) =>
  queryOptions({
    queryKey: ['animal-events', animalId, window, kinds],
    queryFn: () => getAnimalEvents(animalId, window, kinds),
  });

export const useAnimalEvents = (animalId: string, window: TimeWindow, kinds: readonly AnimalEventKind[]) =>
  useQuery(animalEventsQueryOptions(animalId, window, kinds));
