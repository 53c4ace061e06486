import type { z } from 'zod';
import type { messageSchema } from '@tropero/shared/contracts/common';
import { api } from './client';

/** The server's refusal of an invitation that needs a verified email (or the link's secret). */
export const EMAIL_NOT_VERIFIED = 'email not verified';

/** POST /users/verify-email: mails the signed-in user a new link to verify his email. */
export const resendVerification = (): Promise<z.infer<typeof messageSchema>> =>
  api.post<z.infer<typeof messageSchema>>('/users/verify-email', undefined, { toast: false });
