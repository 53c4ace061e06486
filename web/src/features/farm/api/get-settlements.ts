import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settlement } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import { useSelectedAccount } from '../../../lib/account-selection';

/** GET /settlements: the selected account's settlements and those shared with the user. */
export const getSettlements = (): Promise<Settlement[]> => api.get<Settlement[]>('/settlements');

export const settlementsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: ['settlements', accountId], queryFn: getSettlements });

export function useSettlements() {
  const accountId = useSelectedAccount()?.id ?? '';
  return useQuery({ ...settlementsQueryOptions(accountId), enabled: accountId !== '' });
}
