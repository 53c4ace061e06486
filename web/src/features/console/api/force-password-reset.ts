import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { CONSOLE_USERS_KEY, useRefreshConsole } from './console-keys';

/** POST /users/{id}/password-reset (superadmin): ends his sessions and mails him a reset link. Audited. */
export const forcePasswordReset = (id: string): Promise<unknown> =>
  api.post(`/users/${id}/password-reset`, {}, { change: 'update' });

export function useForcePasswordReset() {
  const refresh = useRefreshConsole(CONSOLE_USERS_KEY);
  return useMutation({ mutationFn: forcePasswordReset, onSuccess: refresh });
}
