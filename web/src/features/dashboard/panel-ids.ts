/**
 * The dashboard actions of spec §2 that open a panel over the map. Each is reached by the
 * `panel` query parameter (`/dashboard?panel=ithHistory`), so the menu can link to them.
 */
export const DASHBOARD_PANELS = [
  'shareSettlement',
  'settlementAlerts',
  'farmMarker',
  'manageAccounts',
  'loadAnimals',
  'loadDevices',
  'fastDeviceLoading',
  'animalEvents',
  'animalAllocation',
  'downloadData',
  'ithHistory',
  'temperatureHistory',
  'animalCount',
  'distanceEnergy',
  'histogram',
  'ndviHistory',
  'batteryHistory',
  'forecast',
  'weatherImages',
  'editSettlement',
  'newPlot',
  'uploadKml',
  'plotColour',
  'plotsBatch',
  'virtualFences',
  'cropHistory',
  'grazingDynamics',
  'heatMap',
  'biomass',
  'animalBehaviour',
  'faqs',
  'managementTips',
  'expertTips',
] as const;

export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];

export const PANEL_PARAM = 'panel';

export const isDashboardPanel = (value: string | null): value is DashboardPanel =>
  (DASHBOARD_PANELS as readonly (string | null)[]).includes(value);
