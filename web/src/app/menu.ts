import {
  IconAntenna,
  IconBattery2,
  IconBell,
  IconBellRinging,
  IconBoxMultiple,
  IconBuildingCommunity,
  IconBuildingFactory2,
  IconBulb,
  IconCalculator,
  IconCalendarEvent,
  IconChartBar,
  IconChartLine,
  IconCloudRain,
  IconDeviceMobile,
  IconDownload,
  IconEdit,
  IconFence,
  IconFileUpload,
  IconFlame,
  IconHeadset,
  IconHelpCircle,
  IconHistory,
  IconLeaf,
  IconListCheck,
  IconMap,
  IconMapPin,
  IconNews,
  IconPalette,
  IconPaw,
  IconPlant2,
  IconPlus,
  IconRadar,
  IconReportAnalytics,
  IconRoute,
  IconSatellite,
  IconSchool,
  IconSettings,
  IconShare,
  IconSparkles,
  IconTag,
  IconTemperature,
  IconUsers,
  IconBriefcase,
  IconArrowsShuffle,
  IconNotification,
  IconDots,
  type Icon,
} from '@tabler/icons-react';
import { hasRole, type Role } from '@tropero/shared/roles';
import { PANEL_PARAM, type DashboardPanel } from '../features/dashboard/panel-ids';
import { href, routes, type RouteId } from './routes';

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

function panel(id: DashboardPanel, icon: Icon, roles: readonly Role[] = routes.dashboard.roles): MenuEntry {
  return {
    key: id,
    label: `dashboard.panels.${id}.title`,
    icon,
    to: href('dashboard', {}, { [PANEL_PARAM]: id }),
    roles,
  };
}

/**
 * A dashboard action whose work is done on a management page: the entry keeps the action's label
 * and opens that page with the dialog the action names (`/animals?import=1`).
 */
function pageAction(
  key: DashboardPanel,
  id: 'animals' | 'devices' | 'roundups',
  query: Record<string, string>,
  icon: Icon,
): MenuEntry {
  return { ...page(id, icon), key, label: `dashboard.panels.${key}.title`, to: href(id, {}, query) };
}

const group = (key: string, icon: Icon, entries: MenuEntry[]): MenuGroup => ({
  key,
  label: `menu.groups.${key}`,
  icon,
  entries,
});

/** The map, above the groups: it is home (ui.md). */
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
    page('newsFeed', IconNews),
    page('newsFeedAdmin', IconSettings),
    page('newsFeedCreate', IconPlus),
    page('technicalSupport', IconHeadset),
  ]),
  group('settlements', IconMapPin, [
    page('settlement', IconMapPin),
    panel('editSettlement', IconEdit, ADMINS),
    panel('shareSettlement', IconShare, ADMINS),
    panel('settlementAlerts', IconBellRinging, ADMINS),
    panel('farmMarker', IconTag, ADMINS),
    panel('manageAccounts', IconUsers),
  ]),
  group('animals', IconPaw, [
    page('animals', IconPaw),
    page('devices', IconDeviceMobile),
    page('roundups', IconRoute),
    pageAction('loadAnimals', 'animals', { import: '1' }, IconFileUpload),
    pageAction('loadDevices', 'devices', { import: '1' }, IconFileUpload),
    pageAction('fastDeviceLoading', 'devices', { fastLoad: '1' }, IconPlus),
    panel('animalEvents', IconCalendarEvent),
    pageAction('animalAllocation', 'roundups', {}, IconArrowsShuffle),
    panel('downloadData', IconDownload),
  ]),
  group('historicals', IconHistory, [
    panel('ithHistory', IconTemperature),
    panel('temperatureHistory', IconChartLine),
    panel('animalCount', IconChartBar),
    panel('distanceEnergy', IconRoute),
    panel('histogram', IconChartBar),
    panel('ndviHistory', IconSatellite),
    panel('batteryHistory', IconBattery2),
  ]),
  group('weather', IconCloudRain, [panel('forecast', IconCloudRain), panel('weatherImages', IconRadar)]),
  group('plots', IconFence, [
    panel('newPlot', IconPlus, ADMINS),
    panel('uploadKml', IconFileUpload, ADMINS),
    panel('plotColour', IconPalette, ADMINS),
    panel('plotsBatch', IconListCheck, ADMINS),
    panel('virtualFences', IconFence, ADMINS),
    panel('cropHistory', IconPlant2),
  ]),
  group('grazing', IconLeaf, [
    panel('grazingDynamics', IconLeaf),
    panel('heatMap', IconFlame),
    panel('biomass', IconCalculator),
    panel('animalBehaviour', IconChartLine),
  ]),
  group('help', IconHelpCircle, [
    panel('faqs', IconHelpCircle),
    page('news', IconNews),
    page('alerts', IconBell),
    page('notifications', IconNotification),
  ]),
  group('expertTips', IconBulb, [panel('managementTips', IconSchool), panel('expertTips', IconSparkles)]),
];

/** Mobile bottom navigation (ui.md): Mapa, Animales, Alertas, Clima, Más. */
export const BOTTOM_NAVIGATION: readonly MenuEntry[] = [
  { ...HOME_ENTRY, label: 'menu.bottom.map' },
  { ...page('animals', IconPaw), label: 'menu.bottom.animals' },
  { ...page('alerts', IconBell), label: 'menu.bottom.alerts' },
  { ...panel('forecast', IconCloudRain), label: 'menu.bottom.weather' },
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
