/* global self, caches, __SHELL__ */
/*
 * Sprout's service worker (ADR 0030), made at build time from this template (vite.config.ts fills in
 * the version and the app shell's files). It keeps the app shell, so Sprout installs and opens
 * offline; the timeline then comes from the IndexedDB cache the app keeps. It never caches the API,
 * media or uploads: what a member may see is asked of the server each time, never kept here.
 */
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const CACHE = `sprout-shell-${VERSION}`;
const NEVER_CACHED = /^\/(api|media|tus)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('sprout-shell-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API, media and uploads go to the network, always.
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    // A page: the server's, else (offline) the shell, which routes it.
    event.respondWith(fetch(request).catch(() => caches.match('/index.html')));
    return;
  }
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});

// A push (RFC 8291, decrypted by the browser): words only, never a picture; a later one of the same
// notification replaces it on the phone.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Sprout', {
      body: data.body || '',
      tag: data.tag,
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/timeline' },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/timeline';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows)
        if ('focus' in client) return client.navigate(url).then((moved) => (moved || client).focus());
      return self.clients.openWindow(url);
    }),
  );
});
