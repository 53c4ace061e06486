import { api } from '../../../api/client';

/** PUT /users/password/reset/{id} {token, password}: a new password from the mailed link. */
export const resetPassword = (
  userId: string,
  token: string,
  password: string,
): Promise<{ message: string }> =>
  api.put<{ message: string }>(`/users/password/reset/${userId}`, { token, password }, { alert: false });
