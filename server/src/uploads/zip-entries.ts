import { Unzip, UnzipInflate } from 'fflate';

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1,032 times, so
 * one slice inflates to some 4 MB at most: a zip bomb never sits in memory in full.
 */
const SLICE_BYTES = 4 * 1024;

/** Where the inflated bytes of one entry go, piece by piece. */
export type EntrySink = (piece: Uint8Array) => void;

/** How inflating ended: every chosen entry in full, past the limit, or not a readable zip. */
export type InflateOutcome = 'complete' | 'tooLarge' | 'broken';

/**
 * Inflates the entries of a zip archive for which `choose` gives a sink, slice by slice, and stops as
 * soon as they add up past `limit` bytes, whatever the archive's headers claim. Other entries are
 * skipped without inflating.
 */
export function inflateEntries(
  data: Uint8Array,
  limit: number,
  choose: (name: string) => EntrySink | undefined,
): InflateOutcome {
  let inflated = 0;
  let stopped: Exclude<InflateOutcome, 'complete'> | undefined;
  const unzip = new Unzip((file) => {
    const sink = choose(file.name);
    if (!sink) return;
    file.ondata = (error, piece) => {
      if (stopped) return;
      if (error) stopped = 'broken';
      else if ((inflated += piece.length) > limit) stopped = 'tooLarge';
      if (stopped) return file.terminate();
      sink(piece);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; !stopped; offset += SLICE_BYTES) {
      const last = offset + SLICE_BYTES >= data.length;
      unzip.push(data.subarray(offset, offset + SLICE_BYTES), last);
      if (last) break;
    }
  } catch {
    stopped ??= 'broken';
  }
  return stopped ?? 'complete';
}
