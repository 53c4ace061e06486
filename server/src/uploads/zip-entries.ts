import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1,032 times, so
 * one slice inflates to some 4 MB at most.
 */
const SLICE_BYTES = 4 * 1024;

/**
 * The entries a zip's central directory lists, each with the size it declares once inflated
 * (read without inflating anything); undefined when the data is no readable zip.
 */
export function zipDirectory(data: Uint8Array): Map<string, number> | undefined {
  const entries = new Map<string, number>();
  try {
    unzipSync(data, {
      filter: ({ name, originalSize }) => {
        entries.set(name, (entries.get(name) ?? 0) + originalSize);
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return entries;
}

/** Where the inflated bytes of one entry go, piece by piece. */
export type EntrySink = (piece: Uint8Array) => void;

/**
 * How inflating ended: every chosen entry in full; refused because they declare more than the
 * limit; or not a readable zip (which includes an entry inflating past the size the directory
 * declares for it, or one the directory does not list).
 */
export type InflateOutcome = 'complete' | 'tooLarge' | 'broken';

/**
 * Inflates the entries for which `choose` gives a sink, slice by slice, handing over each piece as it
 * comes. A zip bomb costs nothing: when the chosen entries declare more than `limit` bytes nothing
 * is inflated, and an entry that claims less than it holds stops at what it claimed.
 */
export function inflateEntries(
  data: Uint8Array,
  limit: number,
  choose: (name: string) => EntrySink | undefined,
): InflateOutcome {
  const directory = zipDirectory(data);
  if (!directory) return 'broken';
  const sinks = new Map<string, EntrySink>();
  let declared = 0;
  for (const [name, size] of directory) {
    const sink = choose(name);
    if (!sink) continue;
    sinks.set(name, sink);
    declared += size;
  }
  if (declared > limit) return 'tooLarge';

  const inflated = new Map<string, number>();
  let stopped: Exclude<InflateOutcome, 'complete'> | undefined;
  const unzip = new Unzip((file) => {
    if (!directory.has(file.name)) stopped ??= 'broken';
    const sink = sinks.get(file.name);
    if (stopped || !sink) return;
    file.ondata = (error, piece) => {
      if (stopped) return;
      const total = error ? Infinity : (inflated.get(file.name) ?? 0) + piece.length;
      if (total > directory.get(file.name)!) {
        stopped = 'broken';
        return file.terminate();
      }
      inflated.set(file.name, total);
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
