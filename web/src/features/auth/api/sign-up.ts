import type { SignUpBody } from '@tropero/shared/auth';
import type { messageSchema } from '@tropero/shared/contracts/common';
import type { z } from 'zod';
import { api } from '../../../api/client';

/**
 * POST /users (spec §7): sign-up. The server answers the same whether the email was new or already
 * registered (its owner gets a mail instead), so the answer says nothing about the email.
 */
export const signUp = (body: SignUpBody): Promise<z.infer<typeof messageSchema>> =>
  api.post<z.infer<typeof messageSchema>>('/users', body, { toast: false, alert: false });
