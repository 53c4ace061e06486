import {
  IconAdjustmentsHorizontal,
  IconAntenna,
  IconBell,
  IconBoxMultiple,
  IconBuildingCommunity,
  IconBuildingFactory2,
  IconBulb,
  IconCloudRain,
  IconDeviceMobile,
  IconFence,
  IconHeadset,
  IconHelpCircle,
  IconMessageCircleQuestion,
  IconHistory,
  IconLeaf,
  IconMap,
  IconMapPin,
  IconNews,
  IconPaw,
  IconPlus,
  IconReportAnalytics,
  IconRoute,
  IconSettings,
  IconUsers,
  IconBriefcase,
  IconNotification,
  IconDots,
  type Icon,
} from '@tabler/icons-react';
import { hasRole, type Role } from '@tropero/shared/roles';
import { PANEL_PARAM, type DashboardPanel } from '../features/dashboard/panel-ids';
import { panelRow, panelsOfGroup, type PanelMenuGroup } from '../features/dashboard/panel-registry';
import { contactSupportLink } from '../features/support/contact-support-link';
import { href, routes, type RouteId } from '../config/routes';

/** One entry of the side menu: a page of the route table or a panel of the dashboard. */
export interface MenuEntry {
  key: string;
  /** i18n key of the label. */
  label: string;
  icon: Icon;
  to: string;
  roles: readonly Role[];
}

export interface MenuGroup {
  key: string;
  label: string;
  icon: Icon;
  entries: MenuEntry[];
}

const ADMINS: readonly Role[] = ['admin', 'superadmin'];

function page(id: Exclude<RouteId, 'notification' | 'technicalSupportChat'>, icon: Icon): MenuEntry {
  const route = routes[id];
  return {
    key: id,
    label: route.title,
    icon,
    to: href(id),
    roles: route.access === 'private' ? route.roles : [],
  };
}

/** A dashboard panel's entry, as its registry row describes it: a link to the panel, or to the page doing its work. */
function panel(id: DashboardPanel): MenuEntry {
  const row = panelRow(id);
  const base = { key: id, label: `dashboard.panels.${id}.title`, icon: row.icon };
  if (row.surface === 'page') {
    const route = routes[row.page.route];
    return { ...base, to: href(row.page.route, {}, row.page.query), roles: route.roles };
  }
  return {
    ...base,
    to: href('dashboard', {}, { [PANEL_PARAM]: id }),
    roles: row.edits ? ADMINS : routes.dashboard.roles,
  };
}

/** The entries of the registry's panels listed in a menu group. */
const panels = (group: PanelMenuGroup): MenuEntry[] => panelsOfGroup(group).map(panel);

const group = (key: string, icon: Icon, entries: MenuEntry[]): MenuGroup => ({
  key,
  label: `menu.groups.${key}`,
  icon,
  entries,
});

const EVERYONE: readonly Role[] = ['invite', 'admin', 'superadmin'];

/** "Contactar soporte" (spec §1): the rancher's conversation with support, over the current page. */
export const CONTACT_SUPPORT_ENTRY: MenuEntry = {
  key: 'contactSupport',
  label: 'menu.contactSupport',
  icon: IconMessageCircleQuestion,
  to: contactSupportLink(),
  roles: EVERYONE,
};

/** The map, above the groups: it is home (docs/ui.md). */
export const HOME_ENTRY = page('dashboard', IconMap);

/** The side-menu groups of spec §1, in its order. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  group('management', IconBriefcase, [
    page('ownersManagement', IconBuildingCommunity),
    page('users', IconUsers),
    page('devicesManagement', IconDeviceMobile),
    page('batchManagement', IconBoxMultiple),
    page('devicesFactory', IconBuildingFactory2),
    page('gwAssignment', IconAntenna),
    page('reports', IconReportAnalytics),
    page('coefficients', IconAdjustmentsHorizontal),
    page('newsFeed', IconNews),
    page('newsFeedAdmin', IconSettings),
    page('newsFeedCreate', IconPlus),
    page('technicalSupport', IconHeadset),
  ]),
  group('settlements', IconMapPin, [page('settlement', IconMapPin), ...panels('settlements')]),
  group('animals', IconPaw, [
    page('animals', IconPaw),
    page('devices', IconDeviceMobile),
    page('roundups', IconRoute),
    ...panels('animals'),
  ]),
  group('historicals', IconHistory, panels('historicals')),
  group('weather', IconCloudRain, panels('weather')),
  group('plots', IconFence, panels('plots')),
  group('grazing', IconLeaf, panels('grazing')),
  group('help', IconHelpCircle, [
    ...panels('help'),
    CONTACT_SUPPORT_ENTRY,
    page('news', IconNews),
    page('alerts', IconBell),
    page('notifications', IconNotification),
  ]),
  group('expertTips', IconBulb, panels('expertTips')),
];

/** Mobile bottom navigation (docs/ui.md): Mapa, Animales, Alertas, Clima, Más. */
export const BOTTOM_NAVIGATION: readonly MenuEntry[] = [
  { ...HOME_ENTRY, label: 'menu.bottom.map' },
  { ...page('animals', IconPaw), label: 'menu.bottom.animals' },
  { ...page('alerts', IconBell), label: 'menu.bottom.alerts' },
  { ...panel('forecast'), label: 'menu.bottom.weather' },
  { ...page('menu', IconDots), label: 'menu.bottom.more' },
];

export const reachableEntries = (entries: readonly MenuEntry[], tags: readonly string[]): MenuEntry[] =>
  entries.filter((entry) => hasRole(tags, entry.roles));

/** The groups with only the entries the user's role reaches; empty groups are left out. */
export function visibleMenu(tags: readonly string[]): MenuGroup[] {
  return MENU_GROUPS.map((menuGroup) => ({
    ...menuGroup,
    entries: reachableEntries(menuGroup.entries, tags),
  })).filter((menuGroup) => menuGroup.entries.length > 0);
}
