import type { LoginBody } from '@tropero/shared/auth';
import type { accessTokenSchema } from '@tropero/shared/contracts/auth';
import type { z } from 'zod';
import type { ApiError } from '../../../api/api-error';
import { dataApi } from '../../../api/client';

type DataToken = z.infer<typeof accessTokenSchema>;

/** POST /data-api/login: the second token of login step 5; like every data-API call, it returns its error. */
export const dataLogin = (credentials: LoginBody): Promise<DataToken | ApiError> =>
  dataApi.post<DataToken>('/login', credentials, { toast: false, alert: false });
