import { queryOptions } from '@tanstack/react-query';
import type { Animal } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import { useAccountQuery } from './account-key';
import { animalsKey } from './get-animals';

/** GET /animals/{id}. */
export const getAnimal = (id: string): Promise<Animal> => api.get<Animal>(`/animals/${id}`);

export const animalQueryOptions = (accountId: string, id: string) =>
  queryOptions({ queryKey: [...animalsKey(accountId), 'one', id], queryFn: () => getAnimal(id) });

export const useAnimal = (id: string | null) =>
  useAccountQuery((accountId) => animalQueryOptions(accountId, id ?? ''), Boolean(id));
