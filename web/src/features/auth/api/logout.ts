import { api } from '../../../api/client';
import { dropPushSubscription } from '../../../lib/push-request';
import { clearSession } from '../../../lib/session';

/**
 * GET /logout ends the server session (the refresh cookie); the local session is cleared even
 * when the server cannot be reached, so logging out always works. This browser stops receiving
 * the user's pushes.
 */
export async function logout(): Promise<void> {
  try {
    await api.get('/logout', { alert: false });
  } finally {
    clearSession('logout');
    void dropPushSubscription().catch(() => undefined);
  }
}
