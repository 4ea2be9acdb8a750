// @ts-check
/// <reference lib="webworker" />
// Web Push in the service worker (DESIGN.md §4b), imported by the sw.js that workbox builds
// (vite.config.ts, importScripts). The server sends { title, body, url } (infra/push).
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener('push', (event) => {
  /** @type {{ title?: string, body?: string, url?: string, urgent?: boolean, tag?: string }} */
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    worker.registration.showNotification(message.title || 'Faith Shield', {
      body: message.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url || '/' },
      // an emergency alert stays on screen until the member acts on it
      requireInteraction: message.urgent === true,
      // the team channel's pushes replace one another: one notification per burst
      ...(message.tag ? { tag: message.tag } : {}),
    }),
  );
});

// A tap opens the notification's screen: in a window of the app that is already open, or a new one.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', worker.location.origin).href;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return worker.clients.openWindow(url);
    }),
  );
});
