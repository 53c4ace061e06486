import area from '@turf/area';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { lineString, point } from '@turf/helpers';
import kinks from '@turf/kinks';
import pointToLineDistance from '@turf/point-to-line-distance';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { z } from 'zod';

/** A plot or fence outline: a GeoJSON Polygon or MultiPolygon (holes allowed). */
export type AreaGeometry = Polygon | MultiPolygon;

const longitude = z
  .number('validation.coordinates')
  .min(-180, 'validation.coordinates')
  .max(180, 'validation.coordinates');
const latitude = z
  .number('validation.coordinates')
  .min(-90, 'validation.coordinates')
  .max(90, 'validation.coordinates');
export const positionSchema = z.tuple([longitude, latitude], 'validation.coordinates').rest(z.number());

const sameCoordinates = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

const ringSchema = z
  .array(positionSchema, 'validation.geometry')
  .min(4, 'validation.ringTooShort')
  .refine((ring) => sameCoordinates(ring[0]!, ring.at(-1)!), 'validation.ringNotClosed');

const polygonCoordinates = z.array(ringSchema, 'validation.geometry').min(1, 'validation.geometry').max(100);

/**
 * Vertices one outline may have: a paddock drawn on a map has tens, one walked with a GPS a few
 * thousand. The crossing check compares every edge with every other (10,000 vertices take a quarter
 * of a second; 500,000 took most of an hour), so the count is checked first.
 */
export const MAX_GEOMETRY_VERTICES = 10_000;
/** Vertices of every outline of one KML or KMZ file together (80,000 simple plots fit in 20 MB). */
export const MAX_KML_VERTICES = 500_000;

/** Vertices of an outline, every ring of every polygon counted. */
export const vertexCount = (geometry: AreaGeometry): number =>
  (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).reduce(
    (sum, polygon) => polygon.reduce((count, ring) => count + ring.length, sum),
    0,
  );

/** Validates shape, ranges, closed rings, and that no edge crosses another (spec §5 errors are i18n keys). */
export const areaGeometrySchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('Polygon'), coordinates: polygonCoordinates }),
      z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygonCoordinates).min(1).max(100) }),
    ],
    'validation.geometry',
  )
  // Aborts: the crossing check below must never see more.
  .refine((geometry) => vertexCount(geometry) <= MAX_GEOMETRY_VERTICES, {
    message: 'validation.tooManyVertices',
    abort: true,
  })
  .refine((geometry) => !selfIntersects(geometry), 'validation.selfIntersection');

export function selfIntersects(geometry: AreaGeometry): boolean {
  const crossings = geometry.type === 'Polygon' ? kinks(geometry) : kinks(geometry);
  return crossings.features.length > 0;
}

/** Geodesic area in hectares. */
export function areaHectares(geometry: AreaGeometry): number {
  return area(geometry) / 10_000;
}

/**
 * Whether a position counts as inside a virtual fence: inside the polygon, or outside it by no more
 * than `bufferMeters` (GPS error, docs/domain.md §9: use at least the collar's CEP, 5–10 m).
 */
export function isInsideFence(position: Position, fence: AreaGeometry, bufferMeters: number): boolean {
  const here = point(position);
  if (booleanPointInPolygon(here, fence)) return true;
  if (bufferMeters <= 0) return false;
  const rings = fence.type === 'Polygon' ? fence.coordinates : fence.coordinates.flat();
  return rings.some(
    (ring) => pointToLineDistance(here, lineString(ring), { units: 'meters' }) <= bufferMeters,
  );
}

/**
 * The virtual fences each plot keeps its animals to: the active fences whose centre lies in the plot.
 * An animal is outside its fence when its plot (its allocation) has fences and it is inside none of
 * them; an animal of a plot without fences, or allocated to none, is never outside (the map and the
 * alerts apply this one rule).
 */
export function fencesByPlot<P extends { id: string; outline: AreaGeometry }>(
  plots: readonly P[],
  fences: readonly AreaGeometry[],
): Map<string, AreaGeometry[]> {
  const byPlot = new Map<string, AreaGeometry[]>();
  for (const fence of fences) {
    const ring = fence.type === 'Polygon' ? fence.coordinates[0]! : fence.coordinates[0]![0]!;
    const centre = [
      ring.reduce((sum, p) => sum + p[0]!, 0) / ring.length,
      ring.reduce((sum, p) => sum + p[1]!, 0) / ring.length,
    ];
    const plot = plots.find((p) => booleanPointInPolygon(centre, p.outline));
    if (plot) byPlot.set(plot.id, [...(byPlot.get(plot.id) ?? []), fence]);
  }
  return byPlot;
}
