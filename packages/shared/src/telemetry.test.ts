import { describe, expect, it } from 'vitest';
import {
  baselineOf,
  ruminationDrop,
  BEHAVIOUR_BASELINE,
  CATTLE_RECTAL_TEMPERATURE_C,
  filteredDistanceMeters,
  fixIntervalSeconds,
  haversineMeters,
  median,
  type Fix,
} from './telemetry';

describe('distance (docs/domain.md §3)', () => {
  /** The `distance` table's version 1. */
  const FILTER = { minStepMeters: 10, maxSpeedKmh: 10 };

  it('haversine: one degree of latitude is about 111.2 km', () => {
    expect(haversineMeters({ lat: -29, lng: -66 }, { lat: -30, lng: -66 }) / 1000).toBeCloseTo(111.2, 1);
  });

  const east = (metres: number) => metres / (111_320 * Math.cos((29.5 * Math.PI) / 180));
  const walk = (steps: [minutes: number, metresEast: number][]): Fix[] =>
    steps.map(([minutes, metres]) => ({ ts: minutes * 60_000, lat: -29.5, lng: -66.8 + east(metres) }));

  it('counts real walking, ignores jitter under 10 m and outliers over 10 km/h', () => {
    // 0 → 500 m → jitter 504 m → 1000 m; then a 3 km jump in 10 minutes (18 km/h) and back.
    const fixes = walk([
      [0, 0],
      [10, 500],
      [20, 504],
      [30, 1000],
      [40, 4000],
      [50, 1200],
    ]);
    expect(filteredDistanceMeters(fixes, FILTER)).toBeCloseTo(1200, -1);
  });

  it('gives the same distance whatever order the fixes arrive in', () => {
    const fixes = walk([
      [0, 0],
      [10, 300],
      [20, 290],
      [30, 900],
      [40, 1500],
    ]);
    const shuffled = [fixes[3]!, fixes[0]!, fixes[4]!, fixes[2]!, fixes[1]!];
    expect(filteredDistanceMeters(shuffled, FILTER)).toBe(filteredDistanceMeters(fixes, FILTER));
  });

  it('a stricter filter is read as given: a 20 m step leaves out the 10 m one', () => {
    // 0 → 15 m → 30 m → 45 m, every 10 minutes: each 15 m step counts at 10 m, none at 20 m,
    // and 30 m from the first fix the anchor moves on (the 15 m fix never counted).
    const fixes = walk([
      [0, 0],
      [10, 15],
      [20, 30],
      [30, 45],
    ]);
    expect(filteredDistanceMeters(fixes, FILTER)).toBeCloseTo(45, 0);
    expect(filteredDistanceMeters(fixes, { ...FILTER, minStepMeters: 20 })).toBeCloseTo(30, 0);
  });

  it('the fix interval is the median gap between readings, a gap in the data left aside', () => {
    // Readings at 0, 10, 20, 30 minutes, then a 5-hour silence: gaps 600, 600, 600, 18000 s.
    const minutes = [0, 10, 20, 30, 330].map((m) => m * 60_000);
    expect(fixIntervalSeconds(minutes)).toBe(600);
    expect(fixIntervalSeconds([minutes[0]!])).toBeNull();
  });
});

describe('behaviour baseline and herd median (docs/domain.md §2, docs/ui.md)', () => {
  const days = (values: number[], first = 1) =>
    values.map((value, index) => ({ day: `2026-03-${String(first + index).padStart(2, '0')}`, value }));

  it('a day’s baseline is the mean of the 7 days before it, the day itself left out', () => {
    const history = days([6, 7, 8, 6, 7, 8, 7, 2]);
    expect(baselineOf(history, '2026-03-08')).toBeCloseTo(7, 5);
    // 9 March: the window is 2–8 March, with the drop of the 8th.
    expect(baselineOf(history, '2026-03-09')).toBeCloseTo((7 + 8 + 6 + 7 + 8 + 7 + 2) / 7, 5);
  });

  it('leaves out silent days and gives none with fewer than 3 days reported', () => {
    const history = [
      { day: '2026-03-01', value: 6 },
      { day: '2026-03-05', value: 8 },
    ];
    expect(baselineOf(history, '2026-03-07')).toBeNull();
    expect(baselineOf([...history, { day: '2026-03-06', value: 7 }], '2026-03-07')).toBe(7);
    expect(BEHAVIOUR_BASELINE).toEqual({ days: 7, minDays: 3 });
  });

  it('median of odd and even counts, none for an empty herd', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('the temperature reference is the normal rectal range of adult cattle', () => {
    expect(CATTLE_RECTAL_TEMPERATURE_C).toEqual({ min: 38, max: 39.3 });
  });
});

describe('rumination drop (docs/domain.md §2)', () => {
  it('is worth a look from 30 minutes below the animal’s own baseline', () => {
    // 7.5 h against a baseline of 8 h: 30 minutes less.
    expect(ruminationDrop(7.5, 8)).toBe(30);
    expect(ruminationDrop(7.6, 8)).toBeNull();
    expect(ruminationDrop(6, 8)).toBe(120);
    expect(ruminationDrop(9, 8)).toBeNull();
    expect(ruminationDrop(7.6, 8, 20)).toBe(24);
  });
});
