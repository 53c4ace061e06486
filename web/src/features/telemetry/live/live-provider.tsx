import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { eventStreamUrl } from '../../../api/client';
import { sessionStore } from '../../../lib/session';
import { useLivePositions } from '../api/get-live-positions';
import { createLiveStore, type LivePosition, type LiveStore, type LiveUpdate } from './live-store';

const LiveContext = createContext<LiveStore | null>(null);

export function useLiveStore(): LiveStore {
  const store = useContext(LiveContext);
  if (!store) throw new Error('useLiveStore must be used inside LiveProvider');
  return store;
}

/** One animal's live position, re-rendering only when the store publishes. */
export function useLiveAnimal(animalId: string | null): LivePosition | undefined {
  const store = useLiveStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  return animalId ? snapshot.get(animalId) : undefined;
}

/** Delay before opening the stream again after the server closed it (e.g. an expired token). */
const RECONNECT_MS = 5_000;

/**
 * The one live connection of the tab (Server-Sent Events), for the settlement on screen. It opens
 * with the current access token, and again with the new one after a refresh.
 */
function useLiveStream(settlementId: string, store: LiveStore): void {
  const [token, setToken] = useState(() => sessionStore.get().accessToken);
  useEffect(() => sessionStore.subscribe(() => setToken(sessionStore.get().accessToken)), []);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(eventStreamUrl('/live', { settlementId }));
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('positions', (event) => {
      store.merge(JSON.parse((event as MessageEvent<string>).data) as LiveUpdate[]);
    });
    source.onerror = () => {
      // EventSource retries by itself unless the server refused it; then try again with the token of the moment.
      if (source.readyState === EventSource.CLOSED)
        retry = setTimeout(() => setAttempt((n) => n + 1), RECONNECT_MS);
    };
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [settlementId, store, token, attempt]);
}

/** Holds the live positions of a settlement: the server's list, kept current by the live stream. */
export function LiveProvider({ settlementId, children }: { settlementId: string; children: ReactNode }) {
  const [store] = useState(() => createLiveStore());
  const positions = useLivePositions(settlementId);
  useEffect(() => {
    if (positions.data) store.reset(positions.data);
  }, [positions.data, store]);
  useEffect(() => () => store.dispose(), [store]);
  useLiveStream(settlementId, store);
  return <LiveContext.Provider value={store}>{children}</LiveContext.Provider>;
}
