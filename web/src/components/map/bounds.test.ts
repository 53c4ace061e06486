import { describe, expect, it } from 'vitest';
import { boundsOf, isPoint } from './bounds';
import { square } from '../../test/square';

describe('boundsOf', () => {
  it('frames every outline, multi-polygons included, and the points', () => {
    const multi = { type: 'MultiPolygon' as const, coordinates: [square(-66.9, -29.6, 0.01).coordinates] };
    expect(boundsOf([square(-66.8, -29.5, 0.02), multi], [{ lat: -29.7, lng: -66.85 }])).toEqual([
      [-66.9, -29.7],
      [-66.78, -29.48],
    ]);
  });

  it('is null with nothing to frame', () => {
    expect(boundsOf([], [])).toBeNull();
  });

  it('tell a single point from an area', () => {
    expect(
      isPoint([
        [-60, -34],
        [-60, -34],
      ]),
    ).toBe(true);
    expect(
      isPoint([
        [-60.1, -34],
        [-60, -34],
      ]),
    ).toBe(false);
  });
});
