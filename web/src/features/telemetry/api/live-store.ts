import { animalMapState } from '@tropero/shared/animal-state';
import type { LivePosition, LiveUpdate } from '@tropero/shared/contracts/live';
import type { AlertParams } from '@tropero/shared/farm';

export type { LivePosition, LiveUpdate };

export type LiveSnapshot = ReadonlyMap<string, LivePosition>;

export interface LiveStore {
  /** The animals by id; a new map each time something changed (safe for useSyncExternalStore). */
  get: () => LiveSnapshot;
  /** Replaces everything with the server's list (first load, periodic refresh). */
  reset: (positions: readonly LivePosition[]) => void;
  /** Merges a burst of live readings; listeners hear of it at most once per throttle period. */
  merge: (updates: readonly LiveUpdate[]) => void;
  /** The settlement's alert parameters changed: later readings are judged by the new ones. */
  setAlertParams: (params: StateParams) => void;
  subscribe: (listener: () => void) => () => void;
  /** Stops a pending publication (the settlement was left). */
  dispose: () => void;
}

/** What a reading's map state depends on: the settlement's alert parameters. */
export type StateParams = Pick<AlertParams, 'noSignalHours' | 'lowBatteryPercent'>;

interface LiveStoreOptions {
  alertParams: StateParams;
  throttleMs?: number;
}

/**
 * The live positions of one settlement, keyed by animal (and found by device for updates that
 * name only the collar). Bursts of readings are merged at once and published throttled, so that
 * a thousand collars reporting together cost one redraw.
 */
export function createLiveStore({ alertParams, throttleMs = 500 }: LiveStoreOptions): LiveStore {
  let params = alertParams;
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
        const battery = update.battery ?? known.battery;
        working.set(known.animalId, {
          ...known,
          deviceId: update.deviceId,
          ts: update.ts,
          // A reading without a fix (battery only) leaves the dot where it was.
          lat: update.lat ?? known.lat,
          lng: update.lng ?? known.lng,
          battery,
          // The reading was just heard, so it is judged at its own time; whether the animal is outside
          // its fence the server decides (it knows the fences), kept until its list says otherwise.
          state: animalMapState(
            { ts: update.ts, battery },
            known.state === 'outsideFence',
            params,
            update.ts,
          ),
        });
        changed = true;
      }
      if (!changed || timer) return;
      const wait = Math.max(0, lastPublished + throttleMs - Date.now());
      timer = setTimeout(publish, wait);
    },
    setAlertParams(next) {
      params = next;
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
