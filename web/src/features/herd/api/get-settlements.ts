import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settlement } from '@tropero/shared/farm';
import { api } from '../../../api/client';
import { useAccountId } from './account-key';

/** GET /settlements: the settlements the user reaches in the selected account, with his access to each. */
export const getSettlements = (): Promise<Settlement[]> => api.get<Settlement[]>('/settlements');

export const settlementsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: ['settlements', accountId], queryFn: getSettlements });

export function useSettlements() {
  const accountId = useAccountId();
  return useQuery({ ...settlementsQueryOptions(accountId), enabled: accountId !== '' });
}
