import type { SignUpBody, User } from '@tropero/shared/auth';
import { api } from '../../../api/client';

/** POST /users (spec §7): sign-up. The form shows a taken email next to the field. */
export const signUp = (body: SignUpBody): Promise<User> =>
  api.post<User>('/users', body, { toast: false, alert: false });
