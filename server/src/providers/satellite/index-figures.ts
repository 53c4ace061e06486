import { CLEAR_SHARE } from '@tropero/shared/green-index';
import type { GreenIndexLayer, PlotSceneFigures } from './satellite-provider';

/*
 * From reflectances to a plot's figures (docs/domain.md §8): the index of each valid pixel, the plot's own
 * valid share, and mean, median, 10th and 90th percentile over the valid pixels.
 */

/** Scene classes masked out (SCL): no data, defective, cloud shadow, clouds, thin cirrus, snow. */
export const MASKED_SCENE_CLASSES: ReadonlySet<number> = new Set([0, 1, 3, 8, 9, 10, 11]);

/** The bands each index reads, by their Earth Search asset names. */
export const INDEX_BANDS = {
  ndvi: ['red', 'nir'],
  ndwi: ['green', 'nir'],
  evi: ['blue', 'red', 'nir'],
} as const satisfies Record<GreenIndexLayer, readonly string[]>;

export type Band = 'blue' | 'green' | 'red' | 'nir';
export type Reflectances = Partial<Record<Band, number>>;

/** An index from surface reflectances (0–1), or NaN where it is undefined. */
export function indexOf(layer: GreenIndexLayer, r: Reflectances): number {
  const { blue = NaN, green = NaN, red = NaN, nir = NaN } = r;
  switch (layer) {
    case 'ndvi':
      return (nir - red) / (nir + red);
    // McFeeters' NDWI: open water and wet ground positive, vegetation negative.
    case 'ndwi':
      return (green - nir) / (green + nir);
    case 'evi':
      return (2.5 * (nir - red)) / (nir + 6 * red - 7.5 * blue + 1);
  }
}

/**
 * Whether surface reflectances are physical (0–1). A negative one is a wrong offset (the +1000 taken
 * out twice) or a sensor artefact; the pixel is rejected before any figure, never averaged in.
 */
export const physical = (r: Reflectances): boolean =>
  Object.values(r).every((value) => value >= 0 && value <= 1);

/** The p-th percentile (0–100) of ascending values, interpolated between neighbours (numpy's default). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  const position = (p / 100) * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
}

/**
 * A plot's figures from the index of its valid pixels, the number of its pixels in all, and how many
 * valid pixels (by scene class) were rejected for a reflectance outside 0–1. With too few valid pixels
 * the plot is not clear and its figures are null.
 */
export function plotFiguresOf(
  plotId: string,
  validValues: ArrayLike<number>,
  pixelCount: number,
  rejected = 0,
): PlotSceneFigures {
  const valid = validValues.length + rejected;
  const validShare = pixelCount > 0 ? valid / pixelCount : 0;
  const rejectedShare = valid > 0 ? rejected / valid : 0;
  if (validShare < CLEAR_SHARE || validValues.length === 0) {
    return {
      plotId,
      clear: false,
      validShare,
      rejectedShare,
      mean: null,
      median: null,
      p10: null,
      p90: null,
    };
  }
  const sorted = Float64Array.from(validValues).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    plotId,
    clear: true,
    validShare,
    rejectedShare,
    mean: sum / sorted.length,
    median: percentile(sorted, 50),
    p10: percentile(sorted, 10),
    p90: percentile(sorted, 90),
  };
}
