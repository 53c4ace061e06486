import { useMemo } from 'react';
import { matchPath, useLocation } from 'react-router';
import { routeEntries, type AppRoute, type RouteId } from './routes';

/** The router path of a table entry: a non-exact route also matches the paths below it. */
export const routerPath = (route: AppRoute): string =>
  route.access === 'private' && !route.exact ? `${route.path}/*` : route.path;

/** The entry of the route table the current location matches, if any. */
export function useCurrentRoute(): { id: RouteId; route: AppRoute } | null {
  const { pathname } = useLocation();
  return useMemo(() => {
    const found = routeEntries.find(([, route]) => matchPath(routerPath(route), pathname));
    return found ? { id: found[0], route: found[1] } : null;
  }, [pathname]);
}
