/** Replay speeds, in seconds of the range per second on screen: 1 min, 10 min, 1 h and 6 h per second. */
export const REPLAY_SPEEDS = [60, 600, 3_600, 21_600] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
export const DEFAULT_REPLAY_SPEED: ReplaySpeed = 3_600;

export interface ReplayClockState {
  /** The instant shown, epoch ms. */
  time: number;
  playing: boolean;
  speed: ReplaySpeed;
  from: number;
  to: number;
}

export interface ReplayClock {
  get: () => ReplayClockState;
  subscribe: (listener: () => void) => () => void;
  play: () => void;
  pause: () => void;
  seek: (time: number) => void;
  setSpeed: (speed: ReplaySpeed) => void;
  /** The span of the tracks, once they arrived; the time moves inside it. */
  setSpan: (from: number, to: number) => void;
  dispose: () => void;
}

interface ClockOptions {
  from: number;
  to: number;
  speed?: ReplaySpeed;
  /** A monotonic clock in ms (performance.now). */
  now?: () => number;
  /** Calls back on the next frame (requestAnimationFrame); returns a handle for `cancel`. */
  schedule?: (callback: () => void) => number;
  cancel?: (handle: number) => void;
}

const clamp = (value: number, from: number, to: number) => Math.min(to, Math.max(from, value));

/**
 * The clock of a replay: the instant shown advances on every animation frame by the real time
 * elapsed times the speed, and stops at the end of the span. Layers and controls subscribe to it,
 * so that a frame redraws the map without re-rendering the dashboard.
 */
export function createReplayClock({
  from,
  to,
  speed = DEFAULT_REPLAY_SPEED,
  now = () => performance.now(),
  schedule = (callback) => requestAnimationFrame(callback),
  cancel = (handle) => cancelAnimationFrame(handle),
}: ClockOptions): ReplayClock {
  let state: ReplayClockState = { time: from, playing: false, speed, from, to };
  const listeners = new Set<() => void>();
  let frame: number | null = null;
  let last = 0;

  const update = (changes: Partial<ReplayClockState>) => {
    state = { ...state, ...changes };
    listeners.forEach((listener) => listener());
  };
  const stop = () => {
    if (frame !== null) cancel(frame);
    frame = null;
  };
  const tick = () => {
    const current = now();
    const time = Math.min(state.to, state.time + (current - last) * state.speed);
    last = current;
    const ended = time >= state.to;
    frame = ended ? null : schedule(tick);
    update(ended ? { time, playing: false } : { time });
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play() {
      if (state.playing) return;
      last = now();
      frame = schedule(tick);
      // Playing again after the end starts over.
      update({ playing: true, time: state.time >= state.to ? state.from : state.time });
    },
    pause() {
      stop();
      if (state.playing) update({ playing: false });
    },
    seek: (time) => update({ time: clamp(time, state.from, state.to) }),
    setSpeed: (next) => update({ speed: next }),
    setSpan: (spanFrom, spanTo) =>
      update({ from: spanFrom, to: spanTo, time: clamp(state.time, spanFrom, spanTo) }),
    dispose: stop,
  };
}
