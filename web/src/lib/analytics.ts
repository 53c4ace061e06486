import { readJson, storageKeys } from './storage';

/**
 * Third-party analytics (spec §1, §9) as an adapter that does nothing unless an endpoint is
 * configured at build time (VITE_ANALYTICS_URL), the app runs on one of the configured hosts
 * (VITE_ANALYTICS_HOSTS, comma-separated) and the local `disabledTracking` flag is not set.
 */
export function isTrackingEnabled(
  env: { url?: string; hosts?: string } = {
    url: import.meta.env.VITE_ANALYTICS_URL,
    hosts: import.meta.env.VITE_ANALYTICS_HOSTS,
  },
  host = window.location.hostname,
): boolean {
  if (!env.url || !env.hosts) return false;
  if (readJson<boolean>(storageKeys.disabledTracking, false)) return false;
  return env.hosts.split(',').some((allowed) => allowed.trim() === host);
}

/** Records a page view; a beacon, so that it never delays or breaks navigation. */
export function trackPageView(path: string): void {
  if (!isTrackingEnabled()) return;
  navigator.sendBeacon(import.meta.env.VITE_ANALYTICS_URL!, JSON.stringify({ type: 'pageview', path }));
}
