import {
  IconArrowsShuffle,
  IconBattery2,
  IconBellRinging,
  IconCalculator,
  IconCalendarEvent,
  IconChartBar,
  IconChartLine,
  IconCloudRain,
  IconDownload,
  IconEdit,
  IconFence,
  IconFileUpload,
  IconFlame,
  IconHelpCircle,
  IconLeaf,
  IconListCheck,
  IconMapPin,
  IconPalette,
  IconPaw,
  IconPlant2,
  IconPlus,
  IconRadar,
  IconRoute,
  IconSatellite,
  IconSchool,
  IconSeedling,
  IconShare,
  IconSparkles,
  IconTag,
  IconTemperature,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { HelpKind } from '@tropero/shared/help';
import type { ComponentType, ReactNode } from 'react';
import type { DashboardPanel, PanelProps } from './panel-ids';
import { loadGreenIndexTab, loadNdviHistoryPanel } from './panels/green-index/loaders';

/*
 * The dashboard's panels, one row each: where the menu lists it, its icon, whether it edits the
 * settlement, the surface that shows it and the module that draws it, loaded only when first opened.
 * Adding a panel is one file under `panels/<domain>/`, its id in `panel-ids.ts`, one row here and
 * its texts (`dashboard.panels.<id>.title`).
 */

/** The side-menu groups of spec §1 that hold dashboard panels. */
export type PanelMenuGroup =
  'settlements' | 'animals' | 'historicals' | 'weather' | 'plots' | 'grazing' | 'help' | 'expertTips';

/**
 * card: over the map (a bottom sheet on a phone); dialog: the panel draws its own modal; tab: one of
 * the bottom tabs (a bottom sheet on a phone); page: the work is done on a management page.
 */
export type PanelSurface = 'card' | 'dialog' | 'tab' | 'page';

export type PanelLoader = () => Promise<{ default: ComponentType<PanelProps> }>;

interface RowBase {
  /** The menu group listing it; none for the tabs reached only on the dashboard. */
  group?: PanelMenuGroup;
  icon: Icon;
  /** It changes the settlement: hidden from read-only roles, refused on a settlement shared read-only. */
  edits?: boolean;
}

/** A panel drawn by a module of `panels/`. */
interface BuiltRow extends RowBase {
  surface: 'card' | 'dialog' | 'tab';
  load: PanelLoader;
}

/** An action whose work is done on a management page, opened with the dialog it names. */
interface PageRow extends RowBase {
  surface: 'page';
  page: { route: 'animals' | 'devices' | 'roundups'; query: Record<string, string> };
}

export type PanelRow = BuiltRow | PageRow;

/** A loader for a module whose named export is drawn with the panel's props. */
const from =
  <Module,>(
    load: () => Promise<Module>,
    render: (module: Module, props: PanelProps) => ReactNode,
  ): PanelLoader =>
  () =>
    load().then((module) => ({ default: (props: PanelProps) => render(module, props) }));

/** Ayuda and Tips de expertos: the help entries of a kind (features/help). */
const helpPanel = (group: PanelMenuGroup, icon: Icon, kind: HelpKind): BuiltRow => ({
  group,
  icon,
  surface: 'card',
  load: from(
    () => import('../help/components/help-list-panel'),
    (m) => <m.HelpListPanel kind={kind} />,
  ),
});

export const PANELS = {
  settlement: {
    icon: IconMapPin,
    surface: 'tab',
    load: from(
      () => import('./panels/farm/settlement-tab'),
      (m) => <m.SettlementTab />,
    ),
  },
  plot: {
    icon: IconFence,
    surface: 'tab',
    load: from(
      () => import('./panels/farm/selection-tab'),
      (m) => <m.SelectionTab />,
    ),
  },
  animal: {
    icon: IconPaw,
    surface: 'tab',
    load: from(
      () => import('./panels/animal/animal-tab'),
      (m) => <m.AnimalTab />,
    ),
  },
  grazingDynamics: {
    group: 'grazing',
    icon: IconLeaf,
    surface: 'tab',
    load: from(
      () => import('./panels/grazing/grazing-dynamics-tab'),
      (m) => <m.GrazingDynamicsTab />,
    ),
  },
  greenIndex: { icon: IconSatellite, surface: 'tab', load: loadGreenIndexTab },

  editSettlement: {
    group: 'settlements',
    icon: IconEdit,
    edits: true,
    surface: 'card',
    load: from(
      () => import('./panels/farm/settlement-choice-panel'),
      (m, { onClose }) => <m.SettlementChoicePanel onDone={onClose} />,
    ),
  },
  shareSettlement: {
    group: 'settlements',
    icon: IconShare,
    edits: true,
    surface: 'dialog',
    load: () => import('./panels/farm/share-settlement-panel'),
  },
  settlementAlerts: {
    group: 'settlements',
    icon: IconBellRinging,
    edits: true,
    surface: 'card',
    load: from(
      () => import('./panels/farm/settlement-alerts-panel'),
      (m, { onClose }) => <m.SettlementAlertsPanel onDone={onClose} />,
    ),
  },
  farmMarker: {
    group: 'settlements',
    icon: IconTag,
    edits: true,
    surface: 'card',
    load: from(
      () => import('./panels/farm/marker-placement-panel'),
      (m, { onClose }) => <m.MarkerPlacementPanel onDone={onClose} />,
    ),
  },
  manageAccounts: {
    group: 'settlements',
    icon: IconUsers,
    surface: 'card',
    load: from(
      () => import('../accounts/components/manage-accounts'),
      (m) => <m.ManageAccounts />,
    ),
  },

  loadAnimals: {
    group: 'animals',
    icon: IconFileUpload,
    surface: 'page',
    page: { route: 'animals', query: { import: '1' } },
  },
  loadDevices: {
    group: 'animals',
    icon: IconFileUpload,
    surface: 'page',
    page: { route: 'devices', query: { import: '1' } },
  },
  fastDeviceLoading: {
    group: 'animals',
    icon: IconPlus,
    surface: 'page',
    page: { route: 'devices', query: { fastLoad: '1' } },
  },
  animalEvents: {
    group: 'animals',
    icon: IconCalendarEvent,
    surface: 'card',
    load: () => import('./panels/animal/animal-events-panel'),
  },
  downloadAnimalEvents: {
    group: 'animals',
    icon: IconDownload,
    surface: 'card',
    load: () => import('./panels/animal/download-animal-events-panel'),
  },
  animalAllocation: {
    group: 'animals',
    icon: IconArrowsShuffle,
    surface: 'page',
    page: { route: 'roundups', query: {} },
  },
  downloadData: {
    group: 'animals',
    icon: IconDownload,
    surface: 'card',
    load: from(
      () => import('./panels/animal/download-data-panel'),
      (m) => <m.DownloadDataPanel />,
    ),
  },

  ithHistory: {
    group: 'historicals',
    icon: IconTemperature,
    surface: 'card',
    load: () => import('./panels/weather/ith-history-panel'),
  },
  temperatureHistory: {
    group: 'historicals',
    icon: IconChartLine,
    surface: 'card',
    load: () => import('./panels/herd/temperature-history-panel'),
  },
  animalCount: {
    group: 'historicals',
    icon: IconChartBar,
    surface: 'card',
    load: () => import('./panels/herd/animal-count-panel'),
  },
  distanceEnergy: {
    group: 'historicals',
    icon: IconRoute,
    surface: 'card',
    load: () => import('./panels/herd/distance-energy-panel'),
  },
  histogram: {
    group: 'historicals',
    icon: IconChartBar,
    surface: 'card',
    load: () => import('./panels/herd/histogram-panel'),
  },
  ndviHistory: { group: 'historicals', icon: IconSatellite, surface: 'card', load: loadNdviHistoryPanel },
  batteryHistory: {
    group: 'historicals',
    icon: IconBattery2,
    surface: 'card',
    load: () => import('./panels/herd/battery-history-panel'),
  },

  forecast: {
    group: 'weather',
    icon: IconCloudRain,
    surface: 'card',
    load: () => import('./panels/weather/forecast-panel'),
  },
  weatherImages: {
    group: 'weather',
    icon: IconRadar,
    surface: 'card',
    load: () => import('./panels/weather/weather-images-panel'),
  },

  newPlot: {
    group: 'plots',
    icon: IconPlus,
    edits: true,
    surface: 'card',
    load: from(
      () => import('./panels/farm/area-drawing-panel'),
      (m, { onClose }) => <m.AreaDrawingPanel target="plot" onDone={onClose} />,
    ),
  },
  uploadKml: {
    group: 'plots',
    icon: IconFileUpload,
    edits: true,
    surface: 'dialog',
    load: () => import('./panels/farm/upload-kml-panel'),
  },
  plotColour: {
    group: 'plots',
    icon: IconPalette,
    edits: true,
    surface: 'card',
    load: from(
      () => import('./panels/farm/plots-batch-panel'),
      (m) => <m.PlotsBatchPanel initialAction="color" />,
    ),
  },
  plotsBatch: {
    group: 'plots',
    icon: IconListCheck,
    edits: true,
    surface: 'card',
    load: from(
      () => import('./panels/farm/plots-batch-panel'),
      (m) => <m.PlotsBatchPanel />,
    ),
  },
  virtualFences: {
    group: 'plots',
    icon: IconFence,
    edits: true,
    surface: 'card',
    load: from(
      () => import('./panels/farm/area-drawing-panel'),
      (m, { onClose }) => <m.AreaDrawingPanel target="fence" onDone={onClose} />,
    ),
  },
  cropHistory: {
    group: 'plots',
    icon: IconPlant2,
    surface: 'card',
    load: from(
      () => import('./panels/farm/crop-history-panel'),
      (m) => <m.CropHistoryPanel />,
    ),
  },

  heatMap: {
    group: 'grazing',
    icon: IconFlame,
    surface: 'card',
    load: from(
      () => import('./panels/grazing/heatmap-panel'),
      (m) => <m.HeatmapPanel />,
    ),
  },
  biomass: {
    group: 'grazing',
    icon: IconCalculator,
    surface: 'card',
    load: () => import('./panels/forage/biomass-panel'),
  },
  forageBudget: {
    group: 'grazing',
    icon: IconSeedling,
    surface: 'card',
    load: () => import('./panels/forage/forage-budget-panel'),
  },
  animalBehaviour: {
    group: 'grazing',
    icon: IconChartLine,
    surface: 'card',
    load: () => import('./panels/herd/herd-behaviour-panel'),
  },

  faqs: helpPanel('help', IconHelpCircle, 'faq'),
  managementTips: helpPanel('expertTips', IconSchool, 'managementTip'),
  expertTips: helpPanel('expertTips', IconSparkles, 'expertTip'),
} satisfies Record<DashboardPanel, PanelRow>;

export const panelRow = (id: DashboardPanel): PanelRow => PANELS[id];

const panelIds = Object.keys(PANELS) as DashboardPanel[];

/** The panels a menu group lists, in the registry's order. */
export const panelsOfGroup = (group: PanelMenuGroup): DashboardPanel[] =>
  panelIds.filter((id) => panelRow(id).group === group);

/** The bottom tabs, in the registry's order. */
export const BOTTOM_TABS: readonly DashboardPanel[] = panelIds.filter((id) => panelRow(id).surface === 'tab');

/** The title of a panel: the tabs keep theirs under `dashboard.bottom.tabs`. */
export const panelTitleKey = (id: DashboardPanel): string =>
  panelRow(id).surface === 'tab' ? `dashboard.bottom.tabs.${id}.title` : `dashboard.panels.${id}.title`;
