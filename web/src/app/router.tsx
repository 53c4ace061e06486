import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PrivateGuard } from './guards/private-guard';
import { PublicGuard } from './guards/public-guard';
import { RootLayout } from './root-layout';
import { pageLoader } from './page-loaders';
import { routeEntries } from '../config/routes';
import { routerPath } from '../config/use-current-route';

/** The private frame (menu, top bar) loads only once somebody signs in: /login stays light. */
const AppLayout = lazy(() => import('./layout/app-layout'));
const NotFoundPage = lazy(() => import('../features/status/pages/not-found-page'));

function fullPage(Page: ComponentType) {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Page />
    </Suspense>
  );
}

/**
 * The route objects for the route table: public pages behind their guard, the pages of mailed links
 * (shown signed in or not), then the private ones inside the layout.
 */
function buildRoutes(): RouteObject[] {
  const publicPages: RouteObject[] = [];
  const openPages: RouteObject[] = [];
  const privatePages: RouteObject[] = [];
  for (const [id, route] of routeEntries) {
    const Page = lazy(pageLoader(id));
    if (route.access === 'public') {
      (route.signedInToo ? openPages : publicPages).push({ path: route.path, element: fullPage(Page) });
    } else {
      // The layout wraps these in the role and account gates and a loading fallback.
      privatePages.push({ path: routerPath(route), element: <Page /> });
    }
  }
  return [
    {
      element: <RootLayout />,
      children: [
        { element: <PublicGuard />, children: publicPages },
        ...openPages,
        { element: <PrivateGuard />, children: [{ element: fullPage(AppLayout), children: privatePages }] },
        { path: '*', element: fullPage(NotFoundPage) },
      ],
    },
  ];
}

const ROUTES = buildRoutes();

/** Every screen of spec §2, lazily loaded behind its guard. */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
