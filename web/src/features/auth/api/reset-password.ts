import type { messageSchema } from '@tropero/shared/contracts/common';
import type { passwordResetBody } from '@tropero/shared/contracts/users';
import type { z } from 'zod';
import { api } from '../../../api/client';

type PasswordReset = z.input<typeof passwordResetBody>;

/** PUT /users/password/reset/{id} {token, password}: a new password from the mailed link. */
export const resetPassword = (
  userId: string,
  token: PasswordReset['token'],
  password: PasswordReset['password'],
): Promise<z.infer<typeof messageSchema>> =>
  api.put<z.infer<typeof messageSchema>>(
    `/users/password/reset/${userId}`,
    { token, password },
    { alert: false },
  );
