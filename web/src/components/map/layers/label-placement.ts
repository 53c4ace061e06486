import type { AreaGeometry } from '@tropero/shared/geo';
import type { Position } from 'geojson';

/** Twice the signed area of a ring (shoelace), in squared degrees: enough to compare and weight. */
function ringArea2(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += x1! * y2! - x2! * y1!;
  }
  return sum;
}

/** The centroid of a closed ring; falls back to the first vertex for a degenerate one. */
function ringCentroid(ring: Position[]): Position {
  const area2 = ringArea2(ring);
  if (area2 === 0) return ring[0]!;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    const cross = x1! * y2! - x2! * y1!;
    x += (x1! + x2!) * cross;
    y += (y1! + y2!) * cross;
  }
  return [x / (3 * area2), y / (3 * area2)];
}

/** Where a plot's label goes: the centroid of its largest part's outer ring. */
export function labelPosition(geometry: AreaGeometry): Position {
  const outers =
    geometry.type === 'Polygon' ? [geometry.coordinates[0]!] : geometry.coordinates.map((p) => p[0]!);
  const largest = outers.reduce((best, ring) =>
    Math.abs(ringArea2(ring)) > Math.abs(ringArea2(best)) ? ring : best,
  );
  return ringCentroid(largest);
}

/** MapLibre draws 512-pixel tiles: a degree of longitude is this many pixels wide at `zoom`. */
const pixelsPerDegree = (zoom: number) => (512 * 2 ** zoom) / 360;

/** Labels this wide and narrower fit; a label wider than its plot on screen would only clutter. */
export const LABEL_MIN_PLOT_PIXELS = 90;

/** How wide a plot is on screen at `zoom`, in pixels. */
export function plotPixelWidth(geometry: AreaGeometry, zoom: number): number {
  const outers =
    geometry.type === 'Polygon' ? [geometry.coordinates[0]!] : geometry.coordinates.map((p) => p[0]!);
  const lngs = outers.flat().map((position) => position[0]!);
  return (Math.max(...lngs) - Math.min(...lngs)) * pixelsPerDegree(zoom);
}

/** Roughly how wide a character of a label is at the map's label size (12 px sans-serif). */
const CHAR_PX = 7;
/** A label's padding and border, and a ' · ' between its parts. */
const LABEL_CHROME_PX = 18;
const SEPARATOR_PX = 12;
/** Letters of the name a label keeps before it gives up a secondary part. */
const NAME_LETTERS_KEPT = 8;

/**
 * The secondary parts of a label (area, heads) that fit beside the plot's name in `room` pixels:
 * the name comes first (at least its first letters), then the parts in order while they fit.
 */
export function partsThatFit(room: number, name: string, parts: readonly string[]): string[] {
  let used = LABEL_CHROME_PX + Math.min(name.length, NAME_LETTERS_KEPT) * CHAR_PX;
  const kept: string[] = [];
  for (const part of parts) {
    used += SEPARATOR_PX + part.length * CHAR_PX;
    if (used > room) break;
    kept.push(part);
  }
  return kept;
}
