import type { LineLayerSpecification } from 'maplibre-gl';
import { mapPalette } from '../map-palette';
import { byFlag } from './layer-style';

type Line = Omit<LineLayerSpecification, 'id' | 'source'>;

/**
 * The light red halo around a virtual fence (docs/ui.md); wide, so it is also what a click hits.
 * Inactive fences stay visible, but faint.
 */
export const fenceHaloStyle: Line = {
  type: 'line',
  layout: { 'line-join': 'round' },
  paint: {
    'line-color': mapPalette.fenceHalo,
    'line-opacity': byFlag('active', 0.75, 0.35),
    'line-width': byFlag('selected', 12, 8),
  },
};

/** The dashed red line: a fence, told apart from a plot's solid outline. */
export const fenceLineStyle: Line = {
  type: 'line',
  layout: { 'line-join': 'round' },
  paint: {
    'line-color': mapPalette.fence,
    'line-opacity': byFlag('active', 1, 0.5),
    'line-width': byFlag('selected', 4, 2.5),
    'line-dasharray': [2, 1.5],
  },
};
