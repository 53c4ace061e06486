import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSelectedAccount } from '../../../lib/account-selection';

/** The selected account's id: every herd query is keyed by it, so switching accounts never mixes data. */
export const useAccountId = (): string => useSelectedAccount()?.id ?? '';

/** A query of the selected account's herd, idle until an account is selected (and `ready`). */
export function useAccountQuery<Answer, Key extends QueryKey>(
  options: (accountId: string) => UseQueryOptions<Answer, Error, Answer, Key>,
  ready = true,
) {
  const accountId = useAccountId();
  return useQuery({ ...options(accountId), enabled: accountId !== '' && ready });
}
