import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@tropero/shared/auth';
import { api } from '../../../api/client';

/** GET /userAccount/{userId}?active=true: the accounts a user owns or belongs to. */
export const getUserAccounts = (userId: string): Promise<Account[]> =>
  api.get<Account[]>(`/userAccount/${userId}`, { query: { active: true } });

export const userAccountsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['accounts', userId], queryFn: () => getUserAccounts(userId) });

export const useUserAccounts = (userId: string | null) =>
  useQuery({ ...userAccountsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
