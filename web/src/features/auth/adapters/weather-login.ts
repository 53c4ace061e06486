import type { User } from '@tropero/shared/auth';
import { api } from '../../../api/client';

/**
 * Login step 5 logs the user in to the weather service (spec §4, POST /cabure/login). It does not
 * hold the login up: the weather panels ask it again for what it answers (source, credit, images),
 * and a failure never stops a login.
 */
export async function loginToWeatherService(_user: User): Promise<void> {
  void api.post('/cabure/login', undefined, { toast: false, alert: false }).catch(() => undefined);
}
