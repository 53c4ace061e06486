import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';
import { NetworkBanner } from './network-banner';
import { useCurrentRoute } from '../config/use-current-route';

/** The service worker's reload prompt is not needed to show the first screen: it comes later. */
const PwaReloadPrompt = lazy(() => import('./pwa-reload-prompt'));

/** What every screen has: the page title, page-view tracking, the offline badge, the update prompt. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = useCurrentRoute();
  const title = current ? t(current.route.title) : null;

  useEffect(() => {
    document.title = title ? `${title} · Tropero` : 'Tropero';
  }, [title]);

  useEffect(() => trackPageView(pathname), [pathname]);

  return (
    <>
      <Outlet />
      <NetworkBanner />
      <Suspense fallback={null}>
        <PwaReloadPrompt />
      </Suspense>
    </>
  );
}
