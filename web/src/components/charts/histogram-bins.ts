/** One bar of a histogram: the values in [from, to) (the last bar takes its upper end too). */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** A round bin width near span / target: 1, 2 or 5 times a power of ten. */
function niceWidth(span: number, target: number): number {
  const raw = span / target || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= raw)!;
  return step * power;
}

/** The values counted in about `target` bins of a round width, from a round start. */
export function histogramBins(values: readonly number[], target = 10): HistogramBin[] {
  if (values.length === 0) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const width = niceWidth(hi - lo, target);
  const start = Math.floor(lo / width) * width;
  const count = Math.max(1, Math.floor((hi - start) / width) + 1);
  const bins = Array.from({ length: count }, (_, index) => ({
    from: start + index * width,
    to: start + (index + 1) * width,
    count: 0,
  }));
  for (const value of values) bins[Math.min(count - 1, binIndex(bins, value))]!.count += 1;
  return bins;
}

/** The bin a value falls in (by its lower end; past the last bin, the last). */
export function binIndex(bins: readonly HistogramBin[], value: number): number {
  const width = bins[0]!.to - bins[0]!.from;
  return Math.max(0, Math.min(bins.length - 1, Math.floor((value - bins[0]!.from) / width + 1e-9)));
}
