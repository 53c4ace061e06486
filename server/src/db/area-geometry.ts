import { areaHectares, type AreaGeometry } from '@tropero/shared/geo';
import type { Position } from 'geojson';

/** Drops altitude (KML carries it; the map and the area do not use it) before storing a geometry. */
export function flatGeometry(geometry: AreaGeometry): AreaGeometry {
  const flatRing = (ring: Position[]) => ring.map(([lng, lat]) => [lng!, lat!]);
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(flatRing) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(flatRing)) };
}

export const parseGeometry = (text: string): AreaGeometry => JSON.parse(text) as AreaGeometry;

/** The stored columns of a plot or fence outline: 2-D GeoJSON and its area in hectares (2 decimals). */
export function geometryColumns(geometry: AreaGeometry): { geometry: string; area_ha: number } {
  const flat = flatGeometry(geometry);
  return { geometry: JSON.stringify(flat), area_ha: Math.round(areaHectares(flat) * 100) / 100 };
}
