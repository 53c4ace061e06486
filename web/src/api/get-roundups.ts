import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSelectedAccount } from '../lib/account-selection';
import type { Roundup } from '@tropero/shared/contracts/herd';
import { api } from './client';

export type { Roundup };

/** GET /roundups?settlementId=: the roundups of one settlement, or of every settlement reached. */
export const getRoundups = (settlementId?: string | null): Promise<Roundup[]> =>
  api.get<Roundup[]>('/roundups', { query: { settlementId } });

/** Keyed by account, so switching accounts never mixes data (the herd pages invalidate by it). */
export const roundupsKey = (accountId: string) => ['roundups', accountId] as const;

export const roundupsQueryOptions = (accountId: string, settlementId?: string | null) =>
  queryOptions({
    queryKey: [...roundupsKey(accountId), settlementId ?? 'all'],
    queryFn: () => getRoundups(settlementId),
  });

/** The roundups of one settlement (the herd pages and the dashboard's filters and map colours read them). */
export function useRoundups(settlementId?: string | null) {
  const accountId = useSelectedAccount()?.id ?? '';
  return useQuery({ ...roundupsQueryOptions(accountId, settlementId), enabled: accountId !== '' });
}
