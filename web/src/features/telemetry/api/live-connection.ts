/**
 * The tab's live connection as the map needs to know it (docs/ui.md, offline state): whether what it
 * shows is current, and if not, since when it is not.
 */
export interface LiveConnection {
  /** `connecting` before the stream first opens; `down` once lost (browser offline, stream failed). */
  status: 'connecting' | 'open' | 'down';
  /** When the open stream was lost: the data shown was current until then. */
  lostAt: number | null;
  /** When the server's list of positions last arrived. */
  fetchedAt: number | null;
}

export interface LiveConnectionStore {
  get: () => LiveConnection;
  subscribe: (listener: () => void) => () => void;
  /** The stream opened; answers whether it had been lost (the readings of the gap must be fetched). */
  opened: () => boolean;
  /** The stream failed or the browser went offline; a lost stream failing again keeps its first moment. */
  lost: (at?: number) => void;
  /** The server's list of positions arrived at `at`. */
  fetched: (at: number) => void;
}

export function createLiveConnection(): LiveConnectionStore {
  let current: LiveConnection = { status: 'connecting', lostAt: null, fetchedAt: null };
  const listeners = new Set<() => void>();
  const set = (next: LiveConnection) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    opened() {
      const wasDown = current.status === 'down';
      if (current.status !== 'open') set({ ...current, status: 'open', lostAt: null });
      return wasDown;
    },
    lost(at = Date.now()) {
      if (current.status === 'down') return;
      set({ ...current, status: 'down', lostAt: current.status === 'open' ? at : null });
    },
    fetched(at) {
      if (at !== current.fetchedAt) set({ ...current, fetchedAt: at });
    },
  };
}

/** Whether the live data on screen is current; if not, since when it was last known to be (null: never). */
export type LiveFreshness = { current: true } | { current: false; since: number | null };

/**
 * The live data is not current while the browser is offline or the stream is down; it was current
 * until the later of the moment the stream was lost and the last list from the server.
 */
export function liveFreshness(connection: LiveConnection, online: boolean): LiveFreshness {
  if (online && connection.status !== 'down') return { current: true };
  const known = Math.max(connection.lostAt ?? 0, connection.fetchedAt ?? 0);
  return { current: false, since: known > 0 ? known : null };
}
