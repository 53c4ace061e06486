import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { userListResponse } from '@tropero/shared/contracts/users';
import type { z } from 'zod';
import { api } from './client';

type UserPage = z.infer<typeof userListResponse>;

/** GET /users?search= (superadmin): users whose email or name matches (gateway assignment, support's links). */
export const searchUsers = (search: string): Promise<UserPage> =>
  api.get<UserPage>('/users', { query: { search, pageSize: 10 } });

export const usersSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['users', 'search', search],
    queryFn: () => searchUsers(search),
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (search: string) =>
  useQuery({ ...usersSearchQueryOptions(search), enabled: search.trim().length >= 2 });
