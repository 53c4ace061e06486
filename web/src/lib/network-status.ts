import { createStore, useStore } from './create-store';

export interface NetworkChange {
  online: boolean;
  at: number;
}

export interface NetworkStatus {
  online: boolean;
  /** Every switch between online and offline since the app started (spec §4). */
  history: readonly NetworkChange[];
}

export const networkStore = createStore<NetworkStatus>({ online: navigator.onLine, history: [] });
export const useNetworkStatus = (): NetworkStatus => useStore(networkStore);

export function recordNetworkChange(online: boolean, at = Date.now()): void {
  const current = networkStore.get();
  if (current.online === online) return;
  networkStore.set({ online, history: [...current.history, { online, at }] });
}

/** Starts following the browser's online/offline events; returns the function that stops it. */
export function watchNetwork(): () => void {
  const onOnline = () => recordNetworkChange(true);
  const onOffline = () => recordNetworkChange(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
