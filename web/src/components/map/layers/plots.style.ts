import type { FillLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import { mapPalette } from '../map-palette';
import { byFlag } from './layer-style';

type Fill = Omit<FillLayerSpecification, 'id' | 'source'>;
type Line = Omit<LineLayerSpecification, 'id' | 'source'>;

/** Each plot filled with its own colour at about 35 % (docs/ui.md), so the pasture shows through. */
export const plotFillStyle: Fill = {
  type: 'fill',
  paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.35 },
};

/** A dark edge under the outline: pale plot colours still read on a pale background. */
export const plotCasingStyle: Line = {
  type: 'line',
  layout: { 'line-join': 'round' },
  paint: { 'line-color': mapPalette.casing, 'line-opacity': 0.55, 'line-width': byFlag('selected', 7, 3.5) },
};

/** The solid outline in the plot's colour; the selected plot's is thicker. */
export const plotOutlineStyle: Line = {
  type: 'line',
  layout: { 'line-join': 'round' },
  paint: { 'line-color': ['get', 'color'], 'line-width': byFlag('selected', 4.5, 2) },
};
