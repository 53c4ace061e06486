import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { CONSOLE_USERS_KEY, useRefreshConsole } from './console-keys';

/** DELETE /users/{id} (superadmin): he can no longer log in; his accounts and data stay. Audited. */
export const deleteUser = (id: string): Promise<unknown> => api.delete(`/users/${id}`);

export function useDeleteUser() {
  const refresh = useRefreshConsole(CONSOLE_USERS_KEY);
  return useMutation({ mutationFn: deleteUser, onSuccess: refresh });
}
