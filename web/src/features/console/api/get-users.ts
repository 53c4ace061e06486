import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tropero/shared/auth';
import { api } from '../../../api/client';
import { CONSOLE_USERS_KEY } from './console-keys';

export interface UsersQuery {
  page: number;
  pageSize: number;
  search?: string;
  active?: 'true' | 'false';
}

export interface UsersPage {
  items: User[];
  total: number;
}

/** GET /users (superadmin): users not deleted, by email, searched by name or email. */
export const getUsers = (query: UsersQuery): Promise<UsersPage> =>
  api.get<UsersPage>('/users', { query: { ...query } });

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...CONSOLE_USERS_KEY, 'list', query],
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
