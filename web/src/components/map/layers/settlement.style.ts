import type { CircleLayerSpecification } from 'maplibre-gl';
import { mapPalette } from '../map-palette';

/** The settlement's own location: a dark dot with a white halo. */
export const settlementLocationStyle: Omit<CircleLayerSpecification, 'id' | 'source'> = {
  type: 'circle',
  paint: {
    'circle-radius': 7,
    'circle-color': mapPalette.settlement,
    'circle-stroke-color': mapPalette.halo,
    'circle-stroke-width': 3,
  },
};
