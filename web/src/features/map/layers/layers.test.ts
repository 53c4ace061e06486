import { describe, expect, it } from 'vitest';
import { areaFeatures } from './area-features';
import { labelFits, labelPosition } from './label-placement';

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

  it('show only when the plot is wide enough on screen', () => {
    // 0.01° of longitude: about 58 px at zoom 12, 116 px at zoom 13.
    expect(labelFits(square, 12)).toBe(false);
    expect(labelFits(square, 13)).toBe(true);
  });
});
