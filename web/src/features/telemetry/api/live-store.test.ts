import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveStore, type LivePosition } from './live-store';

const alertParams = { noSignalHours: 2, lowBatteryPercent: 20 };

const animal = (overrides: Partial<LivePosition> = {}): LivePosition => ({
  animalId: 'a1',
  caravana: 'AR-001',
  roundupId: null,
  plotId: null,
  deviceId: 'd1',
  ts: 1_000,
  lat: -34,
  lng: -60,
  battery: 80,
  simulated: true,
  state: 'ok',
  ...overrides,
});

describe('live store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('publishes the server list at once', () => {
    const store = createLiveStore({ alertParams });
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset([animal(), animal({ animalId: 'a2', deviceId: 'd2' })]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().size).toBe(2);
  });

  it('merges a reading found by its device, and a fresh signal clears "no signal"', () => {
    const store = createLiveStore({ alertParams, throttleMs: 500 });
    store.reset([animal({ state: 'noSignal' })]);
    store.merge([{ deviceId: 'd1', animalId: null, ts: 2_000, lat: -35, lng: -61, battery: 70 }]);
    vi.advanceTimersByTime(500);
    expect(store.get().get('a1')).toMatchObject({ ts: 2_000, lat: -35, lng: -61, battery: 70, state: 'ok' });
  });

  it('ignores older readings and unknown animals, and flags a low battery', () => {
    const store = createLiveStore({ alertParams });
    store.reset([animal({ ts: 5_000 })]);
    const before = store.get();
    store.merge([
      { deviceId: 'd1', animalId: 'a1', ts: 4_000, lat: 0, lng: 0, battery: 50 },
      { deviceId: 'zz', animalId: 'zz', ts: 9_000, lat: 0, lng: 0, battery: 50 },
    ]);
    vi.advanceTimersByTime(1_000);
    expect(store.get()).toBe(before);
    store.merge([{ deviceId: 'd1', animalId: 'a1', ts: 6_000, lat: 1, lng: 1, battery: 10 }]);
    vi.advanceTimersByTime(1_000);
    expect(store.get().get('a1')?.state).toBe('lowBattery');
  });

  it('publishes a burst at most once per throttle period, keeping the latest of each animal', () => {
    const store = createLiveStore({ alertParams, throttleMs: 500 });
    store.reset([animal(), animal({ animalId: 'a2', deviceId: 'd2' })]);
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 1; i <= 10; i++)
      store.merge([
        { deviceId: 'd1', animalId: 'a1', ts: 1_000 + i, lat: i, lng: i, battery: 80 },
        { deviceId: 'd2', animalId: 'a2', ts: 1_000 + i, lat: -i, lng: -i, battery: 80 },
      ]);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(499);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().get('a1')?.lat).toBe(10);
    expect(store.get().get('a2')?.lat).toBe(-10);
    store.merge([{ deviceId: 'd1', animalId: 'a1', ts: 2_000, lat: 50, lng: 50, battery: 80 }]);
    vi.advanceTimersByTime(499);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
