import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { PlotPeriod } from '../herd-types';
import { useAccountId } from './account-key';
import { animalsKey } from './get-animals';

/** GET /animals/{id}/allocations: the plots the animal has been allocated to, and when. */
export const getAnimalAllocations = (id: string): Promise<PlotPeriod[]> =>
  api.get<PlotPeriod[]>(`/animals/${id}/allocations`);

export const animalAllocationsQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: [...animalsKey(accountId), 'allocations', id],
    queryFn: () => getAnimalAllocations(id),
  });

export function useAnimalAllocations(id: string) {
  const accountId = useAccountId();
  return useQuery({ ...animalAllocationsQueryOptions(accountId, id), enabled: accountId !== '' });
}
