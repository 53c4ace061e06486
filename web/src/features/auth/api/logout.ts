import { api } from '../../../api/client';
import { clearSession } from '../../../lib/session';

/**
 * GET /logout ends the server session (the refresh cookie); the local session is cleared even
 * when the server cannot be reached, so logging out always works.
 */
export async function logout(): Promise<void> {
  try {
    await api.get('/logout', { alert: false });
  } finally {
    clearSession('logout');
  }
}
