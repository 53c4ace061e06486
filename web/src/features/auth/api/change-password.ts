import { api } from '../../../api/client';

/** PUT /users/password/{id} {currentPassword, password}: also clears `needsPasswordReset`. */
export const changePassword = (
  userId: string,
  body: { currentPassword: string; password: string },
): Promise<{ message: string }> =>
  api.put<{ message: string }>(`/users/password/${userId}`, body, { alert: false });
