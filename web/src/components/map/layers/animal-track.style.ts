import type { CircleLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import { mapPalette } from '../map-palette';

type Line = Omit<LineLayerSpecification, 'id' | 'source'>;
type Circle = Omit<CircleLayerSpecification, 'id' | 'source'>;

/** The selected animal's track: a navy line over a white halo, readable on pasture and satellite. */
export const trackHaloStyle: Line = {
  type: 'line',
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: { 'line-color': mapPalette.halo, 'line-width': 5, 'line-opacity': 0.8 },
};

export const trackLineStyle: Line = {
  type: 'line',
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: { 'line-color': mapPalette.settlement, 'line-width': 2.5 },
};

/** Where the track starts: a hollow dot (the animal's dot marks where it ends). */
export const trackStartStyle: Circle = {
  type: 'circle',
  filter: ['==', ['geometry-type'], 'Point'],
  paint: {
    'circle-radius': 5,
    'circle-color': mapPalette.halo,
    'circle-stroke-color': mapPalette.settlement,
    'circle-stroke-width': 2.5,
  },
};
