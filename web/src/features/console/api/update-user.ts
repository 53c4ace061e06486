import { useMutation } from '@tanstack/react-query';
import type { User } from '@tropero/shared/auth';
import { api } from '../../../api/client';
import { CONSOLE_USERS_KEY, useRefreshConsole } from './console-keys';

export type UserConsoleChange = { active: boolean } | { tags: string[] };

/** PUT /users/{id} (superadmin): activates or deactivates a user, or sets his tags. Audited. */
export const updateUser = (id: string, change: UserConsoleChange): Promise<User> =>
  api.put<User>(`/users/${id}`, change);

export function useUpdateUser() {
  const refresh = useRefreshConsole(CONSOLE_USERS_KEY);
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserConsoleChange }) => updateUser(id, change),
    onSuccess: refresh,
  });
}
