import { useQueryClient } from '@tanstack/react-query';
import { LIVE_SILENCE_MS } from '@tropero/shared/telemetry';
import { useEffect, useState } from 'react';
import { eventStreamUrl } from '../../../api/client';
import { useNetworkStatus } from '../../../lib/network-status';
import { sessionStore } from '../../../lib/session';
import { alertsKey, useAlertsOwner } from './alerts-key';

/** Delay before opening the stream again after the server closed it (e.g. an expired token). */
const RECONNECT_MS = 5_000;

/**
 * The tab's one alerts stream (GET /live/alerts, Server-Sent Events). It opens with the current access
 * token, again with a new one, after a silence longer than the heartbeat's and when the network comes
 * back. Every `alert` event, and every reopening (events of the gap never come), refreshes the unread
 * summary, the lists and the map's badges.
 */
export function useLiveAlerts(): void {
  const owner = useAlertsOwner();
  const [token, setToken] = useState(() => sessionStore.get().accessToken);
  useEffect(() => sessionStore.subscribe(() => setToken(sessionStore.get().accessToken)), []);
  const [attempt, setAttempt] = useState(0);
  const { online } = useNetworkStatus();
  const queryClient = useQueryClient();
  const { userId, accountId } = owner;

  useEffect(() => {
    if (!online || !token || !userId || typeof EventSource === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: alertsKey({ userId, accountId }) });
    const source = new EventSource(eventStreamUrl('/live/alerts'));
    let retry: ReturnType<typeof setTimeout> | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let lost = false;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        source.close();
        setAttempt((n) => n + 1);
      }, LIVE_SILENCE_MS);
    };
    heard();
    source.onopen = () => {
      heard();
      if (lost) refresh();
      lost = false;
    };
    source.addEventListener('heartbeat', heard);
    source.addEventListener('alert', () => {
      heard();
      refresh();
    });
    source.onerror = () => {
      lost = true;
      if (source.readyState === EventSource.CLOSED)
        retry = setTimeout(() => setAttempt((n) => n + 1), RECONNECT_MS);
    };
    return () => {
      clearTimeout(retry);
      clearTimeout(silence);
      source.close();
    };
  }, [queryClient, token, userId, accountId, attempt, online]);
}
