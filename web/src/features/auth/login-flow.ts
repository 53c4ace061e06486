import type { LoginBody, User } from '@tropero/shared/auth';
import { isApiError } from '../../api/api-error';
import { changeLanguage } from '../../i18n/setup';
import { inviteSearch, readPendingInvite } from '../../lib/pending-invite';
import { requestPushPermission } from '../../lib/push-request';
import { hasRedirectTarget, storeRedirectTarget } from '../../lib/redirect-target';
import { clearSession, storeAccessToken, storeDataToken, storeUser } from '../../lib/session';
import { href } from '../../config/routes';
import { loginToWeatherService } from './adapters/weather-login';
import { dataLogin } from './api/data-login';
import { login } from './api/login';

/** How a login attempt ended; the screen shows the matching text of spec §8. */
export type LoginOutcome =
  | { status: 'signedIn' }
  | { status: 'needsReset' }
  | { status: 'inactive' }
  | { status: 'badCredentials' }
  | { status: 'failed' };

const INACTIVE_MESSAGE = 'user is not active';

async function authenticate(credentials: LoginBody): Promise<User | LoginOutcome> {
  try {
    const session = await login(credentials);
    storeAccessToken(session.accessToken);
    return session.user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { status: 'badCredentials' };
    if (isApiError(error) && error.message === INACTIVE_MESSAGE) return { status: 'inactive' };
    return { status: 'failed' };
  }
}

/** An accepted invitation is what a user who logged in from an invite link came for. */
function rememberPendingInvite(): void {
  const invite = readPendingInvite();
  if (invite && !hasRedirectTarget()) {
    storeRedirectTarget({
      pathname: href('addInvite'),
      search: `?${new URLSearchParams(inviteSearch(invite))}`,
    });
  }
}

/**
 * The login flow of spec §4. Storing the user is the last step: the public guard then sends him
 * to his saved redirect target (or the dashboard).
 */
export async function runLoginFlow(credentials: LoginBody): Promise<LoginOutcome> {
  // 1. Authenticate and store the access token.
  const user = await authenticate(credentials);
  // 2. Check the user.
  if (!('_id' in user)) return user;
  // 3. An inactive user is warned and stays.
  if (!user.active) {
    clearSession();
    return { status: 'inactive' };
  }
  // 4. A user who must reset his password goes to /reset (the screen navigates there).
  if (user.needsPasswordReset) {
    storeUser(user);
    return { status: 'needsReset' };
  }
  // 5. Data-API token, the user, weather service, push permission, then the redirect target. Neither
  //    the weather login nor the push permission holds the login up.
  const data = await dataLogin(credentials);
  if (isApiError(data)) {
    clearSession();
    return { status: 'failed' };
  }
  storeDataToken(data.accessToken);
  await changeLanguage(user.language);
  await loginToWeatherService(user);
  requestPushPermission();
  rememberPendingInvite();
  storeUser(user);
  return { status: 'signedIn' };
}
