import type { ComponentType } from 'react';
import { loadDomainTexts, type DomainNamespace } from '../i18n/setup';
import type { RouteId } from '../config/routes';

/** A page module, loaded only when its route is first opened (spec §2). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A page whose texts live in a domain namespace: it shows once both have loaded, never with bare keys. */
const withTexts =
  (namespaces: DomainNamespace | DomainNamespace[], load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), ...[namespaces].flat().map((namespace) => loadDomainTexts(namespace))]).then(
      ([page]) => page,
    );

const mainMenu: PageLoader = withTexts('news', () => import('./main-menu/main-menu-page'));

/** Every route of the path table's page. */
const PAGES: Record<RouteId, PageLoader> = {
  login: () => import('../features/auth/pages/login-page'),
  register: () => import('../features/auth/pages/register-page'),
  reset: () => import('../features/auth/pages/reset-page'),
  password: () => import('../features/auth/pages/password-page'),
  addInvite: () => import('../features/invites/pages/accept-invite-page'),
  recovery: () => import('../features/auth/pages/recovery-page'),
  verifyEmail: () => import('../features/auth/pages/verify-email-page'),
  accountInvite: () => import('../features/accounts/pages/account-invite-page'),
  home: mainMenu,
  menu: mainMenu,
  dashboard: withTexts(
    ['farm', 'herd', 'telemetry', 'history', 'weather', 'forage', 'alerts', 'help', 'accounts'],
    () => import('../features/dashboard/pages/dashboard-page'),
  ),
  settlement: withTexts('farm', () => import('../features/farm/pages/settlements-page')),
  animals: withTexts('herd', () => import('../features/herd/pages/animals-page')),
  devices: withTexts('herd', () => import('../features/herd/pages/devices-page')),
  roundups: withTexts('herd', () => import('../features/herd/pages/roundups-page')),
  gwAssignment: withTexts('herd', () => import('../features/herd/pages/gw-assignment-page')),
  reports: withTexts('reports', () => import('../features/reports/pages/reports-page')),
  news: withTexts('news', () => import('../features/news/pages/news-page')),
  newsFeed: withTexts('news', () => import('../features/news/pages/news-feed-page')),
  newsFeedAdmin: withTexts('news', () => import('../features/news/pages/news-feed-admin-page')),
  newsFeedCreate: withTexts('news', () => import('../features/news/pages/news-feed-create-page')),
  alerts: withTexts('alerts', () => import('../features/alerts/pages/alerts-page')),
  notifications: withTexts('alerts', () => import('../features/alerts/pages/notifications-page')),
  // Its small map's texts are the farm's.
  notification: withTexts(['alerts', 'farm'], () => import('../features/alerts/pages/notification-page')),
  devicesFactory: withTexts(
    'device-factory',
    () => import('../features/device-factory/pages/devices-factory-page'),
  ),
  batchManagement: withTexts(
    'device-factory',
    () => import('../features/device-factory/pages/batch-management-page'),
  ),
  devicesManagement: withTexts(
    'device-factory',
    () => import('../features/device-factory/pages/devices-management-page'),
  ),
  technicalSupport: withTexts('support', () => import('../features/support/pages/inbox-page')),
  // The customer's recent alerts are named with the alerts' texts.
  technicalSupportChat: withTexts(['support', 'alerts'], () => import('../features/support/pages/chat-page')),
  users: withTexts('console', () => import('../features/console/pages/users-page')),
  ownersManagement: withTexts('console', () => import('../features/console/pages/owners-management-page')),
  // The tables and confidences are named with the forage texts, as the biomass panel names them.
  coefficients: withTexts(['console', 'forage'], () => import('../features/console/pages/coefficients-page')),
};

export const pageLoader = (id: RouteId): PageLoader => PAGES[id];
