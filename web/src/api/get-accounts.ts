import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@tropero/shared/auth';
import { api } from './client';
import { useUser } from '../lib/session';

/**
 * GET /userAccount/{userId}?active=true (spec §7): the accounts a user owns or belongs to. The signed-in
 * user's own list fails quietly: the account gate says so in the page.
 */
export const getAccounts = (userId: string, alert = false): Promise<Account[]> =>
  api.get<Account[]>(`/userAccount/${userId}`, { query: { active: true }, alert });

export const accountsKey = (userId: string) => ['accounts', userId] as const;

export const accountsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountsKey(userId), queryFn: () => getAccounts(userId) });

/** The accounts of any user (a superadmin assigning a gateway picks one of its owner's). */
export const useUserAccounts = (userId: string | null) =>
  useQuery({
    queryKey: accountsKey(userId ?? ''),
    queryFn: () => getAccounts(userId ?? '', true),
    enabled: Boolean(userId),
  });

/** The signed-in user's active accounts. */
export function useAccounts() {
  const userId = useUser()?._id ?? '';
  return useQuery({ ...accountsQueryOptions(userId), enabled: userId !== '' });
}
