import type { Coefficients } from '@tropero/shared/biomass';
import type { NdviDoubt } from '@tropero/shared/green-index';
import { percentile } from '../../providers/satellite/index-figures';
import type { PlotSceneFigures } from '../../providers/satellite/satellite-provider';

/*
 * Whether a plot's figures in a scene are doubtful (docs/decisions.md "Figures: satellite sanity"): too
 * many pixels rejected for their reflectance, an NDVI outside −1…1, or a jump against the plot's own
 * clear scenes just before it. Doubtful figures are stored with their reason and drawn apart; biomass
 * never reads them.
 */

/** The thresholds, rows of the `greenIndex` coefficient table (all [U]). */
export interface NdviSanity {
  /** Share of the plot's valid pixels rejected for their reflectance above which the scene is doubtful. */
  rejectedShareMax: number;
  /** NDVI units the median may lie from the median of the plot's scenes in the window. */
  jumpMax: number;
  /** Days before a scene whose clear, not doubtful scenes of the plot it is judged against. */
  jumpWindowDays: number;
  /** Scenes in the window needed to judge a jump. */
  jumpMinNeighbours: number;
}

export const ndviSanityOf = (coefficients: Coefficients): NdviSanity => ({
  rejectedShareMax: coefficients.value('greenIndex', 'rejectedShareMax'),
  jumpMax: coefficients.value('greenIndex', 'jumpMax'),
  jumpWindowDays: coefficients.value('greenIndex', 'jumpWindowDays'),
  jumpMinNeighbours: coefficients.value('greenIndex', 'jumpMinNeighbours'),
});

const outside = (value: number | null) => value !== null && (value < -1 || value > 1);

/**
 * The doubt of `figures`, given the medians of the plot's clear, not doubtful scenes in the window
 * before it (`sanity.jumpWindowDays`); null when the figures can be used.
 */
export function doubtOf(
  figures: PlotSceneFigures,
  neighbours: readonly number[],
  sanity: NdviSanity,
): NdviDoubt | null {
  if ((figures.rejectedShare ?? 0) > sanity.rejectedShareMax) return 'negativeReflectance';
  if (!figures.clear) return null;
  const { mean, median, p10, p90 } = figures;
  if ([mean, median, p10, p90].some(outside)) return 'outOfRange';
  if (median === null || neighbours.length < sanity.jumpMinNeighbours) return null;
  const usual = percentile(Float64Array.from(neighbours).sort(), 50);
  return Math.abs(median - usual) > sanity.jumpMax ? 'jump' : null;
}
