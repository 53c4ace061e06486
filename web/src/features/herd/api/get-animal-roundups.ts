import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { RoundupPeriod } from '../herd-types';
import { useAccountQuery } from './account-key';
import { animalsKey } from './get-animals';

/** GET /animals/{id}/roundups: the roundups the animal has been in, newest first. */
export const getAnimalRoundups = (id: string): Promise<RoundupPeriod[]> =>
  api.get<RoundupPeriod[]>(`/animals/${id}/roundups`);

export const animalRoundupsQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: [...animalsKey(accountId), 'roundups', id],
    queryFn: () => getAnimalRoundups(id),
  });

export const useAnimalRoundups = (id: string) =>
  useAccountQuery((accountId) => animalRoundupsQueryOptions(accountId, id));
