import type { ComponentType } from 'react';
import type { Role } from '@tropero/shared/roles';
import { loadDomainTexts, type DomainNamespace } from '../i18n/setup';

/** A page module, loaded only when its route is first opened (spec §2). */
type PageLoader = () => Promise<{ default: ComponentType }>;

interface RouteBase {
  path: string;
  /** i18n key of the page title (menu entries, placeholders, document title). */
  title: string;
  load: PageLoader;
}

export interface PublicRoute extends RouteBase {
  access: 'public';
}

export interface PrivateRoute extends RouteBase {
  access: 'private';
  roles: readonly Role[];
  /** Matches only the path itself; a non-exact route also matches the paths below it. */
  exact: boolean;
  /** The page shows the news (spec §2: the main menu). */
  news?: boolean;
  /** The page works on the selected account's data, so it needs one selected first. */
  provider?: boolean;
}

export type AppRoute = PublicRoute | PrivateRoute;

const EVERYONE: readonly Role[] = ['invite', 'admin', 'superadmin'];
const ADMINS: readonly Role[] = ['admin', 'superadmin'];
const SUPERADMINS: readonly Role[] = ['superadmin'];

/** A page whose texts live in a domain namespace: it shows once both have loaded, never with bare keys. */
const withTexts =
  (namespaces: DomainNamespace | DomainNamespace[], load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), ...[namespaces].flat().map((namespace) => loadDomainTexts(namespace))]).then(
      ([page]) => page,
    );

const placeholder: PageLoader = () => import('../features/placeholder/pages/placeholder-page');
const mainMenu: PageLoader = () => import('../features/menu/pages/main-menu-page');

const publicRoute = (path: string, title: string, load: PageLoader): PublicRoute => ({
  access: 'public',
  path,
  title,
  load,
});

const privateRoute = (
  path: string,
  title: string,
  roles: readonly Role[],
  flags: { load?: PageLoader; news?: boolean; provider?: boolean; exact?: boolean } = {},
): PrivateRoute => ({
  access: 'private',
  path,
  title,
  roles,
  exact: flags.exact ?? true,
  load: flags.load ?? placeholder,
  ...(flags.news && { news: true }),
  ...(flags.provider && { provider: true }),
});

/** Every route of spec §2, declared once; links are built from here with `href`. */
export const routes = {
  login: publicRoute('/login', 'routes.login', () => import('../features/auth/pages/login-page')),
  register: publicRoute('/register', 'routes.register', () => import('../features/auth/pages/register-page')),
  reset: publicRoute('/reset', 'routes.reset', () => import('../features/auth/pages/reset-page')),
  password: publicRoute('/password', 'routes.password', () => import('../features/auth/pages/password-page')),
  addInvite: publicRoute(
    '/addinvite',
    'routes.addInvite',
    () => import('../features/invites/pages/accept-invite-page'),
  ),
  recovery: publicRoute('/recovery', 'routes.recovery', () => import('../features/auth/pages/recovery-page')),

  home: privateRoute('/', 'routes.menu', EVERYONE, { load: mainMenu, news: true }),
  menu: privateRoute('/menu', 'routes.menu', EVERYONE, { load: mainMenu, news: true }),
  dashboard: privateRoute('/dashboard', 'routes.dashboard', EVERYONE, {
    load: withTexts(
      ['farm', 'herd', 'telemetry', 'history'],
      () => import('../features/dashboard/pages/dashboard-page'),
    ),
    provider: true,
  }),
  news: privateRoute('/news', 'routes.news', EVERYONE),
  alerts: privateRoute('/alerts', 'routes.alerts', EVERYONE, { provider: true }),
  notifications: privateRoute('/notifications', 'routes.notifications', EVERYONE),
  notification: privateRoute('/notifications/:id', 'routes.notification', EVERYONE),

  settlement: privateRoute('/settlement', 'routes.settlement', ADMINS, {
    load: withTexts('farm', () => import('../features/farm/pages/settlements-page')),
    provider: true,
  }),
  animals: privateRoute('/animals', 'routes.animals', ADMINS, {
    load: withTexts('herd', () => import('../features/herd/pages/animals-page')),
    provider: true,
  }),
  devices: privateRoute('/devices', 'routes.devices', ADMINS, {
    load: withTexts('herd', () => import('../features/herd/pages/devices-page')),
    provider: true,
  }),
  roundups: privateRoute('/roundups', 'routes.roundups', ADMINS, {
    load: withTexts('herd', () => import('../features/herd/pages/roundups-page')),
    provider: true,
  }),

  ownersManagement: privateRoute('/owners-management', 'routes.ownersManagement', SUPERADMINS),
  devicesManagement: privateRoute('/devices-management', 'routes.devicesManagement', SUPERADMINS),
  batchManagement: privateRoute('/batch-management', 'routes.batchManagement', SUPERADMINS),
  devicesFactory: privateRoute('/devices-factory', 'routes.devicesFactory', SUPERADMINS),
  users: privateRoute('/users', 'routes.users', SUPERADMINS),
  newsFeed: privateRoute('/news-feed', 'routes.newsFeed', SUPERADMINS),
  newsFeedAdmin: privateRoute('/news-feed-admin', 'routes.newsFeedAdmin', SUPERADMINS),
  newsFeedCreate: privateRoute('/news-feed-create', 'routes.newsFeedCreate', SUPERADMINS),
  technicalSupport: privateRoute('/technical-support', 'routes.technicalSupport', SUPERADMINS),
  technicalSupportChat: privateRoute(
    '/technical-support/chat/:phoneNumber',
    'routes.technicalSupportChat',
    SUPERADMINS,
  ),
  reports: privateRoute('/reports', 'routes.reports', SUPERADMINS),
  gwAssignment: privateRoute('/gw-assignment', 'routes.gwAssignment', SUPERADMINS, {
    load: withTexts('herd', () => import('../features/herd/pages/gw-assignment-page')),
  }),
} satisfies Record<string, AppRoute>;

export type RouteId = keyof typeof routes;

type RouteParams = Record<string, string | number>;

/** The link to a route: its path with the parameters filled in, plus an optional query. */
export function href(id: RouteId, params: RouteParams = {}, query: Record<string, string> = {}): string {
  const path = routes[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href(${id}) needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

export const routeEntries = Object.entries(routes) as [RouteId, AppRoute][];
