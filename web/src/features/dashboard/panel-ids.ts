/*
 * The dashboard's panel ids, apart from the panel registry: the app's menu and links name a panel
 * without loading anything of the dashboard. Imports nothing.
 */

/**
 * Every panel of the dashboard (spec §2): the actions opened over the map and the bottom tabs. Each is
 * reached by the `panel` query parameter (`/dashboard?panel=ithHistory`), so the menu can link to it.
 */
export const DASHBOARD_PANELS = [
  'settlement',
  'plot',
  'animal',
  'greenIndex',
  'editSettlement',
  'shareSettlement',
  'settlementAlerts',
  'farmMarker',
  'manageAccounts',
  'loadAnimals',
  'loadDevices',
  'fastDeviceLoading',
  'animalEvents',
  'downloadAnimalEvents',
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
  'newPlot',
  'uploadKml',
  'plotColour',
  'plotsBatch',
  'virtualFences',
  'cropHistory',
  'grazingDynamics',
  'heatMap',
  'biomass',
  'forageBudget',
  'animalBehaviour',
  'faqs',
  'managementTips',
  'expertTips',
] as const;

export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];

export const PANEL_PARAM = 'panel';

export const isDashboardPanel = (value: string | null): value is DashboardPanel =>
  (DASHBOARD_PANELS as readonly (string | null)[]).includes(value);

/** What every panel component receives from the surface that shows it. */
export interface PanelProps {
  /** Closes the panel (the card, dialog or sheet). */
  onClose: () => void;
}
