import type { AreaGeometry } from '@tropero/shared/geo';
import type { Polygon, Position } from 'geojson';

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/**
 * The outline as drawn so far, cleaned for measuring: while drawing, terra-draw repeats the vertex
 * under the pointer, and a repeated vertex is a zero-length edge that reads as the outline crossing
 * itself. Null until there are three distinct vertices (no area before that).
 */
export function measurableOutline(geometry: Polygon | null): Polygon | null {
  const ring = geometry?.coordinates[0];
  if (!ring) return null;
  const distinct = ring.filter((position, index) => index === 0 || !samePosition(position, ring[index - 1]!));
  if (distinct.length < 4) return null;
  return { type: 'Polygon', coordinates: [distinct] };
}

/** The map editor reshapes single outlines; shapes of several parts or with holes keep their KML shape. */
export const isReshapable = (geometry: AreaGeometry): boolean =>
  geometry.type === 'Polygon' && geometry.coordinates.length === 1;
