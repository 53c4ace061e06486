/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/*
 * The service worker (vite-plugin-pwa, injectManifest): the app's own files offline, and Web Push
 * (spec §4, §8). An update waits for the app's reload prompt (app/pwa-reload-prompt.tsx).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app opens offline from index.html; API answers are never served from the cache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/data-api\//, /^\/ingest\//],
  }),
);

// The reload prompt's "Recargar" (registerType 'prompt').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** What the server pushes for an alert: its texts and the page that shows it (at the top or in `data`). */
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  data?: { url?: string };
  tag?: string;
}

function readPayload(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() ?? {}) as PushPayload;
  } catch {
    return { body: event.data?.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const { title = 'Tropero', body, tag } = payload;
  const url = payload.url ?? payload.data?.url ?? '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag,
      data: { url },
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
    }),
  );
});

/** A click opens the alert (`/notifications/{id}`) in a window of the app, the open one if any. */
async function openAlert(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url = '/notifications' } = (event.notification.data ?? {}) as { url?: string };
  event.waitUntil(openAlert(url));
});
