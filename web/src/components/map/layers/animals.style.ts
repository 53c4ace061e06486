import type { CircleLayerSpecification, ExpressionSpecification } from 'maplibre-gl';
import { animalStateColors } from '../../../app/theme';
import { mapPalette } from '../map-palette';
import { byFlag } from './layer-style';

type Circle = Omit<CircleLayerSpecification, 'id' | 'source'>;

/** Past this zoom every animal shows on its own; below it nearby animals group into clusters. */
export const CLUSTER_MAX_ZOOM = 12;
export const CLUSTER_RADIUS = 40;

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

/** Each animal as a dot in the colour of its state (or roundup), with a white halo; the selected one is bigger. */
export const animalDotStyle: Circle = {
  type: 'circle',
  filter: ['!', ['has', 'point_count']],
  paint: {
    // A colour given by the layer (colour by roundup) wins over the state's.
    'circle-color': ['coalesce', ['get', 'color'], stateColor],
    'circle-radius': byFlag('selected', 9, 6),
    'circle-stroke-color': ['case', ['get', 'selected'], mapPalette.casing, mapPalette.halo],
    'circle-stroke-width': byFlag('selected', 3, 1.5),
  },
};

/** A group of animals at low zoom: a navy disc growing with its count (the count is drawn as HTML). */
export const animalClusterStyle: Circle = {
  type: 'circle',
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': mapPalette.settlement,
    'circle-opacity': 0.85,
    'circle-radius': ['step', ['get', 'point_count'], 14, 20, 18, 100, 24],
    'circle-stroke-color': mapPalette.halo,
    'circle-stroke-width': 2,
  },
};
