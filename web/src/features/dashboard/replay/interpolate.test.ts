import { describe, expect, it } from 'vitest';
import {
  lastFixAt,
  positionAt,
  replayPositions,
  trailAt,
  tracksCorners,
  tracksSpan,
  type TrackPoint,
} from './interpolate';

const MIN = 60_000;
const points: TrackPoint[] = [
  [0, -34, -60],
  [10 * MIN, -34.01, -60.02],
  [20 * MIN, -34.02, -60.02],
];

describe('replay interpolation', () => {
  it('finds the last fix at or before an instant', () => {
    expect(lastFixAt(points, -1)).toBe(-1);
    expect(lastFixAt(points, 0)).toBe(0);
    expect(lastFixAt(points, 9 * MIN)).toBe(0);
    expect(lastFixAt(points, 10 * MIN)).toBe(1);
    expect(lastFixAt(points, 99 * MIN)).toBe(2);
    expect(lastFixAt([], 5)).toBe(-1);
  });

  it('moves the animal in a straight line between fixes', () => {
    const halfway = positionAt(points, 5 * MIN)!;
    expect(halfway.lat).toBeCloseTo(-34.005, 9);
    expect(halfway.lng).toBeCloseTo(-60.01, 9);
    expect(positionAt(points, 10 * MIN)).toEqual({ lat: -34.01, lng: -60.02 });
  });

  it('hides the animal before its first fix and keeps it at its last one after', () => {
    expect(positionAt(points, -MIN)).toBeNull();
    expect(positionAt(points, 60 * MIN)).toEqual({ lat: -34.02, lng: -60.02 });
  });

  it('keeps two fixes at the same instant from dividing by zero', () => {
    expect(
      positionAt(
        [
          [0, 1, 2],
          [0, 3, 4],
        ],
        0,
      ),
    ).toEqual({ lat: 3, lng: 4 });
  });

  it('draws a trail of the recent fixes ending at the interpolated position', () => {
    expect(trailAt(points, 15 * MIN, 12 * MIN)).toEqual([
      [-60.02, -34.01],
      [-60.02, -34.015],
    ]);
    // A longer trail reaches back to the first fix; a fix exactly now is not doubled.
    expect(trailAt(points, 20 * MIN, 60 * MIN)).toEqual([
      [-60, -34],
      [-60.02, -34.01],
      [-60.02, -34.02],
    ]);
    expect(trailAt(points, -MIN, 60 * MIN)).toEqual([]);
  });

  it('places every animal whose track has started, and spans all the tracks', () => {
    const tracks = [
      { animalId: 'a', points },
      { animalId: 'b', points: [[15 * MIN, -35, -61]] as TrackPoint[] },
      { animalId: 'c', points: [] },
    ];
    expect(replayPositions(tracks, 12 * MIN, 5 * MIN).map((p) => p.animalId)).toEqual(['a']);
    expect(replayPositions(tracks, 16 * MIN, 5 * MIN).map((p) => p.animalId)).toEqual(['a', 'b']);
    expect(tracksSpan(tracks)).toEqual({ from: 0, to: 20 * MIN });
    expect(tracksSpan([{ animalId: 'c', points: [] }])).toBeNull();
    expect(tracksCorners(tracks)).toEqual([
      { lat: -35, lng: -61 },
      { lat: -34, lng: -60 },
    ]);
    expect(tracksCorners([{ animalId: 'c', points: [] }])).toEqual([]);
  });
});
