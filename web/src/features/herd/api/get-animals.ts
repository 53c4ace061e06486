import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Animal, AnimalListQuery } from '@tropero/shared/herd';
import { api } from '../../../api/client';
import type { ListPage } from '../herd-types';
import { useAccountQuery } from './account-key';

export type AnimalFilters = Omit<AnimalListQuery, 'page' | 'pageSize' | 'sort'>;

/** GET /animals: one page of the animals matching the search and filters, and how many match in all. */
export const getAnimals = (query: AnimalListQuery): Promise<ListPage<Animal>> =>
  api.get<ListPage<Animal>>('/animals', { query });

/** Every animal query of the account (lists, detail, histories) starts with this key. */
export const animalsKey = (accountId: string) => ['animals', accountId] as const;

export const animalsQueryOptions = (accountId: string, query: AnimalListQuery) =>
  queryOptions({
    queryKey: [...animalsKey(accountId), 'list', query],
    queryFn: () => getAnimals(query),
    // The page shown stays while the next one loads: no skeleton flash between pages.
    placeholderData: keepPreviousData,
  });

export const useAnimals = (query: AnimalListQuery) =>
  useAccountQuery((accountId) => animalsQueryOptions(accountId, query));
