import type { User } from '@tropero/shared/auth';
import { api } from '../../../api/client';

/** PUT /users/{id}/?disableAlert=true (spec §7, §8): never show the blocked-push dialog again. */
export const disablePushReminder = (userId: string): Promise<User> =>
  api.put<User>(`/users/${userId}/`, undefined, { query: { disableAlert: true }, toast: false });
