import { useLiveAlerts } from '../api/live-alerts';

/** The tab's one alerts stream, opened by the private frame on every page. */
export function AlertsLiveSync() {
  useLiveAlerts();
  return null;
}
