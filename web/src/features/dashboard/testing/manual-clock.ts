import { createReplayClock, type ReplaySpeed } from '../replay/replay-clock';

/**
 * A replay clock driven by hand, for tests: `frame(ms)` lets `ms` of real time pass and runs the
 * pending animation frame.
 */
export function manualClock({ from, to, speed }: { from: number; to: number; speed?: ReplaySpeed }) {
  let now = 0;
  let pending: (() => void) | null = null;
  const clock = createReplayClock({
    from,
    to,
    speed,
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
