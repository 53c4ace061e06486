import type { ReactNode } from 'react';
import { useUser } from '../../lib/session';
import type { PrivateRoute } from '../../config/routes';
import { decidePrivate } from './guard-rules';
import { NoAccess } from './no-access';

/** Shows a private page only to the roles its route allows; others get a clear "no access" page. */
export function RoleGate({ route, children }: { route: PrivateRoute; children: ReactNode }) {
  const user = useUser();
  return decidePrivate(user, route).kind === 'forbidden' ? <NoAccess /> : children;
}
