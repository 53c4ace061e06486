import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { storeRedirectTarget } from '../../lib/redirect-target';
import { useSession } from '../../lib/session';
import { decidePrivate } from './guard-rules';

/** Lets only a signed-in user (who need not reset his password) into the private area (spec §2). */
export function PrivateGuard() {
  const { user, loggedOut } = useSession();
  const { pathname, search } = useLocation();
  const decision = decidePrivate(user, null);
  // A user who logged out himself is not coming back to where he was (spec §4 logout).
  const rememberTarget = decision.kind === 'redirect' && decision.rememberTarget === true && !loggedOut;

  useEffect(() => {
    if (rememberTarget) storeRedirectTarget({ pathname, search });
  }, [rememberTarget, pathname, search]);

  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}
