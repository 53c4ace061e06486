import { api } from '../../../api/client';

/** POST /users/password/reset {email}: mails a recovery link; always answers 200. */
export const requestRecovery = (email: string): Promise<{ message: string }> =>
  api.post<{ message: string }>('/users/password/reset', { email }, { toast: false });
