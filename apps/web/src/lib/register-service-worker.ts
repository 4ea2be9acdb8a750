/**
 * Registers the service worker vite-plugin-pwa builds (sw.js: precache, offline start) once
 * the page has loaded, as the plugin's own registerSW.js would, without a request of its own
 * on a first visit. Updates need nothing here: the worker skips waiting and claims clients.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A page that cannot register (private mode, an old worker being replaced) works without it.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
