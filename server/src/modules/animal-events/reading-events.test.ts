import { describe, expect, it } from 'vitest';
import { crossings, deviceChanges, drinkingVisits, type TimelineReading } from './reading-events';

const MINUTE = 60_000;
// A square of about 1.1 km a side whose west edge is the meridian -66.86.
const square = {
  name: 'Cerco',
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [-66.86, -29.41],
        [-66.85, -29.41],
        [-66.85, -29.4],
        [-66.86, -29.4],
        [-66.86, -29.41],
      ],
    ],
  },
};
const reading = (i: number, lng: number | null, changes: Partial<TimelineReading> = {}): TimelineReading => ({
  ts: i * 10 * MINUTE,
  deviceId: 'd1',
  identifier: 'AA:01',
  lat: lng === null ? null : -29.405,
  lng,
  behaviour: {},
  beaconId: null,
  ...changes,
});
const IN = -66.855;
// About 5 m west of the edge: inside a 10 m buffer.
const EDGE = -66.86005;
const OUT = -66.87;
const track = (lngs: (number | null)[]) => lngs.map((lng, i) => reading(i, lng));
const options = {
  bufferMeters: 10,
  fixes: 3,
  enter: 'fenceReturn',
  leave: 'fenceExit',
  detail: 'fenceName',
} as const;

describe('crossings', () => {
  it('counts a crossing once k fixes agree, at the first of them; the starting state is no event', () => {
    const events = crossings(track([IN, IN, IN, OUT, OUT, OUT, OUT, IN, IN, IN]), [square], options);
    expect(events.map((e) => [e.kind, e.at, e.fenceName])).toEqual([
      ['fenceExit', 3 * 10 * MINUTE, 'Cerco'],
      ['fenceReturn', 7 * 10 * MINUTE, 'Cerco'],
    ]);
  });

  it('ignores jitter shorter than k fixes, fixes within the buffer and fixes without a position', () => {
    const lngs = [IN, IN, IN, OUT, OUT, IN, EDGE, EDGE, null, EDGE, OUT, IN, IN, IN];
    expect(crossings(track(lngs), [square], options)).toEqual([]);
    expect(crossings(track(lngs), [square], { ...options, fixes: 1 })).toHaveLength(4);
  });
});

describe('drinking visits', () => {
  const spots = { drinkers: [{ lat: -29.405, lng: IN }], drinkerRadiusMeters: 30, fixedPoints: ['FP:01'] };

  it('joins consecutive drinking readings into one visit, and splits at a pause or a reading elsewhere', () => {
    const readings = [
      reading(0, IN),
      reading(1, IN),
      reading(2, OUT),
      reading(3, OUT, { beaconId: 'fp:01' }),
      reading(7, OUT, { beaconId: 'FP:01' }),
      // The collar reports its behaviour: that decides, wherever it is.
      reading(8, OUT, { behaviour: { drinking: 120, grazing: 480 } }),
      reading(9, IN, { behaviour: { grazing: 600 } }),
    ];
    expect(drinkingVisits(readings, spots).map((v) => [v.at / (10 * MINUTE), v.minutes])).toEqual([
      [0, 20],
      [3, 10],
      [7, 12],
    ]);
  });
});

describe('device changes', () => {
  it('marks the first reading of another device than before, the one before the range included', () => {
    const readings = [
      reading(0, IN),
      reading(1, IN, { deviceId: 'd2', identifier: 'AA:02' }),
      reading(2, IN, { deviceId: 'd2', identifier: 'AA:02' }),
    ];
    expect(deviceChanges(readings, null).map((e) => e.deviceIdentifier)).toEqual(['AA:02']);
    expect(deviceChanges(readings, 'd0').map((e) => e.deviceIdentifier)).toEqual(['AA:01', 'AA:02']);
  });
});
