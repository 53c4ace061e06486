import { describe, expect, it } from 'vitest';
import { eatenOver, reportingIntervalS, standingStockOf } from './standing-stock';

describe('standing stock', () => {
  it('is the scene stock plus the growth since, less what was eaten; the eaten comes out of the usable share', () => {
    // 2300 kg DM/ha at the scene + 300 grown since = 2600 kg DM/ha on 10 ha = 26 000 kg; eaten 3000 kg.
    // Standing 26 000 − 3000 = 23 000 kg (2300 kg/ha); usable 26 000 × 0.5 − 3000 = 10 000 kg.
    // Against 525 kg a day: 10 000 / 525 = 19.0 days, where (26 000 − 3000) × 0.5 / 525 = 21.9.
    const stock = standingStockOf({
      sceneKgHa: 2300,
      growthSinceKgHa: 300,
      eatenSinceKg: 3000,
      areaHa: 10,
      utilisation: 0.5,
    });
    expect(stock).toEqual({ kgHa: 2300, kg: 23_000, usableKg: 10_000 });
    expect(stock.usableKg / 525).toBeCloseTo(19.05, 2);
  });

  it('never goes below zero', () => {
    // 100 × 2 = 200 kg; eaten 150: standing 50, usable 200 × 0.5 − 150 < 0 → 0
    expect(
      standingStockOf({ sceneKgHa: 100, growthSinceKgHa: 0, eatenSinceKg: 150, areaHa: 2, utilisation: 0.5 }),
    ).toEqual({ kgHa: 25, kg: 50, usableKg: 0 });
  });
});

describe('what the animals ate', () => {
  it('counts every allocated animal-day, a day its collar reported by the presence it measured', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    // A collared cow (10 kg a day) there all three days, reporting half a day on the 3rd: 2.5 × 10 = 25;
    // an uncollared steer (12.5 kg) that left on the 3rd (exclusive): 2 × 12.5 = 25. Total 50 kg, 4.5 days.
    const eaten = eatenOver(
      [
        { animalId: 'cow', from: '2026-10-20', to: null, intakeKg: 10 },
        { animalId: 'steer', from: '2026-11-01', to: '2026-11-03', intakeKg: 12.5 },
      ],
      new Map([
        ['cow|2026-11-01', 86_400],
        ['cow|2026-11-03', 43_200],
      ]),
      days,
    );
    expect(eaten).toEqual({ kg: 50, animalDays: 4.5 });
  });
});

describe('a collar’s reporting interval', () => {
  it('is the median gap between its readings, capped, and unknown under two readings', () => {
    const quarter = 900_000;
    // Gaps 900, 900, 900 and one outage of 3 h: the median is 900 s
    expect(reportingIntervalS([0, quarter, 2 * quarter, 3 * quarter, 3 * quarter + 10_800_000])).toBe(900);
    // A collar heard every 2 h reads as the cap, 3600 s
    expect(reportingIntervalS([0, 7_200_000, 14_400_000])).toBe(3600);
    expect(reportingIntervalS([5])).toBeNull();
  });
});
