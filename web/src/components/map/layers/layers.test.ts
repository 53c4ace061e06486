import { describe, expect, it } from 'vitest';
import { areaFeatures } from './area-features';
import { LABEL_MIN_PLOT_PIXELS, labelPosition, partsThatFit, plotPixelWidth } from './label-placement';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-66.8, -29.5],
      [-66.79, -29.5],
      [-66.79, -29.49],
      [-66.8, -29.49],
      [-66.8, -29.5],
    ],
  ],
};

describe('area features', () => {
  it('carry the id, the colour and the selection', () => {
    const collection = areaFeatures(
      [
        { _id: 'a', name: 'Potrero Norte', color: '#e6194b', geometry: square, areaHa: 100 },
        { _id: 'b', name: 'Cerco Sur', geometry: square, areaHa: 50, active: false },
      ],
      'b',
    );
    expect(collection.features.map((feature) => feature.properties)).toEqual([
      { id: 'a', name: 'Potrero Norte', color: '#e6194b', active: true, selected: false },
      { id: 'b', name: 'Cerco Sur', color: '#ffffff', active: false, selected: true },
    ]);
  });
});

describe('plot labels', () => {
  it('sit at the centroid of the largest part', () => {
    const small = square.coordinates[0]!.map(([lng, lat]) => [lng! / 2, lat! / 2]);
    const [lng, lat] = labelPosition({ type: 'MultiPolygon', coordinates: [[small], square.coordinates] });
    expect(lng).toBeCloseTo(-66.795, 6);
    expect(lat).toBeCloseTo(-29.495, 6);
  });

  it('keep the name first and drop the area and heads from the end when the plot is narrow', () => {
    const parts = ['137,6 ha', '70 cab.'];
    expect(partsThatFit(400, 'Lote Gatton', parts)).toEqual(parts);
    expect(partsThatFit(200, 'Lote Gatton', parts)).toEqual(['137,6 ha']);
    expect(partsThatFit(120, 'Lote Gatton', parts)).toEqual([]);
  });

  it('know how wide their plot is on screen, to show only where it is wide enough', () => {
    // 0.01° of longitude: about 58 px at zoom 12, 116 px at zoom 13.
    expect(plotPixelWidth(square, 12)).toBeCloseTo(58.25, 1);
    expect(plotPixelWidth(square, 12)).toBeLessThan(LABEL_MIN_PLOT_PIXELS);
    expect(plotPixelWidth(square, 13)).toBeGreaterThan(LABEL_MIN_PLOT_PIXELS);
  });
});
