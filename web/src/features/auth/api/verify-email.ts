import type { messageSchema } from '@tropero/shared/contracts/common';
import type { verifyEmailBody } from '@tropero/shared/contracts/users';
import type { z } from 'zod';
import { api } from '../../../api/client';

/** The server's answer to a link that does not verify (forged, used or expired). */
export const INVALID_VERIFICATION_LINK = 'verification link is invalid or expired';

/** PUT /users/verify-email/{id} {token}: follows the mailed link; the email counts as verified. */
export const verifyEmail = (
  userId: string,
  token: z.input<typeof verifyEmailBody>['token'],
): Promise<z.infer<typeof messageSchema>> =>
  api.put<z.infer<typeof messageSchema>>(
    `/users/verify-email/${userId}`,
    { token },
    { toast: false, alert: false },
  );
