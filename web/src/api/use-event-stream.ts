import { LIVE_SILENCE_MS } from '@tropero/shared/telemetry';
import { useEffect, useRef, useState } from 'react';
import { useNetworkStatus } from '../lib/network-status';
import { sessionStore } from '../lib/session';
import { eventStreamUrl } from './client';

/** Delay before opening the stream again after the server closed it (e.g. an expired token). */
const RECONNECT_MS = 5_000;

export interface EventStreamOptions {
  /** The stream's query (besides the access token). */
  query?: Record<string, string>;
  /** Each named event the page hears, given the event's data (JSON). */
  events: Record<string, (data: unknown) => void>;
  /** The stream opened; `again` once it had been lost (the events of the gap never come through it). */
  opened?: (again: boolean) => void;
  /** The stream was lost: it failed, fell silent, or the browser went offline. */
  lost?: () => void;
  enabled?: boolean;
}

/**
 * The page's one way to follow a product-API event stream (Server-Sent Events) while `enabled`. It opens
 * with the current access token, again with a new one after a refresh; offline it waits for the network.
 * A link that drops without closing anything is heard as silence (no event, not even the heartbeat, for
 * longer than the heartbeat's period): past it the stream is taken for lost and opened again.
 */
export function useEventStream(path: string, options: EventStreamOptions): void {
  const { query, events, enabled = true } = options;
  const [token, setToken] = useState(() => sessionStore.get().accessToken);
  useEffect(() => sessionStore.subscribe(() => setToken(sessionStore.get().accessToken)), []);
  const [attempt, setAttempt] = useState(0);
  const { online } = useNetworkStatus();
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });
  const wasLost = useRef(false);
  // Values, not objects: a page passes new ones at each render.
  const search = JSON.stringify(query ?? {});
  const names = Object.keys(events).join(' ');

  useEffect(() => {
    if (!enabled) return;
    const lose = () => {
      wasLost.current = true;
      handlers.current.lost?.();
    };
    if (!online) {
      lose();
      return;
    }
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(eventStreamUrl(path, JSON.parse(search) as Record<string, string>));
    let retry: ReturnType<typeof setTimeout> | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        lose();
        source.close();
        setAttempt((n) => n + 1);
      }, LIVE_SILENCE_MS);
    };
    heard();
    source.onopen = () => {
      heard();
      const again = wasLost.current;
      wasLost.current = false;
      handlers.current.opened?.(again);
    };
    source.addEventListener('heartbeat', heard);
    for (const name of names.split(' '))
      source.addEventListener(name, (event) => {
        heard();
        handlers.current.events[name]?.(JSON.parse((event as MessageEvent<string>).data));
      });
    source.onerror = () => {
      lose();
      // EventSource retries by itself unless the server refused it; then try again with the token of the moment.
      if (source.readyState === EventSource.CLOSED)
        retry = setTimeout(() => setAttempt((n) => n + 1), RECONNECT_MS);
    };
    return () => {
      clearTimeout(retry);
      clearTimeout(silence);
      source.close();
    };
  }, [path, search, names, enabled, token, attempt, online]);
}
