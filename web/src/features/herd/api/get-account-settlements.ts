import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_PARAM } from '@tropero/shared/constants';
import type { Settlement } from '@tropero/shared/farm';
import { api } from '../../../api/client';

/** GET /settlements of another account than the selected one (a superadmin reaches any). */
export const getAccountSettlements = (accountId: string): Promise<Settlement[]> =>
  api.get<Settlement[]>('/settlements', { query: { [ACCOUNT_QUERY_PARAM]: accountId }, alert: false });

export const accountSettlementsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: ['settlements', accountId], queryFn: () => getAccountSettlements(accountId) });

export const useAccountSettlements = (accountId: string | null) =>
  useQuery({ ...accountSettlementsQueryOptions(accountId ?? ''), enabled: Boolean(accountId) });
