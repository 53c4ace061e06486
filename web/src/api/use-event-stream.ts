import { LIVE_SILENCE_MS } from '@tropero/shared/telemetry';
import { useEffect, useRef, useState } from 'react';
import { useNetworkStatus } from '../lib/network-status';
import { sessionStore } from '../lib/session';
import { eventStreamUrl } from './client';

/** Delay before opening the stream again after the server closed it (e.g. an expired token). */
const RECONNECT_MS = 5_000;

/**
 * One product-API event stream (Server-Sent Events) while `enabled`. It opens with the current access
 * token, again with a new one, after a silence longer than the heartbeat's and when the network comes
 * back. `onChange` runs on every `event` and on every reopening (the events of the gap never come).
 */
export function useEventStream(path: string, event: string, onChange: () => void, enabled = true): void {
  const [token, setToken] = useState(() => sessionStore.get().accessToken);
  useEffect(() => sessionStore.subscribe(() => setToken(sessionStore.get().accessToken)), []);
  const [attempt, setAttempt] = useState(0);
  const { online } = useNetworkStatus();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    if (!enabled || !online || !token || typeof EventSource === 'undefined') return;
    const source = new EventSource(eventStreamUrl(path));
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
      if (lost) changed.current();
      lost = false;
    };
    source.addEventListener('heartbeat', heard);
    source.addEventListener(event, () => {
      heard();
      changed.current();
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
  }, [path, event, enabled, token, attempt, online]);
}
