import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { areaGeometrySchema, MAX_KML_VERTICES, vertexCount } from '@tropero/shared/geo';
import { geometryColumns } from '../db/area-geometry';
import { KmlFileError, kmlText } from './kml-file';

/**
 * What one placemark of a KML file becomes. An area comes as the plot columns it is stored in
 * (2-D GeoJSON text and hectares), worked out where the file is read, off the event loop.
 */
export type Placemark =
  | { kind: 'area'; index: number; name: string; columns: ReturnType<typeof geometryColumns> }
  | { kind: 'point'; index: number; name: string; position: Position }
  | { kind: 'skipped'; index: number; name: string; reason: 'unsupportedGeometry' }
  | { kind: 'invalid'; index: number; name: string; error: string };

/** Placemark names made to fit the name pattern of spec §5 (letters, digits, space, hyphen; 4–50). */
export function plotName(raw: string | undefined, index: number): string {
  const cleaned = (raw ?? '')
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
    .trim();
  if (cleaned.length >= 4) return cleaned;
  return cleaned ? `Lote ${cleaned}` : `Lote ${index + 1}`;
}

function polygonsOf(geometry: Geometry): Polygon['coordinates'][] | null {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') {
    const parts = geometry.geometries.map(polygonsOf);
    return parts.every((part) => part !== null) ? parts.flat() : null;
  }
  return null;
}

function classify(geometry: Geometry | null, index: number, rawName: string | undefined): Placemark {
  const name = plotName(rawName, index);
  if (!geometry) return { kind: 'skipped', index, name, reason: 'unsupportedGeometry' };
  if (geometry.type === 'Point') return { kind: 'point', index, name, position: geometry.coordinates };
  const polygons = polygonsOf(geometry);
  if (!polygons || polygons.length === 0)
    return { kind: 'skipped', index, name, reason: 'unsupportedGeometry' };
  const candidate: Polygon | MultiPolygon =
    polygons.length === 1
      ? { type: 'Polygon', coordinates: polygons[0]! }
      : { type: 'MultiPolygon', coordinates: polygons };
  const parsed = areaGeometrySchema.safeParse(candidate);
  if (!parsed.success) return { kind: 'invalid', index, name, error: parsed.error.issues[0]!.message };
  return { kind: 'area', index, name, columns: geometryColumns(parsed.data) };
}

/** Outline vertices of a placemark's geometry (none for points and lines, which are not checked). */
function outlineVertices(geometry: Geometry | null): number {
  const polygons = geometry ? polygonsOf(geometry) : null;
  return polygons ? vertexCount({ type: 'MultiPolygon', coordinates: polygons }) : 0;
}

/**
 * Every placemark of a KML document, folders flattened, in document order. The file's outlines are
 * counted before any is checked: each check costs the square of its vertices, and the file's total
 * bounds what they cost together (each outline's own bound is the geometry schema's).
 */
export function readPlacemarks(text: string): Placemark[] {
  const document = new DOMParser({ onError: () => {} }).parseFromString(text, 'text/xml');
  const collection = kml(document as unknown as Parameters<typeof kml>[0]);
  const vertices = collection.features.reduce((sum, feature) => sum + outlineVertices(feature.geometry), 0);
  if (vertices > MAX_KML_VERTICES) throw new KmlFileError('tooManyVertices');
  return collection.features.map((feature, index) =>
    classify(feature.geometry, index, feature.properties?.name as string | undefined),
  );
}

/** Every placemark of an uploaded .kml or .kmz file (the job of the upload worker). */
export const kmlFilePlacemarks = (data: Uint8Array): Placemark[] => readPlacemarks(kmlText(data));
