import type { User } from '@tropero/shared/auth';

/**
 * Login step 5 logs the user in to the weather service (spec §4, POST /cabure/login). The
 * server has no weather login yet: this adapter is where the weather issue plugs it in.
 */
export async function loginToWeatherService(_user: User): Promise<void> {}
