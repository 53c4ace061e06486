import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../testing/manual-clock';

/** A clock driven by hand, over an hour at 10 min per second unless told otherwise. */
const hourClock = (from = 0, to = 3_600_000) => manualClock({ from, to, speed: 600 });

describe('replay clock', () => {
  it('advances the shown instant by the real time elapsed times the speed', () => {
    const { clock, frame } = hourClock();
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
    const { clock, frame, hasPending } = hourClock(0, 1_200_000);
    clock.play();
    frame(5_000);
    expect(clock.get()).toMatchObject({ time: 1_200_000, playing: false });
    expect(hasPending()).toBe(false);
    clock.play();
    expect(clock.get()).toMatchObject({ time: 0, playing: true });
  });

  it('pauses, seeks inside the span and follows a new span', () => {
    const { clock, frame, hasPending } = hourClock();
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
