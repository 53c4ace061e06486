export const ANIMAL_STATES = ['ok', 'noSignal', 'lowBattery', 'outsideFence'] as const;
export type AnimalState = (typeof ANIMAL_STATES)[number];

/** An animal at its last reading, as GET /settlements/{id}/live-positions gives it. */
export interface LivePosition {
  animalId: string;
  caravana: string;
  roundupId: string | null;
  plotId: string | null;
  deviceId: string | null;
  /** Epoch ms of the last reading; null before the collar's first. */
  ts: number | null;
  lat: number | null;
  lng: number | null;
  battery: number | null;
  simulated: boolean;
  state: AnimalState;
}

/** One reading of the live stream (`positions` events). */
export interface LiveUpdate {
  deviceId: string;
  animalId: string | null;
  ts: number;
  lat: number;
  lng: number;
  battery: number | null;
}

export type LiveSnapshot = ReadonlyMap<string, LivePosition>;

export interface LiveStore {
  /** The animals by id; a new map each time something changed (safe for useSyncExternalStore). */
  get: () => LiveSnapshot;
  /** Replaces everything with the server's list (first load, periodic refresh). */
  reset: (positions: readonly LivePosition[]) => void;
  /** Merges a burst of live readings; listeners hear of it at most once per throttle period. */
  merge: (updates: readonly LiveUpdate[]) => void;
  subscribe: (listener: () => void) => () => void;
  /** Stops a pending publication (the settlement was left). */
  dispose: () => void;
}

/** Below it, a fresh reading shows the animal as low on battery (the settlement's default alert). */
export const LOW_BATTERY_PERCENT = 20;

interface LiveStoreOptions {
  throttleMs?: number;
}

/** A fresh reading: the animal has a signal again; its battery may say it is low. */
function stateAfter(previous: AnimalState, battery: number | null): AnimalState {
  if (battery !== null && battery <= LOW_BATTERY_PERCENT) return 'lowBattery';
  // Whether it is outside its fence the server decides (it knows the fences); kept until it says otherwise.
  if (previous === 'outsideFence') return previous;
  return 'ok';
}

/**
 * The live positions of one settlement, keyed by animal (and found by device for updates that
 * name only the collar). Bursts of readings are merged at once and published throttled, so that
 * a thousand collars reporting together cost one redraw.
 */
export function createLiveStore({ throttleMs = 500 }: LiveStoreOptions = {}): LiveStore {
  let current: Map<string, LivePosition> = new Map();
  let working: Map<string, LivePosition> | null = null;
  const byDevice = new Map<string, string>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastPublished = -Infinity;

  const publish = () => {
    timer = null;
    if (!working) return;
    current = working;
    working = null;
    lastPublished = Date.now();
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => current,
    reset(positions) {
      if (timer) clearTimeout(timer);
      timer = null;
      byDevice.clear();
      working = new Map(positions.map((position) => [position.animalId, position]));
      for (const position of positions)
        if (position.deviceId) byDevice.set(position.deviceId, position.animalId);
      publish();
    },
    merge(updates) {
      let changed = false;
      for (const update of updates) {
        const animalId = update.animalId ?? byDevice.get(update.deviceId);
        const target = working ?? current;
        const known = animalId ? target.get(animalId) : undefined;
        // Out-of-order readings (a batch arriving late) never move an animal back in time.
        if (!known || (known.ts !== null && update.ts < known.ts)) continue;
        working ??= new Map(current);
        working.set(known.animalId, {
          ...known,
          deviceId: update.deviceId,
          ts: update.ts,
          lat: update.lat,
          lng: update.lng,
          battery: update.battery ?? known.battery,
          state: stateAfter(known.state, update.battery ?? known.battery),
        });
        changed = true;
      }
      if (!changed || timer) return;
      const wait = Math.max(0, lastPublished + throttleMs - Date.now());
      timer = setTimeout(publish, wait);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
