import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account, User } from '@tropero/shared/auth';
import { api } from '../../../api/client';
import { CONSOLE_USERS_KEY } from './console-keys';

/** GET /users/{id} and GET /userAccount/{id}: a user and the accounts he belongs to. */
export const getUser = async (id: string): Promise<{ user: User; accounts: Account[] }> => {
  const [user, accounts] = await Promise.all([
    api.get<User>(`/users/${id}`),
    api.get<Account[]>(`/userAccount/${id}`),
  ]);
  return { user, accounts };
};

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...CONSOLE_USERS_KEY, 'detail', id], queryFn: () => getUser(id) });

export const useUser = (id: string | null) =>
  useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== null });
