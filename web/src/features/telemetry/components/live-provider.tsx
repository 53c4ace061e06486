import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AlertParams } from '@tropero/shared/farm';
import { useEventStream } from '../../../api/use-event-stream';
import { useNetworkStatus } from '../../../lib/network-status';
import { livePositionsQueryOptions, useLivePositions } from '../api/get-live-positions';
import {
  createLiveConnection,
  liveFreshness,
  type LiveConnectionStore,
  type LiveFreshness,
} from '../api/live-connection';
import { createLiveStore, type LivePosition, type LiveStore, type LiveUpdate } from '../api/live-store';

interface Live {
  store: LiveStore;
  connection: LiveConnectionStore;
}

const LiveContext = createContext<Live | null>(null);

function useLive(): Live {
  const live = useContext(LiveContext);
  if (!live) throw new Error('live data must be read inside LiveProvider');
  return live;
}

export function useLiveStore(): LiveStore {
  return useLive().store;
}

/** Whether the live data on screen is current (browser online, stream open), and if not since when. */
export function useLiveFreshness(): LiveFreshness {
  const { connection } = useLive();
  const state = useSyncExternalStore(connection.subscribe, connection.get, connection.get);
  return liveFreshness(state, useNetworkStatus().online);
}

/** One animal's live position, re-rendering only when the store publishes. */
export function useLiveAnimal(animalId: string | null): LivePosition | undefined {
  const store = useLiveStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  return animalId ? snapshot.get(animalId) : undefined;
}

/**
 * The one live connection of the tab (`/live`), for the settlement on screen: its positions go to the
 * store, and `connection` hears when it opens and when it is lost.
 */
function useLiveStream(settlementId: string, store: LiveStore, connection: LiveConnectionStore): void {
  const queryClient = useQueryClient();
  useEventStream('/live', {
    query: { settlementId },
    events: { positions: (updates) => store.merge(updates as LiveUpdate[]) },
    opened: () => {
      // Readings sent while the stream was down never come through it: the server's list has them
      // (unless it is being read already, e.g. on the browser's reconnection).
      if (connection.opened())
        void queryClient.refetchQueries(
          { queryKey: livePositionsQueryOptions(settlementId).queryKey },
          { cancelRefetch: false },
        );
    },
    lost: () => connection.lost(),
  });
}

interface LiveProviderProps {
  settlementId: string;
  /** The settlement's alert parameters: live readings get their map state by them, as the list does. */
  alertParams: AlertParams;
  children: ReactNode;
}

/** Holds the live positions of a settlement: the server's list, kept current by the live stream. */
export function LiveProvider({ settlementId, alertParams, children }: LiveProviderProps) {
  const [live] = useState<Live>(() => ({
    store: createLiveStore({ alertParams }),
    connection: createLiveConnection(),
  }));
  const { store, connection } = live;
  useEffect(() => store.setAlertParams(alertParams), [store, alertParams]);
  const positions = useLivePositions(settlementId);
  useEffect(() => {
    if (positions.data) store.reset(positions.data);
  }, [positions.data, store]);
  useEffect(() => {
    if (positions.dataUpdatedAt) connection.fetched(positions.dataUpdatedAt);
  }, [positions.dataUpdatedAt, connection]);
  useEffect(() => () => store.dispose(), [store]);
  useLiveStream(settlementId, store, connection);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}
