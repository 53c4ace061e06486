import type { User } from '@tropero/shared/auth';
import { hasRole } from '@tropero/shared/roles';
import { inviteFromSearch, type PendingInvite } from '../../lib/pending-invite';
import { href, type PrivateRoute } from '../../config/routes';

/** What a guard does with a location: show the page, send elsewhere, or say "no access". */
export type GuardDecision =
  | { kind: 'show'; invite?: PendingInvite }
  | { kind: 'redirect'; to: string; rememberTarget?: boolean; invite?: PendingInvite }
  | { kind: 'forbidden' };

type SignedIn = Pick<User, 'tags' | 'needsPasswordReset'> | null;

/**
 * Spec §2, public routes: an invite link opens the accept-invite page (the pair is kept as the
 * pending invite); a guest or a user who must reset his password sees the page he asked for;
 * anybody else is sent on: to the target he was stopped on his way to (spec §4 login step 5),
 * else to the dashboard.
 */
export function decidePublic(
  user: SignedIn,
  location: { pathname: string; search: string },
  redirectTarget: string | null = null,
): GuardDecision {
  const invite = inviteFromSearch(location.search);
  if (invite) {
    return location.pathname === href('addInvite')
      ? { kind: 'show', invite }
      : { kind: 'redirect', to: `${href('addInvite')}${location.search}`, invite };
  }
  if (!user || user.needsPasswordReset) return { kind: 'show' };
  return { kind: 'redirect', to: redirectTarget ?? href('dashboard') };
}

/** Spec §2, private routes: guests go to /login (the target is kept), then the route's roles decide. */
export function decidePrivate(user: SignedIn, route: Pick<PrivateRoute, 'roles'> | null): GuardDecision {
  if (!user) return { kind: 'redirect', to: href('login'), rememberTarget: true };
  if (user.needsPasswordReset) return { kind: 'redirect', to: href('reset') };
  if (route && !hasRole(user.tags, route.roles)) return { kind: 'forbidden' };
  return { kind: 'show' };
}
