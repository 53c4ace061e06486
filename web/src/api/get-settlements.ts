import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_PARAM } from '@tropero/shared/constants';
import type { Settlement } from '@tropero/shared/farm';
import { useSelectedAccount } from '../lib/account-selection';
import { api } from './client';

/** GET /settlements: the selected account's settlements and those shared with the user, with his access to each. */
export const getSettlements = (): Promise<Settlement[]> => api.get<Settlement[]>('/settlements');

/** GET /settlements of another account than the selected one (a superadmin reaches any). */
export const getAccountSettlements = (accountId: string): Promise<Settlement[]> =>
  api.get<Settlement[]>('/settlements', { query: { [ACCOUNT_QUERY_PARAM]: accountId }, alert: false });

/** Keyed by account, so switching accounts never mixes data; the settlement mutations invalidate by it. */
export const settlementsKey = (accountId: string) => ['settlements', accountId] as const;

export const settlementsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: settlementsKey(accountId), queryFn: getSettlements });

/** The selected account's settlements (the map, the settlement page and the herd's access rules read them). */
export function useSettlements() {
  const accountId = useSelectedAccount()?.id ?? '';
  return useQuery({ ...settlementsQueryOptions(accountId), enabled: accountId !== '' });
}

/** The settlements of any account, under the same key as that account's own list. */
export const useAccountSettlements = (accountId: string | null) =>
  useQuery({
    queryKey: settlementsKey(accountId ?? ''),
    queryFn: () => getAccountSettlements(accountId ?? ''),
    enabled: Boolean(accountId),
  });
