import type { Role } from '@tropero/shared/roles';

/*
 * The path table: ids, paths, titles and roles, and `href` to link to them. It imports no page, so
 * any feature may link to any route without an import cycle; the pages load from `page-loaders.ts`.
 */

interface RouteBase {
  path: string;
  /** i18n key of the page title (menu entries, document title). */
  title: string;
}

export interface PublicRoute extends RouteBase {
  access: 'public';
  /** Shown whether or not someone is signed in (the page a mailed link opens works either way). */
  signedInToo?: boolean;
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

const publicRoute = (path: string, title: string, flags: { signedInToo?: boolean } = {}): PublicRoute => ({
  access: 'public',
  path,
  title,
  ...(flags.signedInToo && { signedInToo: true }),
});

const privateRoute = (
  path: string,
  title: string,
  roles: readonly Role[],
  flags: { news?: boolean; provider?: boolean; exact?: boolean } = {},
): PrivateRoute => ({
  access: 'private',
  path,
  title,
  roles,
  exact: flags.exact ?? true,
  ...(flags.news && { news: true }),
  ...(flags.provider && { provider: true }),
});

/** Every route of spec §2, declared once; links are built from here with `href`. */
export const routes = {
  login: publicRoute('/login', 'routes.login'),
  register: publicRoute('/register', 'routes.register'),
  reset: publicRoute('/reset', 'routes.reset'),
  password: publicRoute('/password', 'routes.password'),
  addInvite: publicRoute('/addinvite', 'routes.addInvite'),
  recovery: publicRoute('/recovery', 'routes.recovery'),
  verifyEmail: publicRoute('/verify-email', 'routes.verifyEmail', { signedInToo: true }),
  accountInvite: publicRoute('/account-invite', 'routes.accountInvite', { signedInToo: true }),

  home: privateRoute('/', 'routes.menu', EVERYONE, { news: true }),
  menu: privateRoute('/menu', 'routes.menu', EVERYONE, { news: true }),
  dashboard: privateRoute('/dashboard', 'routes.dashboard', EVERYONE, { provider: true }),
  news: privateRoute('/news', 'routes.news', EVERYONE),
  alerts: privateRoute('/alerts', 'routes.alerts', EVERYONE, { provider: true }),
  notifications: privateRoute('/notifications', 'routes.notifications', EVERYONE),
  notification: privateRoute('/notifications/:id', 'routes.notification', EVERYONE),

  settlement: privateRoute('/settlement', 'routes.settlement', ADMINS, { provider: true }),
  animals: privateRoute('/animals', 'routes.animals', ADMINS, { provider: true }),
  devices: privateRoute('/devices', 'routes.devices', ADMINS, { provider: true }),
  roundups: privateRoute('/roundups', 'routes.roundups', ADMINS, { provider: true }),

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
  gwAssignment: privateRoute('/gw-assignment', 'routes.gwAssignment', SUPERADMINS),
  coefficients: privateRoute('/coefficients', 'routes.coefficients', SUPERADMINS),
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
