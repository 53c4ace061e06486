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

/** A label's size on screen, in pixels. */
export interface LabelBox {
  width: number;
  height: number;
}

/** A plot label's height: one line of 12 px text with its padding and border. */
export const LABEL_HEIGHT_PX = 22;

/** About how wide a label of `name` and `parts` is, no wider than `room`. */
export function labelWidth(room: number, name: string, parts: readonly string[]): number {
  const text = parts.reduce((sum, part) => sum + SEPARATOR_PX + part.length * CHAR_PX, name.length * CHAR_PX);
  return Math.min(room, LABEL_CHROME_PX + text);
}

/** Where a point is in Web Mercator pixels at `zoom` (512-pixel tiles), x to the east, y to the south. */
function mercatorPixels([lng, lat]: Position, zoom: number): [number, number] {
  const size = 512 * 2 ** zoom;
  const sin = Math.sin((lat! * Math.PI) / 180);
  return [((lng! + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}

/** How far a farm marker's pin reaches from its point: a 40-pixel disc, its halo (and its growth when selected). */
export const PIN_CLEARANCE_PX = 28;
/** Room kept between two labels. */
const LABEL_GAP_PX = 2;

/** A box on screen, in Web Mercator pixels: its centre and half its size. */
interface ScreenBox {
  x: number;
  y: number;
  halfWidth: number;
  halfHeight: number;
}

/** A plot label to place: its plot's label point and its size. */
export interface LabelToPlace {
  anchor: Position;
  box: LabelBox;
  keep?: boolean;
}

/**
 * How far (in pixels, [right, down]) each label moves from its plot's label point so that no farm
 * marker's pin, nor a label placed before it, covers it: not at all when nothing is in the way, else
 * the nearest place just clear of them (below, above, beside or at a corner of what is in the way).
 * A label with no clear place near its point is left out (null), as map labels give way where a map
 * is crowded: it shows again when the map zooms in. A label to `keep` (the selected plot's) takes the
 * place the fewest of them cover instead.
 */
export function placeLabels(
  labels: readonly LabelToPlace[],
  pins: readonly Position[],
  zoom: number,
): ([number, number] | null)[] {
  const obstacles: ScreenBox[] = pins.map((pin) => {
    const [x, y] = mercatorPixels(pin, zoom);
    return { x, y, halfWidth: PIN_CLEARANCE_PX, halfHeight: PIN_CLEARANCE_PX };
  });
  return labels.map(({ anchor, box, keep }) => {
    const [ax, ay] = mercatorPixels(anchor, zoom);
    const halfWidth = box.width / 2;
    const halfHeight = box.height / 2;
    const reachX = (other: ScreenBox) => halfWidth + other.halfWidth;
    const reachY = (other: ScreenBox) => halfHeight + other.halfHeight;
    // What is near the label's point offers places beside it.
    const near = obstacles.filter(
      (other) => Math.abs(other.x - ax) < 2 * reachX(other) && Math.abs(other.y - ay) < 2 * reachY(other),
    );
    // A place is checked against everything, not only what is near the label's point.
    const covering = ([x, y]: [number, number]) =>
      obstacles.filter(
        (other) => Math.abs(other.x - x) < reachX(other) && Math.abs(other.y - y) < reachY(other),
      ).length;
    const candidates = [
      [ax, ay] as [number, number],
      ...near.flatMap((other): [number, number][] => {
        const [below, above] = [other.y + reachY(other), other.y - reachY(other)];
        const [right, left] = [other.x + reachX(other), other.x - reachX(other)];
        return [
          [ax, below],
          [ax, above],
          [right, ay],
          [left, ay],
          [right, below],
          [left, below],
          [right, above],
          [left, above],
        ];
      }),
    ].sort((a, b) => Math.hypot(a[0] - ax, a[1] - ay) - Math.hypot(b[0] - ax, b[1] - ay));
    let best = candidates[0]!;
    let fewest = covering(best);
    for (const candidate of candidates) {
      if (fewest === 0) break;
      const count = covering(candidate);
      if (count < fewest) [best, fewest] = [candidate, count];
    }
    if (fewest > 0 && !keep) return null;
    obstacles.push({
      x: best[0],
      y: best[1],
      halfWidth: halfWidth + LABEL_GAP_PX,
      halfHeight: halfHeight + LABEL_GAP_PX,
    });
    return [Math.round(best[0] - ax), Math.round(best[1] - ay)];
  });
}
