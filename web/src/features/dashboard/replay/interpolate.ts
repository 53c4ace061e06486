/** A fix of a track: [epoch ms, lat, lng], oldest first (GET /positions). */
export type TrackPoint = readonly [number, number, number];

export interface TrackLike {
  animalId: string;
  points: readonly TrackPoint[];
}

/** Where one animal is at an instant of a replay, and the path it took just before. */
export interface ReplayPosition {
  animalId: string;
  lat: number;
  lng: number;
  /** [lng, lat] pairs, oldest first, ending at the position itself. */
  trail: [number, number][];
}

/** The index of the last fix at or before `time`, or -1 when the track starts later. */
export function lastFixAt(points: readonly TrackPoint[], time: number): number {
  let low = 0;
  let high = points.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (points[middle]![0] <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * The animal's position at `time`, on the straight line between the fixes around it. Before its
 * first fix it is not shown (null); after its last one it stays where it was last seen.
 */
export function positionAt(points: readonly TrackPoint[], time: number): { lat: number; lng: number } | null {
  const index = lastFixAt(points, time);
  if (index < 0) return null;
  const [ts, lat, lng] = points[index]!;
  const next = points[index + 1];
  if (!next || next[0] === ts) return { lat, lng };
  const share = (time - ts) / (next[0] - ts);
  return { lat: lat + (next[1] - lat) * share, lng: lng + (next[2] - lng) * share };
}

/** The fixes of the last `trailMs` before `time`, ending at the interpolated position. */
export function trailAt(points: readonly TrackPoint[], time: number, trailMs: number): [number, number][] {
  const here = positionAt(points, time);
  if (!here) return [];
  const trail: [number, number][] = [];
  const last = lastFixAt(points, time);
  for (let index = last; index >= 0 && points[index]![0] > time - trailMs; index -= 1)
    trail.push([points[index]![2], points[index]![1]]);
  trail.reverse();
  const head: [number, number] = [here.lng, here.lat];
  const end = trail[trail.length - 1];
  if (!end || end[0] !== head[0] || end[1] !== head[1]) trail.push(head);
  return trail;
}

/** Every animal of the replay at `time`: those whose track has started, each with its trail. */
export function replayPositions(
  tracks: readonly TrackLike[],
  time: number,
  trailMs: number,
): ReplayPosition[] {
  const positions: ReplayPosition[] = [];
  for (const track of tracks) {
    const here = positionAt(track.points, time);
    if (here)
      positions.push({ animalId: track.animalId, ...here, trail: trailAt(track.points, time, trailMs) });
  }
  return positions;
}

/** The first and last instants of any fix of the tracks; null when none has a fix. */
export function tracksSpan(tracks: readonly TrackLike[]): { from: number; to: number } | null {
  let from = Infinity;
  let to = -Infinity;
  for (const { points } of tracks) {
    if (points.length === 0) continue;
    from = Math.min(from, points[0]![0]);
    to = Math.max(to, points[points.length - 1]![0]);
  }
  return from <= to ? { from, to } : null;
}

/** The south-west and north-east corners of every fix of the tracks (to frame them); empty without fixes. */
export function tracksCorners(tracks: readonly TrackLike[]): { lat: number; lng: number }[] {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { points } of tracks)
    for (const [, lat, lng] of points) {
      south = Math.min(south, lat);
      north = Math.max(north, lat);
      west = Math.min(west, lng);
      east = Math.max(east, lng);
    }
  return south <= north
    ? [
        { lat: south, lng: west },
        { lat: north, lng: east },
      ]
    : [];
}
