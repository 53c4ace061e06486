import { describe, expect, it } from 'vitest';
import { animalMapState, isLowBattery } from './animal-state';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12);
const params = { noSignalHours: 2, lowBatteryPercent: 30 };
const reading = (changes: { ts?: number | null; battery?: number | null } = {}) => ({
  ts: NOW - 60_000,
  battery: 80,
  ...changes,
});

describe('animal map state', () => {
  it('is low battery under the settlement’s threshold, not at it', () => {
    expect(animalMapState(reading({ battery: 25 }), false, params, NOW)).toBe('lowBattery');
    expect(animalMapState(reading({ battery: 29.9 }), false, params, NOW)).toBe('lowBattery');
    expect(animalMapState(reading({ battery: 30 }), false, params, NOW)).toBe('ok');
    expect(animalMapState(reading({ battery: 25 }), false, { ...params, lowBatteryPercent: 20 }, NOW)).toBe(
      'ok',
    );
    expect(isLowBattery(null, params)).toBe(false);
  });

  it('has no signal before the first reading and past the settlement’s hours', () => {
    expect(animalMapState(reading({ ts: null }), false, params, NOW)).toBe('noSignal');
    expect(animalMapState(reading({ ts: NOW - 2 * HOUR }), false, params, NOW)).toBe('ok');
    expect(animalMapState(reading({ ts: NOW - 2 * HOUR - 1 }), false, params, NOW)).toBe('noSignal');
    expect(animalMapState(reading({ ts: NOW - 3 * HOUR }), false, { ...params, noSignalHours: 4 }, NOW)).toBe(
      'ok',
    );
  });

  it('ranks no signal over outside the fence over low battery', () => {
    expect(animalMapState(reading({ ts: null, battery: 5 }), true, params, NOW)).toBe('noSignal');
    expect(animalMapState(reading({ battery: 5 }), true, params, NOW)).toBe('outsideFence');
    expect(animalMapState(reading({ battery: 5 }), false, params, NOW)).toBe('lowBattery');
    expect(animalMapState(reading({ battery: null }), false, params, NOW)).toBe('ok');
  });
});
