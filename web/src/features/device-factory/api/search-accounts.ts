import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnersPage } from '@tropero/shared/contracts/owners';
import { api } from '../../../api/client';

/** GET /owners-management?q= (superadmin): the first accounts whose name or owner matches. */
export const searchAccounts = (q: string): Promise<OwnersPage> =>
  api.get<OwnersPage>('/owners-management', { query: { q, e: 10 } });

export const accountSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['owners-management', 'search', q],
    queryFn: () => searchAccounts(q),
    placeholderData: keepPreviousData,
  });

export const useAccountSearch = (q: string) =>
  useQuery({ ...accountSearchQueryOptions(q), enabled: q.trim().length >= 2 });
