import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { Roundup } from '../herd-types';
import { useAccountId } from './account-key';

/** GET /roundups?settlementId=: the roundups of one settlement, or of every settlement reached. */
export const getRoundups = (settlementId?: string | null): Promise<Roundup[]> =>
  api.get<Roundup[]>('/roundups', { query: { settlementId } });

export const roundupsKey = (accountId: string) => ['roundups', accountId] as const;

export const roundupsQueryOptions = (accountId: string, settlementId?: string | null) =>
  queryOptions({
    queryKey: [...roundupsKey(accountId), settlementId ?? 'all'],
    queryFn: () => getRoundups(settlementId),
  });

export function useRoundups(settlementId?: string | null) {
  const accountId = useAccountId();
  return useQuery({ ...roundupsQueryOptions(accountId, settlementId), enabled: accountId !== '' });
}
