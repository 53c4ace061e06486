import { describe, expect, it } from 'vitest';
import { Coefficients, type CoefficientRow } from './biomass';
import {
  heatStressRules,
  heatWaveDays,
  ithCategory,
  ithDay,
  ithOf,
  type HeatStressRules,
  type HeatWaveDayInput,
} from './heat-stress';

/** The `heatStress` table as shipped (version 1). */
const HEAT_STRESS: CoefficientRow[] = (
  [
    ['threshold/beef', 76],
    ['threshold/dairy', 72],
    ['recoveryIth', 74],
    ['recoveryNightHours', 3],
    ['heatWaveMinDays', 3],
    ['heatWaveMinHours', 3],
  ] as const
).map(([key, value]) => ({
  table: 'heatStress',
  key,
  value,
  unit: '',
  source: 'test',
  confidence: 'sourced',
  version: 1,
}));
const tables = new Coefficients(HEAT_STRESS);
const BEEF: HeatStressRules = heatStressRules(tables, 'beef', null);

describe('ITH formulas (docs/domain.md §1)', () => {
  it('NRC 1971: 30 °C at 50 % is 78.3', () => {
    // (1.8·30 + 32) − (0.55 − 0.0055·50)·(1.8·30 − 26) = 86 − 0.275·28 = 78.3
    expect(ithOf({ temperature: 30, humidity: 50 })).toBe(78.3);
    // 35 °C at 40 %: 95 − (0.55 − 0.22)·37 = 95 − 12.21 = 82.79
    expect(ithOf({ temperature: 35, humidity: 40 }, 'nrc1971')).toBe(82.8);
  });

  it('the Mader/Thom form agrees with NRC within 0.2 over 25–35 °C', () => {
    // 0.8·30 + 0.5·(30 − 14.4) + 46.4 = 24 + 7.8 + 46.4 = 78.2
    expect(ithOf({ temperature: 30, humidity: 50 }, 'mader')).toBe(78.2);
    for (const temperature of [25, 28, 31, 35]) {
      for (const humidity of [30, 50, 70]) {
        const nrc = ithOf({ temperature, humidity }, 'nrc1971')!;
        const mader = ithOf({ temperature, humidity }, 'mader')!;
        expect(Math.abs(nrc - mader)).toBeLessThanOrEqual(0.25);
      }
    }
  });

  it('the dew-point variant needs the dew point', () => {
    // 30 + 0.36·18.4 + 41.2 = 77.824
    expect(ithOf({ temperature: 30, humidity: 50, dewPoint: 18.4 }, 'dewPoint')).toBe(77.8);
    expect(ithOf({ temperature: 30, humidity: 50 }, 'dewPoint')).toBeNull();
  });
});

describe('ITH categories (Livestock Weather Safety Index)', () => {
  it('normal ≤74, alert 75–78, danger 79–83, emergency ≥84', () => {
    expect(ithCategory(74)).toBe('normal');
    expect(ithCategory(74.9)).toBe('normal');
    expect(ithCategory(75)).toBe('alert');
    expect(ithCategory(78.9)).toBe('alert');
    expect(ithCategory(79)).toBe('danger');
    expect(ithCategory(83.9)).toBe('danger');
    expect(ithCategory(84)).toBe('emergency');
  });
});

describe('a day of heat stress', () => {
  // A summer day: a cool night (6 hours at 70), a warm morning, a hot afternoon.
  const hours = [
    ...Array(6).fill(70),
    ...Array(6).fill(74),
    ...Array(4).fill(77),
    80,
    82,
    85,
    84,
    78,
    76,
    73,
    72,
  ];

  it('max, mean, min, hours at each level and its category', () => {
    const day = ithDay(hours, BEEF);
    expect(day.ithMax).toBe(85);
    expect(day.ithMin).toBe(70);
    // (6·70 + 6·74 + 4·77 + 80 + 82 + 85 + 84 + 78 + 76 + 73 + 72) / 24 = 1802 / 24 = 75.08
    expect(day.ithMean).toBe(75.1);
    expect(day.category).toBe('emergency');
    expect(day.hoursAtOrAbove).toEqual({ '72': 18, '76': 10, '79': 4, '84': 2 });
    expect(day.hoursOverThreshold).toBe(10);
  });

  it('THI-hours add what each hour is above the threshold', () => {
    // Above 76: 4·1 + 4 + 6 + 9 + 8 + 2 + 0 = 33
    expect(ithDay(hours, BEEF).thiHours).toBe(33);
  });

  it('a recovery night needs 3 hours at 74 or less', () => {
    expect(ithDay(hours, BEEF)).toMatchObject({ recoveryHours: 14, recoveryNight: true });
    const hot = [74, 74, 75, 76, 80, 82];
    expect(ithDay(hot, BEEF)).toMatchObject({ recoveryHours: 2, recoveryNight: false });
  });
});

describe('the rules of a settlement', () => {
  it('follow the herd type unless the settlement set its own threshold', () => {
    expect(BEEF).toEqual({
      threshold: 76,
      basis: 'beef',
      recoveryIth: 74,
      recoveryNightHours: 3,
      heatWaveMinDays: 3,
      heatWaveMinHours: 3,
    });
    expect(heatStressRules(tables, 'dairy', null)).toMatchObject({ threshold: 72, basis: 'dairy' });
    expect(heatStressRules(tables, 'dairy', 70)).toMatchObject({ threshold: 70, basis: 'settlement' });
  });
});

/** A day with this many hours at or above the threshold and this category. */
const day = (
  hoursOverThreshold: number,
  category: HeatWaveDayInput['category'] = 'alert',
  partial?: boolean,
): HeatWaveDayInput => ({ hoursOverThreshold, category, ...(partial && { partial }) });

describe('heat waves: 3 or more consecutive heat-wave days', () => {
  it('numbers the days of each wave and leaves shorter runs at 0', () => {
    const days = [day(4), day(5), day(0), day(3), day(8), day(6), day(3), day(0)];
    expect(heatWaveDays(days, BEEF)).toEqual([0, 0, 0, 1, 2, 3, 4, 0]);
  });

  it('a day needs 3 hours at or above the threshold: a one-hour peak is not enough', () => {
    expect(heatWaveDays([day(3), day(2), day(3), day(3)], BEEF)).toEqual([0, 0, 0, 0]);
  });

  it('a day the index rates "normal" is never a heat-wave day', () => {
    // Dairy at 72: 10 hours at 72–74 are 10 hours over the threshold, but a maximum of 74 is "normal".
    const dairy = heatStressRules(tables, 'dairy', null);
    expect(heatWaveDays([day(10), day(10, 'normal'), day(10), day(10)], dairy)).toEqual([0, 0, 0, 0]);
  });

  it('a wave reaching the end of the series counts; a missing or partial day breaks a run', () => {
    expect(heatWaveDays([day(5), day(5), day(5)], BEEF)).toEqual([1, 2, 3]);
    const missing = day(0, null);
    expect(heatWaveDays([day(5), day(5), missing, day(5), day(5)], BEEF)).toEqual([0, 0, 0, 0, 0]);
    expect(heatWaveDays([day(5), day(5), day(5), day(5, 'danger', true)], BEEF)).toEqual([1, 2, 3, 0]);
  });
});
