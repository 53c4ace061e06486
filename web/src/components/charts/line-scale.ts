import { HOUR_MS } from '@tropero/shared/constants';

/** A reading on a time axis. */
export interface TimePoint {
  ts: number;
  value: number;
}

/** The SVG's own units: the plot is drawn in this box and stretched to its element. */
export const VIEW_WIDTH = 1000;
export const VIEW_HEIGHT = 100;

/**
 * The value axis: from the values and what is drawn beside them (a reference band, a threshold),
 * with a tenth of the span of room on each side, to whole units.
 */
export function valueDomain(values: readonly number[]): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = (hi - lo) * 0.1 || 1;
  return [Math.floor(lo - pad), Math.ceil(hi + pad)];
}

export interface Scale {
  x: (ts: number) => number;
  y: (value: number) => number;
}

export function scaleOf(from: number, to: number, [lo, hi]: [number, number]): Scale {
  return {
    x: (ts) => ((ts - from) / (to - from)) * VIEW_WIDTH,
    y: (value) => (1 - (value - lo) / (hi - lo)) * VIEW_HEIGHT,
  };
}

/**
 * The line through the points (oldest first), broken where readings are missing for longer than
 * `maxGapMs`: a silent collar is not drawn as a straight slope. A lone point is a dot.
 */
export function linePath(points: readonly TimePoint[], scale: Scale, maxGapMs: number): string {
  const at = (point: TimePoint) => `${scale.x(point.ts).toFixed(1)} ${scale.y(point.value).toFixed(2)}`;
  let path = '';
  points.forEach((point, index) => {
    const previous = points[index - 1];
    const next = points[index + 1];
    const starts = !previous || point.ts - previous.ts > maxGapMs;
    const alone = starts && (!next || next.ts - point.ts > maxGapMs);
    path += starts ? `M${at(point)}${alone ? 'h0.01' : ''}` : `L${at(point)}`;
  });
  return path;
}

/** The index of the point nearest to `ts` (points oldest first, at least one). */
export function nearestIndex(points: readonly TimePoint[], ts: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (points[middle]!.ts < ts) low = middle + 1;
    else high = middle;
  }
  const previous = points[low - 1];
  return previous && ts - previous.ts < points[low]!.ts - ts ? low - 1 : low;
}

const TICK_STEPS_H = [1, 2, 3, 6, 12, 24, 48, 168];

export interface TimeTick {
  ts: number;
  /** What its label says: the day (at midnight, or with steps of days), or the time of day. */
  part: 'day' | 'time';
}

/**
 * Instants for the time axis: whole hours or days of the displayed time zone (`offsetMs` from UTC),
 * at a step that gives at most `max` of them in the window.
 */
export function timeTicks(from: number, to: number, offsetMs: number, max = 5): TimeTick[] {
  const hours = TICK_STEPS_H.find((step) => (to - from) / (step * HOUR_MS) <= max) ?? TICK_STEPS_H.at(-1)!;
  const step = hours * HOUR_MS;
  const ticks: TimeTick[] = [];
  for (let local = Math.ceil((from + offsetMs) / step) * step; local - offsetMs <= to; local += step)
    ticks.push({ ts: local - offsetMs, part: local % (24 * HOUR_MS) === 0 ? 'day' : 'time' });
  return ticks;
}
