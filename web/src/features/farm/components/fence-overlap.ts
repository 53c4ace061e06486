import { isInsideFence, type AreaGeometry } from '@tropero/shared/geo';
import type { Position } from 'geojson';

const outerVertices = (geometry: AreaGeometry): Position[] =>
  geometry.type === 'Polygon'
    ? geometry.coordinates[0]!
    : geometry.coordinates.flatMap((polygon) => polygon[0]!);

/**
 * Whether a fence and a plot share ground: a vertex of either lies inside the other. Enough for
 * the plot panel to name the fences over a plot (two outlines that only cross edges, with no vertex
 * inside each other, are not expected in a paddock layout).
 */
export function overlaps(plot: AreaGeometry, fence: AreaGeometry): boolean {
  return (
    outerVertices(plot).some((vertex) => isInsideFence(vertex, fence, 0)) ||
    outerVertices(fence).some((vertex) => isInsideFence(vertex, plot, 0))
  );
}
