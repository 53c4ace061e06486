import { clearStorage } from '../lib/storage';

/**
 * The fallback screen's "Recargar la página" (spec §2): clears every cache and the local storage,
 * asks the installed app's service worker for its update, then reloads.
 */
export async function reloadApp(reload = () => window.location.reload()): Promise<void> {
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
    clearStorage();
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.update()));
    }
  } finally {
    reload();
  }
}
