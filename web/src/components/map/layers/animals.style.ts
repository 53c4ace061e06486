import type {
  CircleLayerSpecification,
  ExpressionSpecification,
  GeoJSONSourceSpecification,
} from 'maplibre-gl';
import { animalStateColors } from '../../../config/theme';
import { mapPalette } from '../map-palette';
import type { AnimalStateKey } from './animal-states';

type Circle = Omit<CircleLayerSpecification, 'id' | 'source'>;

/**
 * Dots closer than this many pixels merge into a cluster with its count, at every zoom the map reaches:
 * a dot with its halo is 15 px wide, so nearer dots overlap and could no longer be counted.
 */
export const CLUSTER_RADIUS = 20;
/** The map's deepest zoom: clusters form up to it (the source tiles one level deeper). */
export const MAP_MAX_ZOOM = 20;

/** The states that need attention, worst first: a cluster takes the colour of the worst it holds. */
export const ALERT_STATES = ['outsideFence', 'lowBattery', 'noSignal'] as const satisfies AnimalStateKey[];
export type AlertState = (typeof ALERT_STATES)[number];

/** Each cluster counts its animals in each alert state (`outsideFence`, `lowBattery`, `noSignal`). */
const clusterProperties = Object.fromEntries(
  ALERT_STATES.map((state): [AlertState, [string, ExpressionSpecification]] => [
    state,
    ['+', ['case', ['==', ['get', 'state'], state], 1, 0]],
  ]),
);

/** The animals' source options: clustered at every zoom; the selected animal is drawn apart, never in a cluster. */
export const animalSourceOptions = {
  cluster: true,
  clusterRadius: CLUSTER_RADIUS,
  clusterMaxZoom: MAP_MAX_ZOOM,
  maxzoom: MAP_MAX_ZOOM + 1,
  clusterProperties,
  filter: ['!', ['get', 'selected']],
} satisfies Partial<GeoJSONSourceSpecification>;

const stateColor: ExpressionSpecification = [
  'match',
  ['get', 'state'],
  'noSignal',
  animalStateColors.noSignal,
  'lowBattery',
  animalStateColors.lowBattery,
  'outsideFence',
  animalStateColors.outsideFence,
  animalStateColors.ok,
];

/** The worst alert state a cluster holds (see `worstState`), or null when all its animals are fine. */
const worstStateColor: ExpressionSpecification = [
  'case',
  ...ALERT_STATES.flatMap((state) => [['>', ['get', state], 0], animalStateColors[state]]),
  mapPalette.halo,
] as ExpressionSpecification;

/** Each animal as a dot in the colour of its state (or roundup), with a white halo (the selected one is drawn apart). */
export const animalDotStyle: Circle = {
  type: 'circle',
  filter: ['!', ['has', 'point_count']],
  paint: {
    // A colour given by the layer (colour by roundup) wins over the state's.
    'circle-color': ['coalesce', ['get', 'color'], stateColor],
    'circle-radius': 6,
    'circle-stroke-color': mapPalette.halo,
    'circle-stroke-width': 1.5,
  },
};

/**
 * A ring around each animal with an open alert (its badge), over its dot: the dot keeps its state's
 * colour, the ring says that an alert waits to be looked at.
 */
export const animalAlertRingStyle: Circle = {
  type: 'circle',
  filter: ['all', ['!', ['has', 'point_count']], ['==', ['get', 'openAlert'], true]],
  paint: {
    'circle-opacity': 0,
    'circle-radius': 10,
    'circle-stroke-color': animalStateColors.outsideFence,
    'circle-stroke-width': 2.5,
  },
};

/**
 * A group of animals: a navy disc growing with its count (the count is drawn as HTML), ringed in the
 * colour of the worst state among them (the count's badge names it too: colour never goes alone).
 */
export const animalClusterStyle: Circle = {
  type: 'circle',
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': mapPalette.settlement,
    'circle-opacity': 0.9,
    'circle-radius': ['step', ['get', 'point_count'], 12, 10, 15, 100, 19],
    'circle-stroke-color': worstStateColor,
    'circle-stroke-width': ['case', ['==', worstStateColor, mapPalette.halo], 2, 3.5],
  },
};

/** The worst alert state among a cluster's animals, from its counts; null when none needs attention. */
export function worstState(counts: Partial<Record<AlertState, unknown>>): AlertState | null {
  return ALERT_STATES.find((state) => Number(counts[state] ?? 0) > 0) ?? null;
}
