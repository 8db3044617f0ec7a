/**
 * Registers the service worker (public/sw.js, made at build time with the list of the app's files):
 * it keeps the app shell so Sprout installs and opens offline. Only in a build: the dev server has
 * no such list.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
