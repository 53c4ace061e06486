import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { storePendingInvite } from '../../lib/pending-invite';
import { clearRedirectTarget, readRedirectTarget } from '../../lib/redirect-target';
import { useUser } from '../../lib/session';
import { decidePublic } from './guard-rules';

/**
 * The guard of the public routes (spec §2). It is also what moves a user on after login: once the
 * session holds the user, he is sent to his saved target, which is then forgotten.
 */
export function PublicGuard() {
  const user = useUser();
  const location = useLocation();
  const signedIn = user !== null && !user.needsPasswordReset;
  const decision = decidePublic(user, location, signedIn ? readRedirectTarget() : null);
  const invite = decision.kind === 'forbidden' ? undefined : decision.invite;
  const settlementId = invite?.settlementId;
  const userId = invite?.userId;
  const token = invite?.token;
  const leaving = decision.kind === 'redirect' && signedIn && !invite;

  useEffect(() => {
    if (settlementId && userId) storePendingInvite({ settlementId, userId, ...(token && { token }) });
  }, [settlementId, userId, token]);

  useEffect(() => {
    if (leaving) clearRedirectTarget();
  }, [leaving]);

  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}
