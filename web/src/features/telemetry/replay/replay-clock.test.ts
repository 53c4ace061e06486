import { describe, expect, it, vi } from 'vitest';
import { createReplayClock } from './replay-clock';

/** A clock driven by hand: `frame(ms)` lets `ms` of real time pass and runs the pending frame. */
function manualClock(from = 0, to = 3_600_000) {
  let now = 0;
  let pending: (() => void) | null = null;
  const clock = createReplayClock({
    from,
    to,
    speed: 600,
    now: () => now,
    schedule: (callback) => {
      pending = callback;
      return 1;
    },
    cancel: () => {
      pending = null;
    },
  });
  const frame = (ms: number) => {
    now += ms;
    const run = pending;
    pending = null;
    run?.();
  };
  return { clock, frame, hasPending: () => pending !== null };
}

describe('replay clock', () => {
  it('advances the shown instant by the real time elapsed times the speed', () => {
    const { clock, frame } = manualClock();
    const listener = vi.fn();
    clock.subscribe(listener);
    clock.play();
    frame(1_000);
    expect(clock.get().time).toBe(600_000);
    clock.setSpeed(3_600);
    frame(500);
    expect(clock.get().time).toBe(600_000 + 1_800_000);
    expect(listener).toHaveBeenCalled();
  });

  it('stops at the end of the span, and plays again from the start', () => {
    const { clock, frame, hasPending } = manualClock(0, 1_200_000);
    clock.play();
    frame(5_000);
    expect(clock.get()).toMatchObject({ time: 1_200_000, playing: false });
    expect(hasPending()).toBe(false);
    clock.play();
    expect(clock.get()).toMatchObject({ time: 0, playing: true });
  });

  it('pauses, seeks inside the span and follows a new span', () => {
    const { clock, frame, hasPending } = manualClock();
    clock.play();
    clock.pause();
    expect(hasPending()).toBe(false);
    frame(1_000);
    expect(clock.get().time).toBe(0);
    clock.seek(-5);
    expect(clock.get().time).toBe(0);
    clock.seek(10_000_000);
    expect(clock.get().time).toBe(3_600_000);
    clock.setSpan(1_000, 2_000);
    expect(clock.get()).toMatchObject({ from: 1_000, to: 2_000, time: 2_000 });
  });
});
