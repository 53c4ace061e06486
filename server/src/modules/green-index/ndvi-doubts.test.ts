import { describe, expect, it } from 'vitest';
import { doubtOf as judged, type NdviSanity } from './ndvi-doubts';

/** The shipped `greenIndex` table, version 1: rejected share 0.1, jump 0.3 within 20 days, 2 neighbours. */
const SHIPPED: NdviSanity = { rejectedShareMax: 0.1, jumpMax: 0.3, jumpWindowDays: 20, jumpMinNeighbours: 2 };
const doubtOf = (figures: Parameters<typeof judged>[0], neighbours: number[]) =>
  judged(figures, neighbours, SHIPPED);

const figures = (median: number | null, extra = {}) => ({
  plotId: 'p',
  clear: median !== null,
  validShare: median === null ? 0.2 : 1,
  rejectedShare: 0,
  mean: median,
  median,
  p10: median,
  p90: median,
  ...extra,
});

describe('doubtOf', () => {
  it('marks a plot with more than a tenth of its valid pixels rejected, clear or not', () => {
    expect(doubtOf(figures(0.7, { rejectedShare: 0.1 }), [])).toBeNull();
    expect(doubtOf(figures(0.7, { rejectedShare: 0.11 }), [])).toBe('negativeReflectance');
    expect(doubtOf(figures(null, { rejectedShare: 1 }), [])).toBe('negativeReflectance');
  });

  it('marks an NDVI outside −1…1 (a provider that computes its own: 1.67 where 0.71 was true)', () => {
    expect(doubtOf(figures(1.67), [0.7, 0.72])).toBe('outOfRange');
    expect(doubtOf(figures(0.71, { p90: 1.02 }), [0.7, 0.72])).toBe('outOfRange');
    expect(doubtOf(figures(-1.2), [])).toBe('outOfRange');
  });

  it('marks a median more than 0.3 from the median of the plot’s neighbouring scenes, given two of them', () => {
    // Neighbours 0.60, 0.62, 0.70: median 0.62. 0.31 is 0.31 away; 0.33 is 0.29 away.
    expect(doubtOf(figures(0.31), [0.6, 0.7, 0.62])).toBe('jump');
    expect(doubtOf(figures(0.33), [0.6, 0.7, 0.62])).toBeNull();
    // Neighbours 0.60, 0.70: median 0.65. 0.96 is 0.31 away.
    expect(doubtOf(figures(0.96), [0.6, 0.7])).toBe('jump');
    // One neighbour is not a series to judge against.
    expect(doubtOf(figures(0.1), [0.7])).toBeNull();
    expect(judged(figures(0.1), [0.7], { ...SHIPPED, jumpMinNeighbours: 1 })).toBe('jump');
    // No clear view: nothing to judge.
    expect(doubtOf(figures(null), [0.6, 0.7])).toBeNull();
  });
});
