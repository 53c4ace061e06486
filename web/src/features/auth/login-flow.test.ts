import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { storePendingInvite } from '../../lib/pending-invite';
import { clearPushPermissionRequest, isPushPermissionRequested } from '../../lib/push-request';
import { readRedirectTarget, storeRedirectTarget } from '../../lib/redirect-target';
import { clearSession, sessionStore } from '../../lib/session';
import { aUser } from '../../test/fixtures';
import { loginToWeatherService } from './adapters/weather-login';
import { dataLogin } from './api/data-login';
import { login } from './api/login';
import { runLoginFlow } from './login-flow';

vi.mock('./api/login', () => ({ login: vi.fn() }));
vi.mock('./api/data-login', () => ({ dataLogin: vi.fn() }));
vi.mock('./adapters/weather-login', () => ({ loginToWeatherService: vi.fn() }));

const credentials = { email: 'productor@example.com', password: 'secreto123' };
const session = (changes: Parameters<typeof aUser>[0] = {}) => ({
  accessToken: 'access',
  refreshToken: 'refresh',
  user: aUser(changes),
});

beforeEach(() => {
  vi.mocked(login).mockReset();
  vi.mocked(dataLogin).mockReset().mockResolvedValue({ accessToken: 'data' });
  vi.mocked(loginToWeatherService).mockClear();
  clearPushPermissionRequest();
});
afterEach(() => clearSession());

describe('runLoginFlow (spec §4)', () => {
  it('stores both tokens and the user, then runs the weather and push steps', async () => {
    vi.mocked(login).mockResolvedValue(session());

    await expect(runLoginFlow(credentials)).resolves.toEqual({ status: 'signedIn' });

    expect(dataLogin).toHaveBeenCalledWith(credentials);
    expect(sessionStore.get()).toMatchObject({
      accessToken: 'access',
      accessTokenData: 'data',
      user: { _id: aUser()._id, accessToken: 'access', accessTokenData: 'data' },
    });
    expect(loginToWeatherService).toHaveBeenCalled();
    expect(isPushPermissionRequested()).toBe(true);
  });

  it('keeps a saved redirect target for the guard to honour', async () => {
    vi.mocked(login).mockResolvedValue(session());
    storeRedirectTarget({ pathname: '/settlement', search: '?a=1' });

    await runLoginFlow(credentials);

    expect(readRedirectTarget()).toBe('/settlement?a=1');
  });

  it('sends a user who came from an invite link back to the invitation', async () => {
    vi.mocked(login).mockResolvedValue(session());
    storePendingInvite({ settlementId: '111111111111111111111111', userId: '222222222222222222222222' });

    await runLoginFlow(credentials);

    expect(readRedirectTarget()).toBe(
      '/addinvite?settlement=111111111111111111111111&user=222222222222222222222222',
    );
  });

  it('keeps the invitation link’s secret on the way back to it', async () => {
    vi.mocked(login).mockResolvedValue(session());
    storePendingInvite({
      settlementId: '111111111111111111111111',
      userId: '222222222222222222222222',
      token: 'secreto-del-enlace',
    });

    await runLoginFlow(credentials);

    expect(readRedirectTarget()).toBe(
      '/addinvite?settlement=111111111111111111111111&user=222222222222222222222222&token=secreto-del-enlace',
    );
  });

  it('stops at /reset for a user who needs a password reset, without the data-API token', async () => {
    vi.mocked(login).mockResolvedValue(session({ needsPasswordReset: true }));

    await expect(runLoginFlow(credentials)).resolves.toEqual({ status: 'needsReset' });
    expect(dataLogin).not.toHaveBeenCalled();
    expect(sessionStore.get().user?.needsPasswordReset).toBe(true);
  });

  it('warns an inactive user and keeps nobody signed in', async () => {
    vi.mocked(login).mockRejectedValue(new ApiError(403, { message: 'user is not active' }));
    await expect(runLoginFlow(credentials)).resolves.toEqual({ status: 'inactive' });

    vi.mocked(login).mockResolvedValue(session({ active: false }));
    await expect(runLoginFlow(credentials)).resolves.toEqual({ status: 'inactive' });
    expect(sessionStore.get()).toMatchObject({ user: null, accessToken: null });
  });

  it('tells wrong credentials apart from other failures', async () => {
    vi.mocked(login).mockRejectedValue(new ApiError(401, { message: 'invalid credentials' }));
    await expect(runLoginFlow(credentials)).resolves.toEqual({ status: 'badCredentials' });

    vi.mocked(login).mockRejectedValue(new ApiError(0, null));
    await expect(runLoginFlow(credentials)).resolves.toEqual({ status: 'failed' });

    vi.mocked(login).mockRejectedValue(new ApiError(429, { message: 'too many attempts, try again later' }));
    await expect(runLoginFlow(credentials)).resolves.toEqual({ status: 'failed' });
  });

  it('fails without a session when the data-API login fails', async () => {
    vi.mocked(login).mockResolvedValue(session());
    vi.mocked(dataLogin).mockResolvedValue(new ApiError(500, { message: 'internal error' }));

    await expect(runLoginFlow(credentials)).resolves.toEqual({ status: 'failed' });
    expect(sessionStore.get().accessToken).toBeNull();
  });
});
