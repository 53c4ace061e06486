import { queryOptions } from '@tanstack/react-query';
import type { User } from '@tropero/shared/auth';
import { api } from '../../../api/client';

/** GET /users/{id} (spec §7): the user's own record as the server has it now. */
export const getUser = (userId: string): Promise<User> => api.get<User>(`/users/${userId}`, { alert: false });

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId], queryFn: () => getUser(userId) });
