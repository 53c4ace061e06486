import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useNetworkStatus, watchNetwork, type NetworkStatus } from '../lib/network-status';

/** What the app knows about itself: its version, build mode and network status. */
export interface AppInfo {
  version: string;
  mode: string;
  network: NetworkStatus;
}

const AppInfoContext = createContext<AppInfo | null>(null);

export function AppInfoProvider({ children }: { children: ReactNode }) {
  const network = useNetworkStatus();
  useEffect(watchNetwork, []);
  const value = useMemo(() => ({ version: __APP_VERSION__, mode: import.meta.env.MODE, network }), [network]);
  return <AppInfoContext.Provider value={value}>{children}</AppInfoContext.Provider>;
}

/** Spec §8: using the app-information context outside its provider is an error. */
export function useAppInfo(): AppInfo {
  const info = useContext(AppInfoContext);
  if (!info) throw new Error('useAppInfo must be used inside its provider (AppInfoProvider)');
  return info;
}
