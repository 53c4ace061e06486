import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { searchResultSchema } from '@tropero/shared/contracts/platform';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useAccountQuery } from './account-key';

export type HerdSearchResult = z.infer<typeof searchResultSchema>;

/** GET /search?q=: the first animals (caravana, SENASA id, e-ID) and devices (MAC/UUID) matching. */
export const searchHerd = (q: string): Promise<HerdSearchResult> =>
  api.get<HerdSearchResult>('/search', { query: { q } });

export const herdSearchQueryOptions = (accountId: string, q: string) =>
  queryOptions({
    queryKey: ['search', accountId, q],
    queryFn: () => searchHerd(q),
    // The previous matches stay while the next ones load: the list does not flicker as one types.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The top bar's matches for `q` (already trimmed and debounced); idle while `q` is empty. */
export const useHerdSearch = (q: string) =>
  useAccountQuery((accountId) => herdSearchQueryOptions(accountId, q), q !== '');
