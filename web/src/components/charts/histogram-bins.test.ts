import { describe, expect, it } from 'vitest';
import { binIndex, histogramBins } from './histogram-bins';

describe('histogram bins', () => {
  it('counts the values in bins of a round width from a round start', () => {
    const bins = histogramBins([1.2, 1.9, 2.1, 3.4, 3.5, 7.9], 4);
    expect(bins.map((bin) => [bin.from, bin.to, bin.count])).toEqual([
      [0, 2, 2],
      [2, 4, 3],
      [4, 6, 0],
      [6, 8, 1],
    ]);
    expect(binIndex(bins, 3.9)).toBe(1);
    expect(binIndex(bins, 8)).toBe(3);
  });

  it('puts equal values in one bin, and no values in none', () => {
    expect(histogramBins([5, 5, 5]).map((bin) => bin.count)).toEqual([3]);
    expect(histogramBins([])).toEqual([]);
  });
});
