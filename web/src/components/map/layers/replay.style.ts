import type { CircleLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import { mapPalette } from '../map-palette';

type Line = Omit<LineLayerSpecification, 'id' | 'source'>;
type Circle = Omit<CircleLayerSpecification, 'id' | 'source'>;

/** The recent path of each replayed animal, in its colour over a white halo, fading behind the dot. */
export const replayTrailHaloStyle: Line = {
  type: 'line',
  filter: ['==', ['geometry-type'], 'LineString'],
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: { 'line-color': mapPalette.halo, 'line-width': 4.5, 'line-opacity': 0.6 },
};

export const replayTrailStyle: Line = {
  type: 'line',
  filter: ['==', ['geometry-type'], 'LineString'],
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: { 'line-color': ['get', 'color'], 'line-width': 2.5, 'line-opacity': 0.85 },
};

/** Each replayed animal where it was at the replay's instant: a dot in its colour with a navy ring. */
export const replayDotStyle: Circle = {
  type: 'circle',
  filter: ['==', ['geometry-type'], 'Point'],
  paint: {
    'circle-color': ['get', 'color'],
    'circle-radius': 6.5,
    'circle-stroke-color': mapPalette.casing,
    'circle-stroke-width': 2,
  },
};
