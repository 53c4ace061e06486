import type { messageSchema } from '@tropero/shared/contracts/common';
import type { z } from 'zod';
import { api } from '../../../api/client';

/** POST /users/password/reset {email}: mails a recovery link; always answers 200. */
export const requestRecovery = (email: string): Promise<z.infer<typeof messageSchema>> =>
  api.post<z.infer<typeof messageSchema>>('/users/password/reset', { email }, { toast: false });
