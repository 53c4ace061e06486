import { describe, expect, it } from 'vitest';
import { isReshapable, measurableOutline } from './outline';

const polygon = (ring: number[][]) => ({ type: 'Polygon' as const, coordinates: [ring] });

describe('the outline being drawn', () => {
  it('drops the vertex repeated under the pointer', () => {
    const ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [1, 1],
      [0, 0],
    ];
    expect(measurableOutline(polygon(ring))).toEqual(
      polygon([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
    );
  });

  it('has no area before three distinct vertices', () => {
    expect(
      measurableOutline(
        polygon([
          [0, 0],
          [1, 0],
          [1, 0],
          [0, 0],
        ]),
      ),
    ).toBeNull();
    expect(measurableOutline(null)).toBeNull();
  });
});

describe('reshaping on the map', () => {
  const square = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 0],
  ];

  it('takes single outlines, not holes or several parts', () => {
    expect(isReshapable(polygon(square))).toBe(true);
    expect(isReshapable({ type: 'Polygon', coordinates: [square, square] })).toBe(false);
    expect(isReshapable({ type: 'MultiPolygon', coordinates: [[square]] })).toBe(false);
  });
});
