import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { PlotPeriod } from '../herd-types';
import { useAccountQuery } from './account-key';
import { animalsKey } from './get-animals';

/** GET /animals/{id}/allocations: the plots the animal has been allocated to, and when. */
export const getAnimalAllocations = (id: string): Promise<PlotPeriod[]> =>
  api.get<PlotPeriod[]>(`/animals/${id}/allocations`);

export const animalAllocationsQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: [...animalsKey(accountId), 'allocations', id],
    queryFn: () => getAnimalAllocations(id),
  });

export const useAnimalAllocations = (id: string) =>
  useAccountQuery((accountId) => animalAllocationsQueryOptions(accountId, id));
