import { useEffect, useRef, useState } from 'react';
import { i18n, loadDomainTexts } from '../../../i18n/setup';
import { notify } from '../../../lib/notify';
import { clearPushPermissionRequest, isPushPermissionRequested } from '../../../lib/push-request';
import { useUser } from '../../../lib/session';
import { syncPush } from '../push-flow';
import { PushBlockedDialog } from './push-blocked-dialog';

/**
 * Push for the signed-in user (spec §4 step 5, §8, §9), once per user and visit: asks for
 * permission after a login, keeps the subscription current on later visits, and says how it went.
 */
export default function PushSync() {
  const user = useUser();
  const checked = useRef<string | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!user || checked.current === user._id) return;
    checked.current = user._id;
    const atLogin = isPushPermissionRequested();
    clearPushPermissionRequest();
    void syncPush(user, atLogin)
      .then(async (outcome) => {
        if (outcome === 'granted') {
          await loadDomainTexts('news');
          void notify('success', i18n.t('news.push.grantedTitle'), i18n.t('news.push.grantedMessage'));
        } else if (outcome === 'denied' && !user.disableAlert) {
          await loadDomainTexts('news');
          setBlocked(true);
        }
      })
      // A browser or push service that fails leaves the app as it was: alerts stay in the app.
      .catch(() => undefined);
  }, [user]);

  if (!user) return null;
  return <PushBlockedDialog user={user} opened={blocked} onClose={() => setBlocked(false)} />;
}
