import type { messageSchema } from '@tropero/shared/contracts/common';
import type { passwordChangeBody } from '@tropero/shared/contracts/users';
import type { z } from 'zod';
import { api } from '../../../api/client';

export type PasswordChange = z.input<typeof passwordChangeBody>;

/** PUT /users/password/{id} {currentPassword, password}: also clears `needsPasswordReset`. */
export const changePassword = (
  userId: string,
  body: PasswordChange,
): Promise<z.infer<typeof messageSchema>> =>
  api.put<z.infer<typeof messageSchema>>(`/users/password/${userId}`, body, { alert: false });
