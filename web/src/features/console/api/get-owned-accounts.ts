import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnersListQuery, OwnersPage } from '@tropero/shared/contracts/owners';
import { api } from '../../../api/client';
import { CONSOLE_ACCOUNTS_KEY } from './console-keys';

export type OwnedAccountsQuery = Partial<OwnersListQuery>;

/** GET /owners-management (superadmin): accounts with their owners, newest first. */
export const getOwnedAccounts = (query: OwnedAccountsQuery): Promise<OwnersPage> =>
  api.get<OwnersPage>('/owners-management', { query: { ...query } });

export const ownedAccountsQueryOptions = (query: OwnedAccountsQuery) =>
  queryOptions({
    queryKey: [...CONSOLE_ACCOUNTS_KEY, 'list', query],
    queryFn: () => getOwnedAccounts(query),
    placeholderData: keepPreviousData,
  });

export const useOwnedAccounts = (query: OwnedAccountsQuery) => useQuery(ownedAccountsQueryOptions(query));
