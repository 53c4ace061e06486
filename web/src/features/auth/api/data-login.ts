import type { LoginBody } from '@tropero/shared/auth';
import type { ApiError } from '../../../api/api-error';
import { dataApi } from '../../../api/client';

/** POST /data-api/login: the second token of login step 5; like every data-API call, it returns its error. */
export const dataLogin = (credentials: LoginBody): Promise<{ accessToken: string } | ApiError> =>
  dataApi.post<{ accessToken: string }>('/login', credentials, { toast: false, alert: false });
