import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@tropero/shared/auth';
import { api } from './client';
import { useUser } from '../lib/session';

/** GET /userAccount/{userId}?active=true (spec §7): the accounts the user owns or belongs to. */
export const getAccounts = (userId: string): Promise<Account[]> =>
  api.get<Account[]>(`/userAccount/${userId}`, { query: { active: true }, alert: false });

export const accountsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['accounts', userId], queryFn: () => getAccounts(userId) });

/** The signed-in user's active accounts. */
export function useAccounts() {
  const userId = useUser()?._id ?? '';
  return useQuery({ ...accountsQueryOptions(userId), enabled: userId !== '' });
}
