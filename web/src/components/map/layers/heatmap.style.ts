import type { HeatmapLayerSpecification } from 'maplibre-gl';
import { animalStateColors, seriesColors } from '../../../config/theme';

type Heatmap = Omit<HeatmapLayerSpecification, 'id' | 'source'>;

/**
 * Where the animals spent their time: each cell weighs its share of the busiest cell's readings,
 * from transparent through the ruminating amber to the warning red.
 */
export const heatmapStyle: Heatmap = {
  type: 'heatmap',
  paint: {
    'heatmap-weight': ['get', 'weight'],
    'heatmap-intensity': ['interpolate', ['linear'], ['zoom'], 10, 1, 16, 2],
    'heatmap-radius': ['interpolate', ['linear'], ['zoom'], 10, 8, 14, 22, 17, 40],
    'heatmap-opacity': 0.75,
    'heatmap-color': [
      'interpolate',
      ['linear'],
      ['heatmap-density'],
      0,
      'rgba(0,0,0,0)',
      0.2,
      seriesColors.drinking,
      0.5,
      seriesColors.ruminating,
      1,
      animalStateColors.outsideFence,
    ],
  },
};
