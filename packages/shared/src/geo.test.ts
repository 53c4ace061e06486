import type { Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { areaGeometrySchema, areaHectares, isInsideFence } from './geo';

/** Ground lengths of one degree on the WGS84 ellipsoid at a latitude (standard series). */
function metresPerDegree(latDeg: number) {
  const φ = (latDeg * Math.PI) / 180;
  return {
    lat: 111132.954 - 559.822 * Math.cos(2 * φ) + 1.175 * Math.cos(4 * φ),
    lng: 111412.84 * Math.cos(φ) - 93.5 * Math.cos(3 * φ) + 0.118 * Math.cos(5 * φ),
  };
}

/** A square of `sideM` metres on the ground with its south-west corner at (lng, lat). */
function square(lng: number, lat: number, sideM: number): Polygon {
  const m = metresPerDegree(lat + sideM / 2 / 111_000);
  const dLng = sideM / m.lng;
  const dLat = sideM / m.lat;
  const ring: Position[] = [
    [lng, lat],
    [lng + dLng, lat],
    [lng + dLng, lat + dLat],
    [lng, lat + dLat],
    [lng, lat],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

describe('area', () => {
  it('a 1 km × 1 km square near 29°S is 100 ha within 0.5 %', () => {
    const hectares = areaHectares(square(-66.85, -29.41, 1000));
    expect(Math.abs(hectares - 100) / 100).toBeLessThan(0.005);
  });

  it('a hole is subtracted', () => {
    const outer = square(-66.85, -29.41, 1000).coordinates[0]!;
    const hole = square(-66.848, -29.408, 100).coordinates[0]!.slice().reverse();
    const holed: Polygon = { type: 'Polygon', coordinates: [outer, hole] };
    expect(areaHectares(holed)).toBeCloseTo(areaHectares(square(-66.85, -29.41, 1000)) - 1, 1);
  });
});

describe('area geometry validation', () => {
  const errorOf = (geometry: unknown) => areaGeometrySchema.safeParse(geometry).error?.issues[0]?.message;

  it('accepts polygons and multipolygons', () => {
    const one = square(-66.85, -29.41, 500);
    expect(areaGeometrySchema.safeParse(one).success).toBe(true);
    const two = square(-66.8, -29.41, 500);
    expect(
      areaGeometrySchema.safeParse({ type: 'MultiPolygon', coordinates: [one.coordinates, two.coordinates] })
        .success,
    ).toBe(true);
  });

  it('refuses an unclosed ring, a short ring, out-of-range coordinates, another type, a bow-tie', () => {
    expect(
      errorOf({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      }),
    ).toBe('validation.ringNotClosed');
    expect(
      errorOf({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      }),
    ).toBe('validation.ringTooShort');
    expect(
      errorOf({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [200, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      }),
    ).toBe('validation.coordinates');
    expect(errorOf({ type: 'Point', coordinates: [0, 0] })).toBe('validation.geometry');
    const bowTie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    expect(errorOf(bowTie)).toBe('validation.selfIntersection');
  });
});

describe('virtual fence test', () => {
  const fence = square(-66.85, -29.41, 1000);
  it('inside is inside; outside within the buffer counts as inside; beyond it does not', () => {
    const m = metresPerDegree(-29.41);
    expect(isInsideFence([-66.845, -29.405], fence, 0)).toBe(true);
    const fiveMetresWest: Position = [-66.85 - 5 / m.lng, -29.405];
    expect(isInsideFence(fiveMetresWest, fence, 0)).toBe(false);
    expect(isInsideFence(fiveMetresWest, fence, 10)).toBe(true);
    const fiftyMetresWest: Position = [-66.85 - 50 / m.lng, -29.405];
    expect(isInsideFence(fiftyMetresWest, fence, 10)).toBe(false);
  });
});
