import { areaHectares } from '@tropero/shared/geo';
import type { Polygon, Position } from 'geojson';
import { parseGeometry } from '../../db/area-geometry';
import type { Bbox, PlotShape } from '../../providers/satellite/satellite-provider';

/**
 * A stored plot as the satellite provider reads it: its outline, or, for a plot drawn in several
 * parts, its largest part (providers read one polygon per plot).
 */
export function plotShape(plot: { id: string; geometry: string }): PlotShape {
  const geometry = parseGeometry(plot.geometry);
  if (geometry.type === 'Polygon') return { id: plot.id, polygon: geometry };
  const parts: Polygon[] = geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
  const largest = parts.reduce((best, part) => (areaHectares(part) > areaHectares(best) ? part : best));
  return { id: plot.id, polygon: largest };
}

/** The box around the plots' outlines, in degrees. */
export function bboxOf(shapes: readonly PlotShape[]): Bbox {
  const points: Position[] = shapes.flatMap((shape) => shape.polygon.coordinates[0] ?? []);
  const lngs = points.map((point) => point[0]!);
  const lats = points.map((point) => point[1]!);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
