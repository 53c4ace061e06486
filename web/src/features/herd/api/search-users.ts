import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tropero/shared/auth';
import { api } from '../../../api/client';
import type { ListPage } from '../herd-types';

/** GET /users?search= (superadmin): users whose email or name matches. */
export const searchUsers = (search: string): Promise<ListPage<User>> =>
  api.get<ListPage<User>>('/users', { query: { search, pageSize: 10 } });

export const usersSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['users', 'search', search],
    queryFn: () => searchUsers(search),
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (search: string) =>
  useQuery({ ...usersSearchQueryOptions(search), enabled: search.trim().length >= 2 });
