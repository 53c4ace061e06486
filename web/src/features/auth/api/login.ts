import type { LoginBody, LoginResponse } from '@tropero/shared/auth';
import { api } from '../../../api/client';

/** POST /login (spec §7). The login screen explains failures itself, so no toast or alert. */
export const login = (credentials: LoginBody): Promise<LoginResponse> =>
  api.post<LoginResponse>('/login', credentials, { toast: false, alert: false });
