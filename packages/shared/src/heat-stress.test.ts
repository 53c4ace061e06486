import { describe, expect, it } from 'vitest';
import { heatWaveDays, ithCategory, ithDay, ithOf } from './heat-stress';

describe('ITH formulas (domain.md §1)', () => {
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
    const day = ithDay(hours, 76);
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
    expect(ithDay(hours, 76).thiHours).toBe(33);
  });

  it('a recovery night needs 3 hours at 74 or less', () => {
    expect(ithDay(hours, 76)).toMatchObject({ recoveryHours: 14, recoveryNight: true });
    const hot = [74, 74, 75, 76, 80, 82];
    expect(ithDay(hot, 76)).toMatchObject({ recoveryHours: 2, recoveryNight: false });
  });
});

describe('heat waves: 3 or more consecutive critical days', () => {
  it('numbers the days of each wave and leaves shorter runs at 0', () => {
    expect(heatWaveDays([77, 78, 70, 80, 81, 79, 76, 60], 76)).toEqual([0, 0, 0, 1, 2, 3, 4, 0]);
  });

  it('a wave reaching the end of the series counts; a missing day breaks a run', () => {
    expect(heatWaveDays([80, 80, 80], 76)).toEqual([1, 2, 3]);
    expect(heatWaveDays([80, 80, null, 80, 80], 76)).toEqual([0, 0, 0, 0, 0]);
  });
});
