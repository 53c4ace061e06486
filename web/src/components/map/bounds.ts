import type { AreaGeometry } from '@tropero/shared/geo';
import type { Position } from 'geojson';

/** South-west and north-east corners, as MapLibre takes them: [[west, south], [east, north]]. */
export type Bounds = [[number, number], [number, number]];

export interface LatLng {
  lat: number;
  lng: number;
}

export const ringsOf = (geometry: AreaGeometry): Position[][] =>
  geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();

/** The box around every outline and point given; null when there is nothing to frame. */
export function boundsOf(geometries: readonly AreaGeometry[], points: readonly LatLng[] = []): Bounds | null {
  const positions: Position[] = [
    ...geometries.flatMap((geometry) => ringsOf(geometry).flat()),
    ...points.map(({ lng, lat }) => [lng, lat]),
  ];
  if (positions.length === 0) return null;
  const lngs = positions.map((position) => position[0]!);
  const lats = positions.map((position) => position[1]!);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** Whether a box holds a single point (the box around one position). */
export const isPoint = ([[west, south], [east, north]]: Bounds): boolean => west === east && south === north;
